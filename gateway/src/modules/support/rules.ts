// Pure support rules: calendar dates, the checklist flag of a complaint type, and the userError of
// an upstream refusal (its message placed on the input field it is about). Tested beside.
import { userErrorWithMessage, type UserError, type UserErrorKind } from '../../graphql/user-errors.ts';
import {
  CHECKLIST_COMPLAINT_TYPE_ID,
  SUPPORT_ERROR_KINDS,
  SUPPORT_ERRORS as E,
  UPSTREAM_REFUSAL_FIELDS,
} from './constants.ts';

/** A calendar date YYYY-MM-DD that exists (2025-02-29 does not). */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function requiresChecklist(complaintTypeId: number): boolean {
  return complaintTypeId === CHECKLIST_COMPLAINT_TYPE_ID;
}

const FILE_MESSAGES: ReadonlySet<string> = new Set([
  E.fileType.message,
  E.fileTooLarge.message,
  E.fileUnreadable.message,
]);

/**
 * Upstream's 400 message as a userError: a known message keeps its code and goes on its field
 * (file messages on `fileField`); another message is passed on as REJECTED; none gives `fallback`.
 */
export function upstreamRefusal(message: string | null, fileField: string, fallback: UserErrorKind): UserError {
  if (message === null) return { field: null, message: fallback.message, code: fallback.code };
  const code = SUPPORT_ERROR_KINDS.find((kind) => kind.message === message)?.code ?? 'REJECTED';
  const field = FILE_MESSAGES.has(message)
    ? fileField
    : UPSTREAM_REFUSAL_FIELDS.find(([known]) => known === message)?.[1];
  return userErrorWithMessage(code, message, field ? ['input', field] : null);
}
