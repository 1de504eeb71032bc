// One-time codes with their send log, and password reset tokens. Only hashes are stored.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export async function countOtpSends(db: Db, recipient: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('otp_sends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient', '=', recipient)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Logs the send and stores the new code; older codes of the number stop working. */
export async function storeOtp(db: Db, recipient: string, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
  const createdAt = now.toISOString();
  await db.insertInto('otp_sends').values({ recipient, created_at: createdAt }).execute();
  await db.updateTable('otp_codes').set({ used: 1 }).where('recipient', '=', recipient).where('used', '=', 0).execute();
  await db
    .insertInto('otp_codes')
    .values({ recipient, code_hash: codeHash, expires_at: expiresAt.toISOString(), created_at: createdAt })
    .execute();
}

export function newestOtp(db: Db, recipient: string) {
  return db
    .selectFrom('otp_codes')
    .select(['id', 'code_hash', 'expires_at', 'used', 'wrong_tries'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks the code used; false when another request used it first. */
export async function useOtp(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set({ used: 1 })
    .where('id', '=', id)
    .where('used', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addOtpWrongTry(db: Db, id: number): Promise<void> {
  await db
    .updateTable('otp_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function countResetTokens(db: Db, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertResetToken(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      expires_at: expiresAt.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}

/** Uses an unused, unexpired token once, ending the user's other tokens; answers its user id, or null. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('user_id', '=', row.user_id)
    .where('used_at', 'is', null)
    .execute();
  return row.user_id;
}
