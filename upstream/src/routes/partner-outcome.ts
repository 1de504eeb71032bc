// The partner routes' bridge from a service outcome to the answer: the value, or the refusal as an
// HttpError with its status, message and field.
import { HttpError } from '../http/errors.ts';
import type { Outcome, Refusal } from '../services/partner-accounts.ts';

export function valueOf<T>(outcome: Outcome<T> | (Refusal & { field?: string })): T {
  if (!outcome.ok)
    throw new HttpError(outcome.status, outcome.message, undefined, 'field' in outcome ? outcome.field : undefined);
  return outcome.value;
}
