// Service request statuses as an operator moves them: Open -> In Progress -> Resolved, and Closed.
// Open may also be closed at once (a duplicate, a request raised by mistake); a Resolved request may
// be closed, or taken up again (In Progress) when the customer says it is not fixed. Closed is final.
// The stored words are the track request page's ('In Progress'); the console shows `label`.

export const REQUEST_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  Open: 'Open',
  'In Progress': 'In progress',
  Resolved: 'Resolved',
  Closed: 'Closed',
};

const NEXT: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  Open: ['In Progress', 'Closed'],
  'In Progress': ['Resolved', 'Closed'],
  Resolved: ['In Progress', 'Closed'],
  Closed: [],
};

/** Statuses that still need the support team (the dashboard's "open service requests"). */
export const ACTIVE_REQUEST_STATUSES: readonly RequestStatus[] = ['Open', 'In Progress'];

/** Most characters of an operator's reply to a request. */
export const REQUEST_REPLY_MAX_LENGTH = 2000;

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The statuses a request in this status may move to, in the order the console offers them. */
export function nextRequestStatuses(from: RequestStatus): readonly RequestStatus[] {
  return NEXT[from];
}

export const REQUEST_STATUS_ERRORS = {
  sameStatus: { code: 'SAME_STATUS', message: 'The request already has this status.' },
  notAllowed: { code: 'TRANSITION_NOT_ALLOWED', message: 'This request cannot move to that status now.' },
  replyRequired: { code: 'REQUIRED', message: 'Please write a reply.' },
  replyTooLong: { code: 'TOO_LONG', message: `A reply must be at most ${REQUEST_REPLY_MAX_LENGTH} characters.` },
} as const;
export type RequestStatusErrorKey = keyof typeof REQUEST_STATUS_ERRORS;

/** Null when a request may move from `from` to `to`; else the refusal's key. */
export function requestTransitionProblem(from: RequestStatus, to: RequestStatus): RequestStatusErrorKey | null {
  if (from === to) return 'sameStatus';
  return NEXT[from].includes(to) ? null : 'notAllowed';
}

/** Null for a reply that may be sent (blank-trimmed, 1 to REQUEST_REPLY_MAX_LENGTH characters). */
export function replyProblem(text: string): RequestStatusErrorKey | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'replyRequired';
  return trimmed.length > REQUEST_REPLY_MAX_LENGTH ? 'replyTooLong' : null;
}
