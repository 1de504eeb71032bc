// The channel partner's session: the partner token in localStorage ('cpToken'), as an external
// store like lib/session.ts. The Apollo link (lib/auth-link.ts) reads the same key and sends it as
// X-Partner-Token; the gateway is the judge of the token (an expired or forged one is answered
// UNAUTHENTICATED with realm 'partner', and the screen then ends the session with the spec's
// message). The shopper session is separate and survives a partner logout.
import { useSyncExternalStore } from 'react';
import { PARTNER_TOKEN_STORAGE_KEY } from '@/lib/constants.ts';

/**
 * Why the session changed: 'start' (login, new token after a password change), 'end' (logout,
 * or another tab), 'expired' (the gateway refused the token: the screen shows the message and
 * opens CP login itself after 3 s).
 */
export type PartnerSessionReason = 'start' | 'end' | 'expired';
export type PartnerSessionChange = { token: string | null; reason: PartnerSessionReason };

const CHANGE_EVENT = 'partner-session:change';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function announce(token: string | null, reason: PartnerSessionReason): void {
  window.dispatchEvent(new CustomEvent<PartnerSessionChange>(CHANGE_EVENT, { detail: { token, reason } }));
}

/** The stored partner token, or null. */
export function getPartnerToken(): string | null {
  return storage()?.getItem(PARTNER_TOKEN_STORAGE_KEY) ?? null;
}

/** After CP login (or a password change, which issues a new token). */
export function startPartnerSession(token: string): void {
  storage()?.setItem(PARTNER_TOKEN_STORAGE_KEY, token);
  announce(token, 'start');
}

/** Logout: removes the partner token (the shopper session stays). */
export function endPartnerSession(): void {
  storage()?.removeItem(PARTNER_TOKEN_STORAGE_KEY);
  announce(null, 'end');
}

/** The gateway refused the token: it is removed; the screen says so and then opens CP login. */
export function expirePartnerSession(): void {
  if (getPartnerToken() === null) return;
  storage()?.removeItem(PARTNER_TOKEN_STORAGE_KEY);
  announce(null, 'expired');
}

/** Partner session changes in this tab and in other tabs (another tab's change counts as 'start' or 'end'). */
export function subscribePartnerSession(listener: (change: PartnerSessionChange) => void): () => void {
  const onChange = (event: Event): void => listener((event as CustomEvent<PartnerSessionChange>).detail);
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== null && event.key !== PARTNER_TOKEN_STORAGE_KEY) return;
    const token = getPartnerToken();
    listener({ token, reason: token === null ? 'end' : 'start' });
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const getServerSnapshot = (): string | null => null;

/** The partner session as components see it: logged in while a partner token is stored. */
export function usePartnerSession(): { token: string | null; loggedIn: boolean } {
  const token = useSyncExternalStore(subscribePartnerSession, getPartnerToken, getServerSnapshot);
  return { token, loggedIn: token !== null };
}
