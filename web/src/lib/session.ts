// The shopper's session in localStorage ('sessionToken'), as an external store: the Apollo link
// reads the token for every request, components read `useSession()`, and the app provider resets
// the Apollo store when the session changes (login, logout, expiry, another tab).
import { useSyncExternalStore } from 'react';
import {
  announceStored,
  browserStorage,
  readStored,
  removeStored,
  subscribeStored,
  writeStored,
} from './browser-storage.ts';
import { SESSION_STORAGE_KEY } from './constants.ts';
import { msUntilExpiry, peekLiveToken, takeLiveToken } from './session-token.ts';
import { syncSignedIn } from './signed-in-cookie.ts';

/** `resetCache`: whether the data on screen belongs to another user and must be fetched again. */
export type SessionChange = { token: string | null; resetCache: boolean };

const CHANGE_EVENT = 'session:change';
/** setTimeout's limit; a later expiry is re-checked when this fires. */
const MAX_TIMER_MS = 2_147_483_647;

let expiryTimer: number | undefined;

function announce(token: string | null, resetCache: boolean): void {
  syncSignedIn();
  scheduleExpiry(token);
  announceStored<SessionChange>(CHANGE_EVENT, { token, resetCache });
}

/** Removes the token when it expires while the page is open. */
function scheduleExpiry(token: string | null): void {
  window.clearTimeout(expiryTimer);
  if (token === null) return;
  expiryTimer = window.setTimeout(
    () => void readSessionToken(),
    Math.min(msUntilExpiry(token, Date.now()) + 1, MAX_TIMER_MS),
  );
}

/** The live token for rendering (never changes storage). */
export function getSessionToken(): string | null {
  const store = browserStorage();
  return store ? peekLiveToken(store, SESSION_STORAGE_KEY, Date.now()) : null;
}

/** The live token for a request; an expired one is removed silently and the shopper is a guest. */
export function readSessionToken(): string | null {
  const store = browserStorage();
  if (!store) return null;
  const { token, removed } = takeLiveToken(store, SESSION_STORAGE_KEY, Date.now());
  if (removed) announce(null, true);
  return token;
}

/** At start-up: drops an expired token before anything renders, and watches the live one's expiry. */
export function initSession(): void {
  scheduleExpiry(readSessionToken());
}

/** After login: keeps the token; every screen then fetches again as the customer. */
export function startSession(token: string): void {
  writeStored(SESSION_STORAGE_KEY, token);
  announce(token, true);
}

/** Sign out: removes the token; every screen then fetches again as a guest. */
export function endSession(): void {
  removeStored(SESSION_STORAGE_KEY);
  announce(null, true);
}

/**
 * The gateway refused a token it was sent (signed out elsewhere, forged, expired by its clock):
 * the token goes, silently. The answer was already a guest's, so nothing needs fetching again.
 */
export function dropRefusedToken(token: string): void {
  if (readStored(SESSION_STORAGE_KEY) !== token) return;
  removeStored(SESSION_STORAGE_KEY);
  announce(null, false);
}

/** Session changes in this tab and in other tabs (the browser's storage event). */
export function subscribeSession(listener: (change: SessionChange) => void): () => void {
  return subscribeStored<SessionChange>(SESSION_STORAGE_KEY, CHANGE_EVENT, {
    thisTab: listener,
    otherTab: () => {
      const token = getSessionToken();
      scheduleExpiry(token);
      listener({ token, resetCache: true });
    },
  });
}

const getServerSnapshot = (): string | null => null;

/** The session as components see it: logged in while a live token is stored. */
export function useSession(): { token: string | null; loggedIn: boolean } {
  const token = useSyncExternalStore(subscribeSession, getSessionToken, getServerSnapshot);
  return { token, loggedIn: token !== null };
}
