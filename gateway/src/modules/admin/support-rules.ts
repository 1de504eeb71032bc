// Rules of the console's support area on the gateway's side: the GraphQL status enum and the
// stored words of @shop/commerce/support/request-status, and upstream's refusals of a change as
// userErrors on the input's field. Pure; tested beside.
import { REQUEST_STATUS_LABELS, isRequestStatus, type RequestStatus } from '@shop/commerce/support/request-status';
import type { UserError } from '../../graphql/user-errors.ts';

export type ServiceRequestStatusEnum = 'OPEN' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED';

const TO_ENUM: Readonly<Record<RequestStatus, ServiceRequestStatusEnum>> = {
  Open: 'OPEN',
  'In Progress': 'IN_PROGRESS',
  Resolved: 'RESOLVED',
  Closed: 'CLOSED',
};
const FROM_ENUM = Object.fromEntries(Object.entries(TO_ENUM).map(([word, value]) => [value, word])) as Record<
  ServiceRequestStatusEnum,
  RequestStatus
>;

/** The enum value of a stored status; an unknown word reads as Open (the status every request starts in). */
export function statusEnum(stored: string): ServiceRequestStatusEnum {
  return TO_ENUM[isRequestStatus(stored) ? stored : 'Open'];
}

export function statusLabel(stored: string): string {
  return REQUEST_STATUS_LABELS[isRequestStatus(stored) ? stored : 'Open'];
}

/** The stored word of an enum value. */
export function storedStatus(value: ServiceRequestStatusEnum): RequestStatus {
  return FROM_ENUM[value];
}

/** Upstream's refusal (400 or 409 with its message, code and field) as a userError on the input. */
export function refusalError(refusal: {
  message: string | null;
  code: string | null;
  field: string | null;
}): UserError {
  return {
    field: ['input', refusal.field ?? 'id'],
    message: refusal.message ?? 'This change was refused.',
    code: refusal.code ?? 'REFUSED',
  };
}
