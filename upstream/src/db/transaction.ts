// Transactions that may meet PostgreSQL's concurrency errors. SQLite runs one writer at a time, so
// its transactions never fail for another's sake; PostgreSQL runs them in parallel (READ COMMITTED)
// and may end one with a deadlock (40P01) or, under stricter isolation or `for update` waits, a
// serialization failure (40001). Such a transaction is run again a bounded number of times; any
// other error is thrown as it is.
import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from './dialect.ts';

/** PostgreSQL's SQLSTATEs that say "run the transaction again". */
const RETRYABLE = new Set(['40001', '40P01']);
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

/** db.transaction().execute(work), run again (up to TRANSACTION_ATTEMPTS in all) after a deadlock or serialization failure. */
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
