// The gateway renders a landing screen's first HTML for a guest only (gateway/src/http/
// server-render.ts): it cannot see a session, which lives in this browser's storage. A browser
// holding a shopper's or a partner's session says so with this cookie (a flag, never the token),
// and is sent the app's shell, which it renders as that user, instead of a guest's screen.
export const SIGNED_IN_COOKIE = 'signed_in';

/** Sets or clears the flag (cookies refused: the browser gets a guest's screen and renders afresh). */
export function markSignedIn(signedIn: boolean): void {
  try {
    document.cookie = signedIn
      ? `${SIGNED_IN_COOKIE}=1; path=/; SameSite=Lax`
      : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  } catch {
    // No document (tests of pure code) or cookies refused.
  }
}
