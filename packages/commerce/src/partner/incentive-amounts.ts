// Incentives on an order attributed to a partner (its shared coupon or its referral link): the base
// (the goods value the buyer paid for, net of coupon discounts and of GST), each amount as paise x
// hundredths of a percent rounded once to the paisa (money.ts), and who earns what: the partner,
// and the Master above a General partner.
import { gstSplit } from '../checkout/gst.ts';
import { fromPaise, percentOfPaise, toPaise } from '../money.ts';
import { roundPercent } from '../percent.ts';
import { INCENTIVE_ROLE, type IncentiveRole, type PartnerLevel } from './limits.ts';
import type { IncentiveRates } from './incentive-table.ts';

/** The goods value less the coupon discount, in paise, never below 0 (GST still inside). */
export function attributionBase(subtotal: number, couponDiscount: number): number {
  return fromPaise(Math.max(0, toPaise(subtotal) - toPaise(couponDiscount)));
}

/**
 * The value incentives apply to: the goods value less the coupon discount, net of the GST inside
 * it, split as the invoice splits it (checkout/gst.ts: tax = amount x rate / (100 + rate) to the
 * paisa, base = amount - tax). Shipping and the prepaid discount are not goods value.
 *
 * Worked figure: a ₹17,999 ring with a 10 % coupon is 16,199.10 paid for goods; at 18 % GST the
 * tax inside is 2,471.05 and the base 13,728.05; a 12 % incentive on it is 1,647.37 (on the
 * GST-inclusive 16,199.10 it would have been 1,943.89, paying 296.52 on tax).
 */
export function incentiveBase(subtotal: number, couponDiscount: number, gstPercent: number): number {
  return gstSplit(attributionBase(subtotal, couponDiscount), Math.max(0, gstPercent), false).taxable;
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
