// The channel partner's session: the partner token in localStorage ('cpToken'), as an external
// store like lib/session.ts. The Apollo link (lib/auth-link.ts) reads the same key and sends it as
// X-Partner-Token; the gateway is the judge of the token (an expired or forged one is answered
// UNAUTHENTICATED with realm 'partner', and the screen then ends the session with the spec's
// message). The portal's Logout ends the shopper session too (partner-layout.tsx): one logout.
import { useSyncExternalStore } from 'react';
import { announceStored, readStored, removeStored, subscribeStored, writeStored } from '@/lib/browser-storage.ts';
import { PARTNER_TOKEN_STORAGE_KEY } from '@/lib/constants.ts';
import { syncSignedIn } from '@/lib/signed-in-cookie.ts';

/**
 * Why the session changed: 'start' (login, new token after a password change), 'end' (logout,
 * or another tab), 'expired' (the gateway refused the token: the screen shows the message and
 * opens CP login itself after 3 s).
 */
export type PartnerSessionReason = 'start' | 'end' | 'expired';
export type PartnerSessionChange = { token: string | null; reason: PartnerSessionReason };

const CHANGE_EVENT = 'partner-session:change';

function announce(token: string | null, reason: PartnerSessionReason): void {
  syncSignedIn();
  announceStored<PartnerSessionChange>(CHANGE_EVENT, { token, reason });
}

/** The stored partner token, or null. */
export function getPartnerToken(): string | null {
  return readStored(PARTNER_TOKEN_STORAGE_KEY);
}

/** After CP login (or a password change, which issues a new token). */
export function startPartnerSession(token: string): void {
  writeStored(PARTNER_TOKEN_STORAGE_KEY, token);
  announce(token, 'start');
}

/** Logout: removes the partner token (the layout ends the shopper session with it). */
export function endPartnerSession(): void {
  removeStored(PARTNER_TOKEN_STORAGE_KEY);
  announce(null, 'end');
}

/** The gateway refused the token: it is removed; the screen says so and then opens CP login. */
export function expirePartnerSession(): void {
  if (getPartnerToken() === null) return;
  removeStored(PARTNER_TOKEN_STORAGE_KEY);
  announce(null, 'expired');
}

/** Partner session changes in this tab and in other tabs (another tab's change counts as 'start' or 'end'). */
export function subscribePartnerSession(listener: (change: PartnerSessionChange) => void): () => void {
  return subscribeStored<PartnerSessionChange>(PARTNER_TOKEN_STORAGE_KEY, CHANGE_EVENT, {
    thisTab: listener,
    otherTab: () => {
      const token = getPartnerToken();
      listener({ token, reason: token === null ? 'end' : 'start' });
    },
  });
}

const getServerSnapshot = (): string | null => null;

/** The partner session as components see it: logged in while a partner token is stored. */
export function usePartnerSession(): { token: string | null; loggedIn: boolean } {
  const token = useSyncExternalStore(subscribePartnerSession, getPartnerToken, getServerSnapshot);
  return { token, loggedIn: token !== null };
}
