// The console's catalog rules: a price pair (list and sale), a stock level, a new coupon. Each check
// answers the first problem as { field, message, code } or null, with the message shown beside the
// field; upstream enforces them and the console checks before sending.
import { toPaise } from '../money.ts';
import { MAX_PERCENT } from '../percent.ts';
import { toHundredths } from '../rounding.ts';
import {
  COUPON_CODE_PATTERN,
  COUPON_DESCRIPTION_MAX,
  LOW_STOCK_UNITS,
  MAX_COUPON_USES,
  MAX_PRODUCT_PRICE,
  MAX_STOCK_UNITS,
} from './catalog-limits.ts';

export interface CatalogProblem {
  field: string;
  message: string;
  code: string;
}

export const CATALOG_MESSAGES = {
  priceNotPositive: 'Enter a price above ₹0.',
  priceTooHigh: `Enter a price of at most ₹${MAX_PRODUCT_PRICE.toLocaleString('en-IN')}.`,
  pricePaise: 'Enter the price in rupees with at most 2 decimals (paise).',
  saleAboveList: 'The sale price cannot be above the list price.',
  stockUnits: `Enter whole units from 0 to ${MAX_STOCK_UNITS.toLocaleString('en-IN')}.`,
  couponCode: 'Use 3 to 20 capital letters, digits or hyphens.',
  couponCodeTaken: 'A coupon with this code exists.',
  couponDescription: `Describe the coupon in 1 to ${COUPON_DESCRIPTION_MAX} characters.`,
  couponPercentRange: 'Enter a percent above 0 with at most 2 decimals.',
  couponPercentCap: (max: number) => `Coupons can take at most ${max}% off one product.`,
  couponScope: 'Choose a product or a category, not both.',
  couponDates: 'The coupon must end after it starts.',
  couponEndPast: 'The end date has passed.',
  couponUses: `Enter whole uses from 1 to ${MAX_COUPON_USES.toLocaleString('en-IN')}.`,
  couponAlreadyEnded: 'This coupon has already ended.',
  unsafeHtml: (reason: string) => `This HTML cannot be saved: it contains a ${reason}.`,
  bannerImage: 'Choose one of the shop’s banner images.',
  productNotFound: 'No such product.',
  stockNotFound: 'No such colour and size for this product.',
  couponNotFound: 'No such coupon.',
  bannerNotFound: 'No such banner.',
  productNotFoundForCoupon: 'No such product.',
  categoryNotFound: 'No such category.',
} as const;

function priceProblem(field: string, price: number): CatalogProblem | null {
  if (!Number.isFinite(price) || price <= 0)
    return { field, message: CATALOG_MESSAGES.priceNotPositive, code: 'PRICE_INVALID' };
  if (price > MAX_PRODUCT_PRICE) return { field, message: CATALOG_MESSAGES.priceTooHigh, code: 'PRICE_INVALID' };
  if (toPaise(price) !== Number((price * 100).toPrecision(15)))
    return { field, message: CATALOG_MESSAGES.pricePaise, code: 'PRICE_INVALID' };
  return null;
}

/** The first problem of a list and sale price pair (both in rupees), or null. */
export function checkPrices(prices: { listPrice: number; salePrice: number }): CatalogProblem | null {
  const problem = priceProblem('listPrice', prices.listPrice) ?? priceProblem('salePrice', prices.salePrice);
  if (problem) return problem;
  if (toPaise(prices.salePrice) > toPaise(prices.listPrice))
    return { field: 'salePrice', message: CATALOG_MESSAGES.saleAboveList, code: 'SALE_ABOVE_LIST' };
  return null;
}

/** A stock level: a whole number from 0 to MAX_STOCK_UNITS. */
export function checkStockUnits(units: number): CatalogProblem | null {
  return Number.isInteger(units) && units >= 0 && units <= MAX_STOCK_UNITS
    ? null
    : { field: 'units', message: CATALOG_MESSAGES.stockUnits, code: 'STOCK_INVALID' };
}

export function isLowStock(units: number, threshold: number = LOW_STOCK_UNITS): boolean {
  return units <= threshold;
}

/** A coupon as the console creates it (dates as ISO instants). */
export interface NewCoupon {
  code: string;
  description: string;
  percent: number;
  productId: number | null;
  categoryId: number | null;
  validFrom: string;
  validTo: string;
  maxUses: number;
}

/** Codes are stored in capitals without surrounding blanks. */
export function normaliseNewCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The first problem of a new coupon, given the shop's cap on one line's coupons and the time now. */
export function checkNewCoupon(coupon: NewCoupon, maxPercent: number, now: Date): CatalogProblem | null {
  if (!COUPON_CODE_PATTERN.test(normaliseNewCouponCode(coupon.code)))
    return { field: 'code', message: CATALOG_MESSAGES.couponCode, code: 'COUPON_CODE_INVALID' };
  const description = coupon.description.trim();
  if (description.length < 1 || description.length > COUPON_DESCRIPTION_MAX)
    return { field: 'description', message: CATALOG_MESSAGES.couponDescription, code: 'COUPON_DESCRIPTION_INVALID' };
  const percent = coupon.percent;
  if (
    !Number.isFinite(percent) ||
    percent <= 0 ||
    percent > MAX_PERCENT ||
    toHundredths(percent) !== Number((percent * 100).toPrecision(15))
  )
    return { field: 'percent', message: CATALOG_MESSAGES.couponPercentRange, code: 'COUPON_PERCENT_INVALID' };
  if (toHundredths(percent) > toHundredths(maxPercent))
    return { field: 'percent', message: CATALOG_MESSAGES.couponPercentCap(maxPercent), code: 'COUPON_PERCENT_CAP' };
  if (coupon.productId !== null && coupon.categoryId !== null)
    return { field: 'productId', message: CATALOG_MESSAGES.couponScope, code: 'COUPON_SCOPE_INVALID' };
  const from = Date.parse(coupon.validFrom);
  const to = Date.parse(coupon.validTo);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from)
    return { field: 'validTo', message: CATALOG_MESSAGES.couponDates, code: 'COUPON_DATES_INVALID' };
  if (to <= now.getTime())
    return { field: 'validTo', message: CATALOG_MESSAGES.couponEndPast, code: 'COUPON_DATES_INVALID' };
  if (!Number.isInteger(coupon.maxUses) || coupon.maxUses < 1 || coupon.maxUses > MAX_COUPON_USES)
    return { field: 'maxUses', message: CATALOG_MESSAGES.couponUses, code: 'COUPON_USES_INVALID' };
  return null;
}

export type CouponState = 'upcoming' | 'active' | 'usedUp' | 'ended';

/** Where a coupon stands now (validity ends are inclusive, as at checkout). */
export function couponState(
  coupon: { validFrom: string; validTo: string; uses: number; maxUses: number },
  now: Date,
): CouponState {
  const at = now.toISOString();
  if (at > coupon.validTo) return 'ended';
  if (at < coupon.validFrom) return 'upcoming';
  if (coupon.uses >= coupon.maxUses) return 'usedUp';
  return 'active';
}
