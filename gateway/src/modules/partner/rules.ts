// Pure partner rules: levels and their labels, the spec's date format, the incentive table's sum
// rule and minimum client discount (spec section 5), what a level may change, the nomination cap,
// recipients and statuses. Tested beside.
import type { UserErrorKind } from '../../graphql/user-errors.ts';
import { isEmail } from '../account/rules.ts';
import {
  COUPON_SHARE_STATUS,
  INCENTIVE_TABLE_TITLES,
  LEVEL_CODES,
  LEVEL_LABELS,
  MIN_CLIENT_DISCOUNT,
  NOMINATION_MAX_DISCOUNT,
  NOMINATION_STATUS,
  PARTNER_ERRORS,
  PARTNER_TIME_ZONE,
  PHONE_PATTERN,
  maxDiscountError,
} from './constants.ts';
import type { IncentiveRates, PartnerLevel } from './models.ts';

export function levelOf(code: number): PartnerLevel {
  return code === LEVEL_CODES.MASTER ? 'MASTER' : 'GENERAL';
}

export function levelLabel(level: PartnerLevel): string {
  return LEVEL_LABELS[level];
}

export function incentiveTableTitle(level: PartnerLevel): string {
  return INCENTIVE_TABLE_TITLES[level];
}

/** Level 2 cannot edit the master percent (spec sections 2 and 6). */
export function canEditMasterPercent(level: PartnerLevel): boolean {
  return level === 'MASTER';
}

const DATE_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARTNER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as dd-MM-yyyy HH:mm:ss in India time (spec section 9); null when it is no date. */
export function formatPartnerDate(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const parts = Object.fromEntries(DATE_PARTS.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** An instant as ISO 8601 (UTC); null when it is no date. */
export function isoInstant(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export interface TableEdit {
  masterPercent: number;
  generalPercent: number;
  clientDiscount: number;
}

/**
 * Spec section 5, on saving the incentive table: master + general (counted 0 for level 1) +
 * client discount above max_discount -> 'Discount cannot be more than {max}'; else a client discount
 * under 10 -> 'Client Discount cannot be less than 10'. Null when the edit may be saved.
 */
export function checkIncentiveEdit(level: PartnerLevel, edit: TableEdit, maxDiscount: number): UserErrorKind | null {
  const general = level === 'MASTER' ? 0 : edit.generalPercent;
  if (roundPercent(edit.masterPercent + general + edit.clientDiscount) > maxDiscount)
    return maxDiscountError(maxDiscount);
  if (edit.clientDiscount < MIN_CLIENT_DISCOUNT) return PARTNER_ERRORS.clientDiscount;
  return null;
}

/** What AddCPincentive saves: the three rates and the hidden activations. */
export type SavedRates = TableEdit & Pick<IncentiveRates, 'nextLevelActivation' | 'generalActivation'>;

/**
 * The rates to save from an edit: a General partner keeps the master percent in force (set by its
 * Master); a Master keeps its general percent (not its row). The hidden activations stay as they are.
 */
export function ratesToSave(level: PartnerLevel, edit: TableEdit, current: IncentiveRates): SavedRates {
  return {
    nextLevelActivation: current.nextLevelActivation,
    generalActivation: current.generalActivation,
    masterPercent: level === 'MASTER' ? edit.masterPercent : current.masterPercent,
    generalPercent: level === 'MASTER' ? current.generalPercent : edit.generalPercent,
    clientDiscount: edit.clientDiscount,
  };
}

/** Spec section 5: the three percentages of a nomination may add up to 35 at most. */
export function withinNominationCap(edit: TableEdit): boolean {
  return roundPercent(edit.masterPercent + edit.generalPercent + edit.clientDiscount) <= NOMINATION_MAX_DISCOUNT;
}

/** Sums of decimal percents without binary noise (10.1 + 24.9 is 35, not 35.00000000000001). */
function roundPercent(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Spec section 5: a recipient is an email or a 10-digit number. */
export function recipientKind(value: string): 'email' | 'phone' | null {
  if (isEmail(value)) return 'email';
  return PHONE_PATTERN.test(value) ? 'phone' : null;
}

export function nominationStatus(joined: boolean): string {
  return joined ? NOMINATION_STATUS.JOINED : NOMINATION_STATUS.NOMINATED;
}

export function couponShareStatus(used: boolean): string {
  return used ? COUPON_SHARE_STATUS.USED : COUPON_SHARE_STATUS.SHARED;
}

/** Name with surname (spec section 2). */
export function partnerFullName(name: string, surname: string): string {
  return [name.trim(), surname.trim()].filter((part) => part !== '').join(' ');
}
