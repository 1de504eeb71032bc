// Known devices: a client that logged in to an account (by password or one-time code) keeps a
// random device token (32 bytes, base64url) and sends it with later logins; a known device is
// spared the failed-login backoff of the account. Only the token's SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isKnownDevice, rememberDevice, type DeviceKind } from '../db/queries/sessions.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/** The shape of a device token: 43 base64url characters. */
export const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const wellFormed = (token: string | null | undefined): token is string =>
  typeof token === 'string' && DEVICE_TOKEN_PATTERN.test(token);

export function createKnownDevices(db: Kysely<Database>, clock: Clock) {
  return {
    /** True when this client logged in to the account before. */
    async isKnown(kind: DeviceKind, accountId: number, token: string | null | undefined): Promise<boolean> {
      return wellFormed(token) && isKnownDevice(db, kind, accountId, sha256(token));
    },

    /** Records a successful login of this client; answers the token it keeps (a new one when it sent none). */
    async remember(kind: DeviceKind, accountId: number, token: string | null | undefined): Promise<string> {
      const kept = wellFormed(token) ? token : randomBytes(32).toString('base64url');
      await rememberDevice(db, kind, accountId, sha256(kept), clock());
      return kept;
    },
  };
}
