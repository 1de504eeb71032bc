// Pages of the console's payout screens. A run's payouts are read in partner order (all of them
// through the run's unique (run_id, partner_id) index, one state's through partner_payouts_run_status)
// and stop after their page; the counts of a run's payouts by state read that index too. Runs are
// read newest month first through their unique period. payout-pages.test.ts proves the plans.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { PageWindow } from './partner-pages.ts';

type Db = Kysely<Database>;
export type PayoutState = 'pending' | 'paid';

/** Payouts, each with its partner and bank details. */
export function payoutRowsQuery(db: Db) {
  return db
    .selectFrom('partner_payouts as po')
    .innerJoin('channel_partners as p', 'p.id', 'po.partner_id')
    .leftJoin('partner_bank_details as b', 'b.partner_id', 'p.id')
    .select([
      'po.id',
      'po.partner_id',
      'po.amount',
      'po.incentive_count',
      'po.status',
      'po.bank_reference',
      'po.paid_at',
      'p.code',
      'p.name',
      'p.surname',
      'p.email',
      'b.bank_name',
      'b.bank_account_no',
      'b.neft_ifsc_code',
      'b.rtgs_ifsc_code',
    ]);
}

/** A run's payouts (one state's when given) in partner order. */
export function runPayoutsQuery(db: Db, runId: number, state?: PayoutState) {
  let query = payoutRowsQuery(db).where('po.run_id', '=', runId);
  if (state) query = query.where('po.status', '=', state);
  return query.orderBy('po.partner_id');
}

export function runPayoutPageQuery(db: Db, runId: number, state: PayoutState | undefined, page: PageWindow) {
  return runPayoutsQuery(db, runId, state).limit(page.limit).offset(page.offset);
}

/** How many payouts a run has in each state. */
export function runPayoutCountsQuery(db: Db, runId: number) {
  return db
    .selectFrom('partner_payouts')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .where('run_id', '=', runId)
    .groupBy('status');
}

/** Payout runs, newest month first, each with its number of payouts and of paid ones. */
export function runPageQuery(db: Db, page: PageWindow) {
  return db
    .selectFrom('partner_payout_runs as r')
    .select((eb) => [
      'r.id',
      'r.period',
      'r.total',
      'r.created_at',
      eb
        .selectFrom('partner_payouts as po')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('po.run_id', '=', 'r.id')
        .as('payouts'),
      eb
        .selectFrom('partner_payouts as po')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('po.run_id', '=', 'r.id')
        .where('po.status', '=', 'paid')
        .as('paid'),
    ])
    .orderBy('r.period', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

export function runCountQuery(db: Db) {
  return db.selectFrom('partner_payout_runs').select((eb) => eb.fn.countAll<number | string>().as('count'));
}
