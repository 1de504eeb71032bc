// A success message handed to the next screen through the router's state (e.g. 'Nomination Sent
// Successfully.' on the nomination list, 'Registered Successfully' on /Resend).

export type ProgramNotice = { notice: string };

/** The notice in a location's state, or null. */
export function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { notice?: unknown }).notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}
