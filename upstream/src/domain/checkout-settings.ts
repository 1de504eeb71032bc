// The checkout's settings, set when upstream starts (environment variables; README "Settings"):
// MAX_LINE_DISCOUNT_PERCENT, the most the coupons on one product and colour may take off it, and
// COUPON_CHECK_FAILURES_PER_ACCOUNT, the failed coupon checks an account may make in 15 minutes, and
// REFERRAL_WINDOW_DAYS, how long a visit through a partner's referral link attributes orders. Upstream
// is their one source: it applies them to orders and serves them to the gateway with the prepaid
// discount (GET /api/Checkout/Prepaid_Discount).
import { MAX_LINE_DISCOUNT_PERCENT } from '@shop/commerce/checkout/limits';
import { REFERRAL_WINDOW_DAYS_DEFAULT } from '@shop/commerce/partner/payouts';
import { MAX_PERCENT } from '@shop/commerce/percent';

export interface CheckoutSettings {
  /** The most the coupons on one product and colour may take off it together, in percent. */
  maxLineDiscountPercent: number;
  /**
   * Failed coupon checks (GetCouponDetails answering 'Invalid Coupon Code') one account may make in
   * COUPON_FAILURE_WINDOW_SECONDS; past it every check of that account answers 'Invalid Coupon Code'
   * until the window ends, so guessing learns nothing. Above the gateway's own limit, which answers
   * RATE_LIMITED first.
   */
  couponFailuresPerAccount: number;
  /** Days a visit through a partner's referral link (?ref=CODE) attributes the visitor's orders. */
  referralWindowDays: number;
}

/** The window of COUPON_CHECK_FAILURES_PER_ACCOUNT: 15 minutes. */
export const COUPON_FAILURE_WINDOW_SECONDS = 15 * 60;

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  maxLineDiscountPercent: MAX_LINE_DISCOUNT_PERCENT,
  couponFailuresPerAccount: 30,
  referralWindowDays: REFERRAL_WINDOW_DAYS_DEFAULT,
};

/** REFERRAL_WINDOW_DAYS as set: undefined when unset or blank; a whole number of days from 1 to 365, else the start stops. */
export function referralWindowDaysOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw.trim());
  if (!/^\d{1,3}$/.test(raw.trim()) || value < 1 || value > 365)
    throw new Error(`REFERRAL_WINDOW_DAYS must be a whole number of days from 1 to 365, got ${raw}`);
  return value;
}

/** COUPON_CHECK_FAILURES_PER_ACCOUNT as set: undefined when unset or blank; a whole number from 1, else the start stops. */
export function couponFailuresPerAccountOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw.trim());
  if (!/^\d{1,6}$/.test(raw.trim()) || value < 1)
    throw new Error(`COUPON_CHECK_FAILURES_PER_ACCOUNT must be a whole number from 1, got ${raw}`);
  return value;
}

/** A percent from 0 to 100 with at most 2 decimals. */
const PERCENT_TEXT = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * MAX_LINE_DISCOUNT_PERCENT as set in the environment: undefined when unset or blank (the default
 * applies); a percent from 0 to 100 with at most 2 decimals; anything else stops the start.
 */
export function maxLineDiscountPercentOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const text = raw.trim();
  const value = Number(text);
  if (!PERCENT_TEXT.test(text) || value > MAX_PERCENT) {
    throw new Error(`MAX_LINE_DISCOUNT_PERCENT must be a percent from 0 to 100 (2 decimals at most), got ${raw}`);
  }
  return value;
}
