// Incentive rules of the channel partner program (spec sections 5 and 9, README "Issue 7"): percent
// values as typed, the sum rule of an incentive table against max_discount, the client discount
// minimum, the 35 % cap of a nomination, and the attribution of an order to the partner whose
// coupon was used (and to the Master above a General partner), amounts rounded to paise half up.
// Pure; tested beside with worked figures.
import { fromMinor, toMinor } from './money.ts';
import { PARTNER_LEVEL } from './partner-constants.ts';
import {
  INCENTIVE_ROLE,
  MAX_PERCENT,
  MIN_CLIENT_DISCOUNT,
  NOMINATION_MAX_PERCENT,
  PERCENT_DECIMALS,
  PROGRAM_MESSAGES as M,
} from './partner-program-constants.ts';
import type { PartnerLevelNumber } from './partner-rules.ts';

/** The three percentages a partner's table is about (txt_v5_1, txt_v5_1_1, txt_discount1). */
export interface IncentiveRates {
  /** txt_v5_1: a Master's percent on its own coupons; a General's Master's percent on the General's coupons. */
  masterPercent: number;
  /** txt_v5_1_1: a General's own percent on its coupons (not used for a Master). */
  generalPercent: number;
  /** txt_discount1: the client discount of the partner's coupons. */
  clientDiscount: number;
}

const PERCENT_TEXT = /^\s*\d+(\.\d*)?\s*$|^\s*\.\d+\s*$/;
const scale = 10 ** PERCENT_DECIMALS;

/**
 * A percent as the forms send it: a number or a numeric string of digits with an optional decimal
 * point, at least 0 and at most 100, kept to 2 decimals. null for anything else (blank included).
 */
export function parsePercent(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && PERCENT_TEXT.test(value)) n = Number(value.trim());
  else return null;
  if (!Number.isFinite(n) || n < 0 || n > MAX_PERCENT) return null;
  return Math.round(n * scale) / scale;
}

/** Two percents are the same to 2 decimals. */
export function samePercent(a: number, b: number): boolean {
  return Math.round(a * scale) === Math.round(b * scale);
}

/**
 * The sum rule of a table (spec section 5): master + general (counted 0 for a Master) + client
 * discount must not pass max_discount; the client discount must be at least 10. The sum is
 * checked first, as the old client did. Answers the message to show, or null.
 */
export function checkIncentiveTable(
  level: PartnerLevelNumber,
  rates: IncentiveRates,
  maxDiscount: number,
): string | null {
  const general = level === PARTNER_LEVEL.MASTER ? 0 : rates.generalPercent;
  const sumBasis =
    Math.round(rates.masterPercent * scale) + Math.round(general * scale) + Math.round(rates.clientDiscount * scale);
  if (sumBasis > Math.round(maxDiscount * scale)) return M.discountTooHigh(maxDiscount);
  if (rates.clientDiscount < MIN_CLIENT_DISCOUNT) return M.clientDiscountTooLow;
  return null;
}

/** A nomination's three percentages together must not pass 35 (spec section 5). */
export function checkNominationRates(rates: IncentiveRates): string | null {
  const sumBasis =
    Math.round(rates.masterPercent * scale) +
    Math.round(rates.generalPercent * scale) +
    Math.round(rates.clientDiscount * scale);
  return sumBasis > NOMINATION_MAX_PERCENT * scale ? M.nominationTooHigh : null;
}

/** The value incentives apply to: order subtotal less its coupon discount, never below 0. */
export function attributionBase(subtotal: number, couponDiscount: number): number {
  return fromMinor(Math.max(0, toMinor(subtotal) - toMinor(couponDiscount)));
}

/**
 * base x percent / 100, rounded to paise half up. Computed on integers (paise x hundredths of a
 * percent), so a true half paisa is never lost to binary fractions: 18000 at 12 % = 2160.00.
 */
export function incentiveAmount(base: number, percent: number): number {
  const product = toMinor(base) * Math.round(percent * scale); // paise x 1/100 percent
  return fromMinor(Math.floor((product + (100 * scale) / 2) / (100 * scale)));
}

export interface Sharer {
  partnerId: number;
  level: PartnerLevelNumber;
  /** The Master above a General partner; null for a Master. */
  masterId: number | null;
  /** The sharer's table in force when the order is placed. */
  rates: IncentiveRates;
}

export interface IncentiveRow {
  partnerId: number;
  role: (typeof INCENTIVE_ROLE)[keyof typeof INCENTIVE_ROLE];
  percent: number;
  amount: number;
}

/**
 * Who earns what on an order placed with a partner's coupon. A Master sharer: one row at its
 * master percent. A General sharer: a row at its own (general) percent and one for its Master at
 * the master percent of the General's table. Rows at 0 % are kept (the order is still theirs).
 */
export function attributionRows(sharer: Sharer, base: number): IncentiveRow[] {
  if (sharer.level === PARTNER_LEVEL.MASTER) {
    const percent = sharer.rates.masterPercent;
    return [
      { partnerId: sharer.partnerId, role: INCENTIVE_ROLE.REFERRER, percent, amount: incentiveAmount(base, percent) },
    ];
  }
  const own = sharer.rates.generalPercent;
  const rows: IncentiveRow[] = [
    { partnerId: sharer.partnerId, role: INCENTIVE_ROLE.REFERRER, percent: own, amount: incentiveAmount(base, own) },
  ];
  if (sharer.masterId !== null && sharer.masterId !== sharer.partnerId) {
    const master = sharer.rates.masterPercent;
    rows.push({
      partnerId: sharer.masterId,
      role: INCENTIVE_ROLE.MASTER,
      percent: master,
      amount: incentiveAmount(base, master),
    });
  }
  return rows;
}
