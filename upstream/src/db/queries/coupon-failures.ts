// Failed coupon checks per account in a fixed window: read, and counted by one upsert, so parallel
// failures on any instance each count once (SQLite and PostgreSQL both read the row's old values
// on the right of `do update set`).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/** The account's failures in the window that began after `windowStart`; 0 when its window is older. */
export async function couponFailuresSince(db: Db, userId: number, windowStart: Date): Promise<number> {
  const row = await db
    .selectFrom('coupon_check_failures')
    .select('failures')
    .where('user_id', '=', userId)
    .where('window_started_at', '>', windowStart.toISOString())
    .executeTakeFirst();
  return row?.failures ?? 0;
}

/** One more failure: a window older than `windowStart` starts again at `now` with this one. */
export async function recordCouponFailure(db: Db, userId: number, now: Date, windowStart: Date): Promise<void> {
  const at = now.toISOString();
  const expired = sql<boolean>`coupon_check_failures.window_started_at <= ${windowStart.toISOString()}`;
  await db
    .insertInto('coupon_check_failures')
    .values({ user_id: userId, window_started_at: at, failures: 1 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else coupon_check_failures.failures + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${at} else coupon_check_failures.window_started_at end`,
      }),
    )
    .execute();
}
