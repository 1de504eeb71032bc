// Failed-login backoff, for shopper and partner logins alike: the first LOGIN_FREE_FAILURES failures
// of an account in the window cost nothing; each further attempt waits for a delay that doubles
// with every failure (1 s, 2 s, 4 s, ... at most 15 minutes) after the newest failure. A client that
// holds a known-device token of the account (issued at an earlier successful login or OTP) skips
// the wait, so someone guessing the owner's password never locks the owner out.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Failures of one account in the window that add no delay. */
export const LOGIN_FREE_FAILURES = 5;
/** The delay after the first failure past the free ones; it doubles with each further failure. */
export const LOGIN_BACKOFF_BASE_MS = SECOND_MS;
/** The longest delay. */
export const LOGIN_BACKOFF_MAX_MS = 15 * MINUTE_MS;
/** Failures older than this no longer count. */
export const LOGIN_BACKOFF_WINDOW_MS = 24 * 60 * MINUTE_MS;

/** The delay that `failures` failures in the window impose after the newest one. */
export function loginBackoffMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - LOGIN_FREE_FAILURES, 30);
  return Math.min(LOGIN_BACKOFF_BASE_MS * 2 ** doublings, LOGIN_BACKOFF_MAX_MS);
}

/** How long an attempt at `now` must still wait (0: it may go ahead). */
export function loginWaitMs(failures: number, newestFailureAt: Date | null, now: Date): number {
  if (newestFailureAt === null) return 0;
  return Math.max(0, newestFailureAt.getTime() + loginBackoffMs(failures) - now.getTime());
}
