// Session bookkeeping: revoked token ids (kept until the token would expire) and failed logins.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

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

export async function countLoginFailures(db: Db, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function addLoginFailure(db: Db, userId: number, now: Date): Promise<void> {
  await db.insertInto('login_failures').values({ user_id: userId, created_at: now.toISOString() }).execute();
}

export async function clearLoginFailures(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('login_failures').where('user_id', '=', userId).execute();
}

/** True when the account exists, took no password reset after the token was issued, and the token id is not revoked. */
export async function isSessionLive(db: Db, userId: number, jti: string, issuedAt: Date): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('sessions_valid_from', 'is', null), eb('sessions_valid_from', '<=', issuedAt.toISOString())]),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti))))
    .executeTakeFirst();
  return row !== undefined;
}
