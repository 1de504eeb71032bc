// Money: rupee amounts as the REST contract carries them (17999, 499.5), computed in paise so that
// sums and splits are exact, and rounded by the one rule of rounding.ts. Money as the schema shapes
// it: { amount, currencyCode, formatted }.
import { divideRounded, fromHundredths, toHundredths } from './rounding.ts';

/** The shop sells in rupees. */
export const SHOP_CURRENCY = 'INR';
export const SHOP_CURRENCY_SYMBOL = '₹';

export interface Money {
  amount: number;
  currencyCode: string;
  /** "₹17,999" for whole amounts, "₹499.50" otherwise (en-IN grouping for INR). */
  formatted: string;
}

/** Rupees to whole paise by the one rounding rule. */
export const toPaise = toHundredths;
export const fromPaise = fromHundredths;

/** An amount held to the paisa. */
export function roundMoney(amount: number): number {
  return fromPaise(toPaise(amount));
}

/** True when two amounts are the same to the paisa. */
export function sameAmount(a: number, b: number): boolean {
  return toPaise(a) === toPaise(b);
}

/** quantity x unit price, in paise. */
export function timesPaise(unitPrice: number, quantity: number): number {
  return toPaise(unitPrice) * quantity;
}

/**
 * A percent of an amount of paise (a coupon discount, an incentive), rounded once to the paisa:
 * paise x hundredths of a percent / 10,000, on integers.
 */
export function percentOfPaise(paise: number, percent: number): number {
  return divideRounded(paise * toHundredths(percent), 100 * 100);
}

/** "17999.00": the amount as the payment gateway carries it. */
export function amountText(amount: number): string {
  return roundMoney(amount).toFixed(2);
}

/** The locale whose grouping a currency is shown in (en-IN groups lakhs and crores). */
const LOCALE_BY_CURRENCY: Readonly<Record<string, string>> = { INR: 'en-IN' };
const FALLBACK_LOCALE = 'en-US';
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currencyCode: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currencyCode}:${fractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALE_BY_CURRENCY[currencyCode] ?? FALLBACK_LOCALE, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * "12,34,567": whole digits grouped as India writes them, the last three and then pairs (en-IN),
 * without Intl: a browser's first Intl.NumberFormat loads its locale data in one long task.
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** "₹17,999" for whole amounts, "₹499.50" otherwise (rupees without Intl, as Intl's en-IN writes them). */
export function formatMoney(amount: number, currencyCode: string = SHOP_CURRENCY): string {
  const paise = toPaise(amount);
  const fractionDigits = paise % 100 === 0 ? 0 : 2;
  if (currencyCode !== SHOP_CURRENCY || !Number.isSafeInteger(paise)) {
    return formatter(currencyCode, fractionDigits).format(fromPaise(paise));
  }
  const whole = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(whole / 100)));
  const fraction = fractionDigits === 0 ? '' : `.${String(whole % 100).padStart(2, '0')}`;
  return `${paise < 0 ? '-' : ''}${SHOP_CURRENCY_SYMBOL}${rupees}${fraction}`;
}

export function toMoney(amount: number, currencyCode: string = SHOP_CURRENCY): Money {
  const rounded = roundMoney(amount);
  return { amount: rounded, currencyCode, formatted: formatMoney(rounded, currencyCode) };
}
