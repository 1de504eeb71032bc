// Transactions that may meet PostgreSQL's concurrency. SQLite runs one writer at a time, so its
// transactions never fail for another's sake; PostgreSQL runs them in parallel (READ COMMITTED)
// and may end one with a deadlock (40P01), a serialization failure (40001), or a unique violation
// (23505) when a parallel transaction committed the same row first (two registrations of one
// email, two first failures of one login). Such a transaction is run again a bounded number of
// times: its reads then see the other's row and it answers as it would have on SQLite. Any other
// error is thrown as it is.
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres, type AnyDb } from './dialect.ts';

/** PostgreSQL's SQLSTATEs that say "run the transaction again". */
const RETRYABLE = new Set(['40001', '40P01', '23505']);
export const TRANSACTION_ATTEMPTS = 3;

function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

export function isRetryableConflict(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && RETRYABLE.has(code);
}

/** A unique constraint refused a row: PostgreSQL's 23505 or SQLite's SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(error: unknown): boolean {
  const code = sqlState(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** db.transaction().execute(work), run again (up to TRANSACTION_ATTEMPTS in all) after one of RETRYABLE on PostgreSQL. */
export async function transactionWithRetry<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isPostgres(db) || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}

/**
 * Locks a key until the transaction ends (PostgreSQL's pg_advisory_xact_lock over the key's hash):
 * transactions about one key (a login's failures, a contact's one-time codes) then run one at a
 * time, so a count read before a write still holds when it is written, as on SQLite, where every
 * write transaction runs alone. Nothing on SQLite.
 */
export async function lockKey(db: AnyDb, key: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}
