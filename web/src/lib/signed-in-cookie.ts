// The gateway renders a landing screen's first HTML for a guest only (gateway/src/http/
// server-render.ts): it cannot see a session, which lives in this browser's storage. A browser
// holding a shopper's or a partner's session says so with this cookie (a flag, never the token),
// and is sent the app's shell, which it renders as that user, instead of a guest's screen.
// The session stores (lib/session.ts, the partner's session) call syncSignedIn on every change.
import { readStored } from './browser-storage.ts';
import { PARTNER_TOKEN_STORAGE_KEY, SESSION_STORAGE_KEY } from './constants.ts';

export const SIGNED_IN_COOKIE = 'signed_in';

/** Signed in while a shopper's or a partner's token is stored (an expired one is removed first). */
export function isSignedIn(): boolean {
  return readStored(SESSION_STORAGE_KEY) !== null || readStored(PARTNER_TOKEN_STORAGE_KEY) !== null;
}

/** Sets the flag from isSignedIn. */
export function syncSignedIn(): void {
  markSignedIn(isSignedIn());
}

/** Sets or clears the flag (cookies refused: the browser gets a guest's screen and renders afresh). */
function markSignedIn(signedIn: boolean): void {
  try {
    document.cookie = signedIn
      ? `${SIGNED_IN_COOKIE}=1; path=/; SameSite=Lax`
      : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  } catch {
    // No document (tests of pure code) or cookies refused.
  }
}
