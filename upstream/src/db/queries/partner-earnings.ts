// The queries of a partner's earnings screen, each read through an index that starts with the
// partner (migrations 0028 and 0030) and, for the sums, bounds the instants of the period or of
// the last twelve months, so the database reads those rows only (every incentive of the partner
// when the period is open) and answers counts, sums and one page. The incentives are the
// partner's sales and reversed ones (as in partner-pages.ts); periods are half-open ranges of
// ISO-8601 UTC instants ([from, before)), which compare as text like the created_at column.
// Amounts are summed in paise (rounded per row) so that totals are the sums of the rows to the
// paisa. partner-pages.test.ts and tests/api/partner-page-plans.test.ts prove the plans.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import type { Database } from '../schema.ts';
import type { PageWindow } from './partner-pages.ts';

type Db = Kysely<Database>;

/** Instants bounding a period: from (inclusive) and before (exclusive); either may be open. */
export interface InstantRange {
  from?: string | undefined;
  before?: string | undefined;
}

/** A month (YYYY-MM) with the instants it starts at and ends before. */
export interface MonthRange {
  month: string;
  from: string;
  to: string;
}

export interface TransactionFilter extends InstantRange {
  status?: string | undefined;
}

/** The partner's sales and reversed incentives. */
function incentivesOf(db: Db, partnerId: number) {
  return db
    .selectFrom('partner_order_incentives as pi')
    .innerJoin('orders as o', 'o.id', 'pi.order_id')
    .where('pi.partner_id', '=', partnerId)
    .where((eb) => eb.or([eb('o.order_status', '=', ORDER_STATUS.SUCCESS), eb('pi.status', '=', 'reversed')]));
}

function createdIn(db: Db, partnerId: number, range: InstantRange) {
  let query = incentivesOf(db, partnerId);
  if (range.from) query = query.where('pi.created_at', '>=', range.from);
  if (range.before) query = query.where('pi.created_at', '<', range.before);
  return query;
}

/** Sum of the amounts in paise, each row rounded to the paisa. */
const paiseSum = sql<number | string | null>`sum(round(pi.incentive_amount * 100))`;

/**
 * Which of `months` (contiguous, oldest first) an instant column falls in, as YYYY-MM; rows before
 * the first month or after the last must be left out by the query.
 */
function monthOf(column: string, months: readonly MonthRange[]): RawBuilder<string> {
  const last = months[months.length - 1];
  if (!last) throw new RangeError('No months');
  const whens = months.slice(0, -1).map((m) => sql`when ${sql.ref(column)} < ${m.to} then ${m.month}`);
  return sql<string>`case ${sql.join(whens, sql` `)} else ${last.month} end`;
}

function span(months: readonly MonthRange[]): { from: string; to: string } {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) throw new RangeError('No months');
  return { from: first.from, to: last.to };
}

/** The number of incentives and their sum in paise per state, of those credited in the period. */
export function earningTotalsQuery(db: Db, partnerId: number, period: InstantRange) {
  return createdIn(db, partnerId, period)
    .select((eb) => ['pi.status', eb.fn.countAll<number | string>().as('count'), paiseSum.as('paise')])
    .groupBy('pi.status');
}

/** The same per month (YYYY-MM, `earning_month`) and state, of the incentives credited in `months`. */
export function earningMonthsQuery(db: Db, partnerId: number, months: readonly MonthRange[]) {
  const { from, to } = span(months);
  return createdIn(db, partnerId, { from, before: to })
    .select((eb) => [
      monthOf('pi.created_at', months).as('earning_month'),
      'pi.status',
      eb.fn.countAll<number | string>().as('count'),
      paiseSum.as('paise'),
    ])
    .groupBy([sql.ref('earning_month'), 'pi.status']);
}

function transactionsOf(db: Db, partnerId: number, filter: TransactionFilter) {
  const query = createdIn(db, partnerId, filter);
  return filter.status ? query.where('pi.status', '=', filter.status) : query;
}

/**
 * The transactions (the incentives credited in the period, of one state when given), newest
 * credited first, ties by order, each with its order and the month of its payout run.
 */
export function earningTransactionsQuery(db: Db, partnerId: number, filter: TransactionFilter) {
  return transactionsOf(db, partnerId, filter)
    .leftJoin('partner_payouts as po', 'po.id', 'pi.payout_id')
    .leftJoin('partner_payout_runs as r', 'r.id', 'po.run_id')
    .select([
      'pi.id',
      'pi.status',
      'pi.role',
      'pi.attributed_by',
      'pi.incentive_percent',
      'pi.base_amount',
      'pi.incentive_amount',
      'pi.created_at',
      'pi.approved_at',
      'pi.paid_at',
      'o.order_id_new',
      'o.billing_customer_name',
      'o.billing_last_name',
      'r.period as payout_period',
    ])
    .orderBy('pi.created_at', 'desc')
    .orderBy('pi.order_id', 'desc');
}

export function earningTransactionPageQuery(db: Db, partnerId: number, filter: TransactionFilter, page: PageWindow) {
  return earningTransactionsQuery(db, partnerId, filter).limit(page.limit).offset(page.offset);
}

export function earningTransactionCountQuery(db: Db, partnerId: number, filter: TransactionFilter) {
  return transactionsOf(db, partnerId, filter).select((eb) => eb.fn.countAll<number | string>().as('count'));
}

/**
 * The partner's payouts, newest run's month first. They are found through (partner_id, ...) and
 * sorted by their run's month: a partner has one payout a run and a run a month, so the sort is of
 * the partner's payout months, however many incentives it has.
 */
export function partnerPayoutsQuery(db: Db, partnerId: number) {
  return db
    .selectFrom('partner_payouts as po')
    .innerJoin('partner_payout_runs as r', 'r.id', 'po.run_id')
    .select(['po.id', 'r.period', 'po.amount', 'po.incentive_count', 'po.status', 'po.bank_reference', 'po.paid_at'])
    .where('po.partner_id', '=', partnerId)
    .orderBy('r.period', 'desc');
}

export function partnerPayoutPageQuery(db: Db, partnerId: number, page: PageWindow) {
  return partnerPayoutsQuery(db, partnerId).limit(page.limit).offset(page.offset);
}

export function partnerPayoutCountQuery(db: Db, partnerId: number) {
  return db
    .selectFrom('partner_payouts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('partner_id', '=', partnerId);
}

/**
 * The months among `months` (contiguous) with an incentive of the partner credited or paid in
 * them, or a payout of the partner paid in them: one `statement_month` row each, in no order.
 */
export function statementMonthsQuery(db: Db, partnerId: number, months: readonly MonthRange[]) {
  const { from, to } = span(months);
  const credited = createdIn(db, partnerId, { from, before: to }).select(
    monthOf('pi.created_at', months).as('statement_month'),
  );
  const incentivesPaid = incentivesOf(db, partnerId)
    .where('pi.paid_at', '>=', from)
    .where('pi.paid_at', '<', to)
    .select(monthOf('pi.paid_at', months).as('statement_month'));
  const payoutsPaid = db
    .selectFrom('partner_payouts as po')
    .where('po.partner_id', '=', partnerId)
    .where('po.paid_at', '>=', from)
    .where('po.paid_at', '<', to)
    .select(monthOf('po.paid_at', months).as('statement_month'));
  return credited.union(incentivesPaid).union(payoutsPaid);
}
