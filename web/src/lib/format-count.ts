// A count as India writes it (en-IN: the last three digits, then groups of two: 12,34,567),
// without Intl (see groupIndian).
import { groupIndian } from '@shop/commerce/money';

/** "12,34,567" for 1234567; a count that is not a whole number is formatted by Intl. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return new Intl.NumberFormat('en-IN').format(count);
  return `${count < 0 ? '-' : ''}${groupIndian(String(Math.abs(count)))}`;
}
