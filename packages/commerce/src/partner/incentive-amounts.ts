// Incentives on an order placed with a partner's shared coupon: the base (the order's subtotal less
// its coupon discount), each amount as paise x hundredths of a percent rounded once to the paisa
// (money.ts), and who earns what: the sharer, and the Master above a General sharer.
import { fromPaise, percentOfPaise, toPaise } from '../money.ts';
import { roundPercent } from '../percent.ts';
import { INCENTIVE_ROLE, type IncentiveRole, type PartnerLevel } from './limits.ts';
import type { IncentiveRates } from './incentive-table.ts';

/** The value incentives apply to: subtotal less the coupon discount, in paise, never below 0. */
export function attributionBase(subtotal: number, couponDiscount: number): number {
  return fromPaise(Math.max(0, toPaise(subtotal) - toPaise(couponDiscount)));
}

/** base x percent / 100, rounded once to the paisa: 18,000 at 12 % is 2,160.00. */
export function incentiveAmount(base: number, percent: number): number {
  return fromPaise(percentOfPaise(toPaise(base), percent));
}

export interface Sharer {
  partnerId: number;
  level: PartnerLevel;
  /** The Master above a General partner; null for a Master. */
  masterId: number | null;
  /** The sharer's table in force when the order is placed. */
  rates: IncentiveRates;
}

export interface IncentiveRow {
  partnerId: number;
  role: IncentiveRole;
  percent: number;
  amount: number;
}

const row = (partnerId: number, role: IncentiveRole, percent: number, base: number): IncentiveRow => ({
  partnerId,
  role,
  percent: roundPercent(percent),
  amount: incentiveAmount(base, percent),
});

/**
 * Who earns what on an order placed with a partner's coupon. A Master sharer: one row at its master
 * percent. A General sharer: a row at its own (general) percent, and one for its Master at the
 * master percent of the General's table. Rows at 0 % are kept (the order is still theirs).
 */
export function attributionRows(sharer: Sharer, base: number): IncentiveRow[] {
  const { partnerId, masterId, rates } = sharer;
  if (sharer.level === 'MASTER') return [row(partnerId, INCENTIVE_ROLE.REFERRER, rates.masterPercent, base)];
  const rows = [row(partnerId, INCENTIVE_ROLE.REFERRER, rates.generalPercent, base)];
  if (masterId !== null && masterId !== partnerId)
    rows.push(row(masterId, INCENTIVE_ROLE.MASTER, rates.masterPercent, base));
  return rows;
}
