// Money as the schema shapes it: { amount, currencyCode, formatted }. Pure; tested beside.

export interface Money {
  amount: number;
  currencyCode: string;
  formatted: string;
}

/** The locale whose grouping a currency is shown in (en-IN groups lakhs and crores). */
const LOCALE_BY_CURRENCY: Record<string, string> = { INR: 'en-IN' };
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

/** Rounds to the currency's minor unit (2 decimals). */
export function roundAmount(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** "₹17,999" for whole amounts, "₹499.50" otherwise. */
export function formatMoney(amount: number, currencyCode: string): string {
  const rounded = roundAmount(amount);
  return formatter(currencyCode, Number.isInteger(rounded) ? 0 : 2).format(rounded);
}

export function toMoney(amount: number, currencyCode: string): Money {
  const rounded = roundAmount(amount);
  return { amount: rounded, currencyCode, formatted: formatMoney(rounded, currencyCode) };
}
