// The incentive table's rules (spec sections 2, 5, 6 and 9). On saving a table: master percent +
// general percent (counted 0 for a Master, whose general row is not its own) + client discount
// must not pass max_discount, then the client discount must be at least 10: the sum is checked
// first. A nomination's three percentages may add up to 35 at most. Every percent is held to 2
// decimals and compared in hundredths (percent.ts): 10.004 + 0 + 25 against 35 is
// 10.00 + 0 + 25.00 = 35.00, accepted, and 10 is what is stored.
import { toHundredths } from '../rounding.ts';
import { roundPercent, samePercent, withinPercent } from '../percent.ts';
import { MIN_CLIENT_DISCOUNT, NOMINATION_MAX_PERCENT, type PartnerLevel } from './limits.ts';
import { discountTooHighError, PARTNER_ERRORS, type PartnerError } from './messages.ts';

/** The three percentages of a partner's table (txt_v5_1, txt_v5_1_1, txt_discount1). */
export interface IncentiveRates {
  /** A Master's percent on its own coupons; for a General partner, its Master's percent on the General's coupons. */
  masterPercent: number;
  /** A General partner's own percent on its coupons (not a Master's). */
  generalPercent: number;
  /** The discount a customer gets with the partner's coupons. */
  clientDiscount: number;
}

/** Why a table may not be saved: the sum passes max_discount, or the client discount is under 10. */
export type IncentiveTableRefusal = 'discountTooHigh' | 'clientDiscount';

/** The spec's save checks, in its order: the sum first, then the client discount minimum. */
export function checkIncentiveTable(
  level: PartnerLevel,
  rates: IncentiveRates,
  maxDiscount: number,
): IncentiveTableRefusal | null {
  const general = level === 'MASTER' ? 0 : rates.generalPercent;
  if (!withinPercent([rates.masterPercent, general, rates.clientDiscount], maxDiscount)) return 'discountTooHigh';
  if (toHundredths(rates.clientDiscount) < toHundredths(MIN_CLIENT_DISCOUNT)) return 'clientDiscount';
  return null;
}

/** The message of a refusal: 'Discount cannot be more than {max}' or 'Client Discount cannot be less than 10'. */
export function incentiveTableError(refusal: IncentiveTableRefusal, maxDiscount: number): PartnerError {
  return refusal === 'discountTooHigh' ? discountTooHighError(maxDiscount) : PARTNER_ERRORS.clientDiscount;
}

/** A nomination's three percentages may add up to 35 at most ('max discount is 35%'), and its client discount is at least 10. */
export function checkNominationRates(rates: IncentiveRates): 'nominationCap' | 'clientDiscount' | null {
  const sum = [rates.masterPercent, rates.generalPercent, rates.clientDiscount];
  if (!withinPercent(sum, NOMINATION_MAX_PERCENT)) return 'nominationCap';
  // The proposed table becomes the nominee's table: the Modify dialog's minimum applies to it too.
  return roundPercent(rates.clientDiscount) < MIN_CLIENT_DISCOUNT ? 'clientDiscount' : null;
}

/** True when a General partner's edit changes the master percent, which its Master sets. */
export function changesLockedPercent(level: PartnerLevel, edit: IncentiveRates, current: IncentiveRates): boolean {
  return level === 'GENERAL' && !samePercent(edit.masterPercent, current.masterPercent);
}

/**
 * The table to store after an edit, each percent held to 2 decimals: a General partner keeps the
 * master percent in force (its Master's), a Master keeps its general percent (not its row); any
 * other value of the table (max_discount, hidden activations) stays as it is.
 */
export function ratesToSave<T extends IncentiveRates>(level: PartnerLevel, edit: IncentiveRates, current: T): T {
  return {
    ...current,
    masterPercent: roundPercent(level === 'MASTER' ? edit.masterPercent : current.masterPercent),
    generalPercent: roundPercent(level === 'MASTER' ? current.generalPercent : edit.generalPercent),
    clientDiscount: roundPercent(edit.clientDiscount),
  };
}
