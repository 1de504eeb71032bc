// A partner's earnings from its incentive rows: totals per state and per month, in paise so that
// the totals are the sums of the rows to the paisa, either from the rows themselves or from counts
// and sums of paise a database grouped by state. Pure.
import { fromPaise, toPaise } from '../money.ts';
import { shopDate } from '../shop-time.ts';
import { INCENTIVE_STATUSES, isIncentiveStatus, type IncentiveStatus } from './payouts.ts';

export interface EarningRow {
  status: IncentiveStatus;
  amount: number;
  /** When the incentive was credited (ISO). */
  createdAt: string;
}

export type StateTotals = Record<IncentiveStatus, { count: number; amount: number }>;

export function stateTotals(rows: readonly EarningRow[]): StateTotals {
  const paise = Object.fromEntries(INCENTIVE_STATUSES.map((s) => [s, { count: 0, paise: 0 }])) as Record<
    IncentiveStatus,
    { count: number; paise: number }
  >;
  for (const row of rows) {
    paise[row.status].count += 1;
    paise[row.status].paise += toPaise(row.amount);
  }
  return Object.fromEntries(
    INCENTIVE_STATUSES.map((s) => [s, { count: paise[s].count, amount: fromPaise(paise[s].paise) }]),
  ) as StateTotals;
}

/** A count of rows of one state and the sum of their amounts in paise (a GROUP BY's row). */
export interface StateGroup {
  /** The stored state; anything not an incentive state counts as pending. */
  status: string;
  count: number;
  paise: number;
}

/** The totals per state of grouped rows (states absent from the groups are zero). */
export function stateTotalsOfGroups(groups: readonly StateGroup[]): StateTotals {
  const sums = Object.fromEntries(INCENTIVE_STATUSES.map((s) => [s, { count: 0, paise: 0 }])) as Record<
    IncentiveStatus,
    { count: number; paise: number }
  >;
  for (const group of groups) {
    const status = isIncentiveStatus(group.status) ? group.status : 'pending';
    sums[status].count += group.count;
    sums[status].paise += group.paise;
  }
  return Object.fromEntries(
    INCENTIVE_STATUSES.map((s) => [s, { count: sums[s].count, amount: fromPaise(sums[s].paise) }]),
  ) as StateTotals;
}

export interface MonthTotals {
  /** YYYY-MM (India). */
  month: string;
  totals: StateTotals;
}

/** The last `count` months (YYYY-MM, India) up to `now`'s month, oldest first. */
export function lastMonths(now: Date, count = 12): string[] {
  const current = shopDate(now).slice(0, 7);
  const [year, month] = current.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const index = year * 12 + (month - 1) - i;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The last `count` months up to `now`'s month (India), oldest first, each with its credited incentives by state. */
export function monthlyTotals(rows: readonly EarningRow[], now: Date, count = 12): MonthTotals[] {
  return lastMonths(now, count).map((m) => ({
    month: m,
    totals: stateTotals(rows.filter((r) => shopDate(r.createdAt).startsWith(m))),
  }));
}

/** The last `count` months up to `now`'s month (India), oldest first, each with the totals of its groups. */
export function monthlyTotalsOfGroups(
  groups: ReadonlyArray<StateGroup & { month: string }>,
  now: Date,
  count = 12,
): MonthTotals[] {
  return lastMonths(now, count).map((m) => ({
    month: m,
    totals: stateTotalsOfGroups(groups.filter((g) => g.month === m)),
  }));
}
