// A count as India writes it (en-IN: the last three digits, then groups of two: 12,34,567),
// without Intl. A landing screen's first Intl.NumberFormat loads the browser's locale data, a
// long task on a slow phone; prices come formatted by the gateway, so counts were its only use.

/** "12,34,567" for 1234567; a count that is not a whole number is formatted by Intl. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return new Intl.NumberFormat('en-IN').format(count);
  const digits = String(Math.abs(count));
  const sign = count < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}
