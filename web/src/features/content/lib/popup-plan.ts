// When the subscribe popup shows (spec sections 2 and 9): 10 s after the first visit of a browser
// session, unless it was closed (never again) or minimised (a small tab instead). It opens by
// itself at most once per session; a reload while it is open does not bring it back at once.
// Pure and tested beside; popup-storage.ts reads and writes the flags.

export type PopupFlags = {
  /** localStorage popupClosed. */
  closed: boolean;
  /** localStorage popupMinimized. */
  minimized: boolean;
  /** sessionStorage: the popup has opened in this browser session. */
  shownThisSession: boolean;
};

export type PopupPlan = { kind: 'none' } | { kind: 'tab' } | { kind: 'open'; inMs: number };

/** What the page should do about the popup, given the flags and when the session's first visit began. */
export function planPopup(flags: PopupFlags, sessionStartMs: number, nowMs: number, delayMs: number): PopupPlan {
  if (flags.closed) return { kind: 'none' };
  if (flags.minimized) return { kind: 'tab' };
  if (flags.shownThisSession) return { kind: 'none' };
  return { kind: 'open', inMs: Math.max(0, sessionStartMs + delayMs - nowMs) };
}

/** The session's start as stored, or now when none (or an unreadable one) is stored. */
export function sessionStartOf(stored: string | null, nowMs: number): number {
  const value = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(value) && value > 0 && value <= nowMs ? value : nowMs;
}
