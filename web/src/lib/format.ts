// Money shown on the client when the server has not formatted it (cart subtotal, slider values).
// Same rule as the gateway's Money.formatted: en-IN grouping for INR, no decimals for whole amounts.

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currencyCode: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currencyCode}:${fractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(currencyCode === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, cached);
  }
  return cached;
}

export function formatMoney(amount: number, currencyCode = 'INR'): string {
  const rounded = Math.round(amount * 100) / 100;
  return formatter(currencyCode, Number.isInteger(rounded) ? 0 : 2).format(rounded);
}
