// Session bookkeeping: revoked token ids (kept until the token would expire), failed shopper logins
// (keyed by account or by the contact typed) and the known devices of shopper and partner accounts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/**
 * The update of an account's session_version (shoppers, partners, operators) that ends all of its
 * sessions: their tokens carry the old version.
 */
export const NEXT_SESSION_VERSION = sql<number>`session_version + 1`;

export async function isRevoked(db: Db, jti: string): Promise<boolean> {
  return (await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst()) !== undefined;
}

/** Revokes a token id until its expiry and forgets revocations that have expired by now. */
export async function revokeToken(db: Db, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

export interface FailureStats {
  count: number;
  newest: Date | null;
}

/** The failures of a key since `since`: how many, and when the newest was. */
/** Marks a single-use id (a captcha's jti) used until it expires; false when it was used before. */
export async function useOnce(db: Db, jti: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now.toISOString()).execute();
  const result = await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('jti').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function loginFailureStats(db: Db, accountKey: string, since: Date): Promise<FailureStats> {
  const row = await db
    .selectFrom('account_login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('newest')])
    .where('account_key', '=', accountKey)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst();
  const newest = row?.newest ?? null;
  return { count: Number(row?.n ?? 0), newest: newest === null ? null : new Date(newest) };
}

/** Records a failure (an attempt under way counts as one) and forgets the key's failures before `since`. */
export async function addLoginFailure(db: Db, accountKey: string, now: Date, since: Date): Promise<number> {
  await db
    .deleteFrom('account_login_failures')
    .where('account_key', '=', accountKey)
    .where('created_at', '<=', since.toISOString())
    .execute();
  const row = await db
    .insertInto('account_login_failures')
    .values({ account_key: accountKey, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An attempt recorded by addLoginFailure succeeded: it no longer counts. */
export async function dropLoginFailure(db: Db, id: number): Promise<void> {
  await db.deleteFrom('account_login_failures').where('id', '=', id).execute();
}

export async function clearLoginFailures(db: Db, accountKey: string): Promise<void> {
  await db.deleteFrom('account_login_failures').where('account_key', '=', accountKey).execute();
}

export type DeviceKind = 'shopper' | 'partner';

export async function isKnownDevice(db: Db, kind: DeviceKind, accountId: number, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('known_devices')
    .select('id')
    .where('kind', '=', kind)
    .where('account_id', '=', accountId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberDevice(
  db: Db,
  kind: DeviceKind,
  accountId: number,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({ kind, account_id: accountId, token_hash: tokenHash, last_used_at: now.toISOString() })
    .onConflict((oc) =>
      oc.columns(['kind', 'account_id', 'token_hash']).doUpdateSet({ last_used_at: now.toISOString() }),
    )
    .execute();
}

/**
 * True when the account exists, the token id is not revoked, and the token carries the account's
 * session version (a password change or reset adds one) or is the session that changed the
 * password. A token from before versions (`version` null) is judged by the time of the last change.
 */
export async function isSessionLive(
  db: Db,
  session: { userId: number; jti: string; issuedAt: Date; version: number | null },
): Promise<boolean> {
  const { userId, jti, issuedAt, version } = session;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([
        ...(version !== null
          ? [eb('session_version', '=', version)]
          : [eb('sessions_valid_from', 'is', null), eb('sessions_valid_from', '<=', issuedAt.toISOString())]),
        eb('kept_session_jti', '=', jti),
      ]),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti))))
    .executeTakeFirst();
  return row !== undefined;
}
