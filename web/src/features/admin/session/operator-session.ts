// The console operator's session: the token in localStorage ('operatorToken', sent as
// X-Operator-Token by lib/auth-link.ts on /admin pages) and who signed in ('operatorProfile': name,
// email, role, so the console's frame needs no request of its own). An external store like the
// partner's: changes in this tab and in other tabs reach subscribers. The gateway is the judge of
// the token: a refusal (UNAUTHENTICATED, realm 'admin') ends the session and opens the login.
import { useSyncExternalStore } from 'react';
import { isOperatorRole, permissionsOf, type AdminPermission, type OperatorRole } from '@shop/commerce/admin/roles';
import { announceStored, readStored, removeStored, subscribeStored, writeStored } from '@/lib/browser-storage.ts';
import { OPERATOR_TOKEN_STORAGE_KEY } from '@/lib/constants.ts';

const PROFILE_STORAGE_KEY = 'operatorProfile';
const CHANGE_EVENT = 'operator-session:change';

export interface OperatorProfile {
  name: string;
  email: string;
  role: OperatorRole;
}

export interface OperatorSessionState {
  token: string;
  profile: OperatorProfile;
  permissions: readonly AdminPermission[];
}

function parseProfile(text: string | null): OperatorProfile | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<OperatorProfile>;
    if (typeof value.name !== 'string' || typeof value.email !== 'string' || !isOperatorRole(value.role)) return null;
    return { name: value.name, email: value.email, role: value.role };
  } catch {
    return null;
  }
}

let cached: { token: string | null; profileText: string | null; state: OperatorSessionState | null } = {
  token: null,
  profileText: null,
  state: null,
};

/** The stored session (the same object while nothing changed), or null. */
export function readOperatorSession(): OperatorSessionState | null {
  const token = readStored(OPERATOR_TOKEN_STORAGE_KEY);
  const profileText = readStored(PROFILE_STORAGE_KEY);
  if (token === cached.token && profileText === cached.profileText) return cached.state;
  const profile = parseProfile(profileText);
  const state =
    token !== null && profile !== null ? { token, profile, permissions: permissionsOf(profile.role) } : null;
  cached = { token, profileText, state };
  return state;
}

/** After login. */
export function startOperatorSession(token: string, profile: OperatorProfile): void {
  writeStored(PROFILE_STORAGE_KEY, JSON.stringify(profile));
  writeStored(OPERATOR_TOKEN_STORAGE_KEY, token);
  announceStored(CHANGE_EVENT, null);
}

/** Sign-out, or the gateway refused the token. */
export function endOperatorSession(): void {
  removeStored(OPERATOR_TOKEN_STORAGE_KEY);
  removeStored(PROFILE_STORAGE_KEY);
  announceStored(CHANGE_EVENT, null);
}

function subscribe(listener: () => void): () => void {
  return subscribeStored<null>(OPERATOR_TOKEN_STORAGE_KEY, CHANGE_EVENT, { thisTab: listener, otherTab: listener });
}

/** The operator's session, re-rendering at login and sign-out (in any tab). */
export function useOperatorSession(): OperatorSessionState | null {
  return useSyncExternalStore(subscribe, readOperatorSession, () => null);
}

/** Whether the signed-in operator's role may do the work. */
export function sessionCan(session: OperatorSessionState | null, permission: AdminPermission): boolean {
  return session !== null && session.permissions.includes(permission);
}
