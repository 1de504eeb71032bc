// Percents (coupon percents, incentive rates, GST rates): held to 2 decimals by the one rounding
// rule of rounding.ts and compared or added as whole hundredths of a percent, so 10.1 + 24.9 is 35
// and 10.004 is 10.
import { fromHundredths, toHundredths } from './rounding.ts';

/** The largest percent anyone may type (a percent of an order value). */
export const MAX_PERCENT = 100;

/** A percent held to 2 decimals. */
export function roundPercent(percent: number): number {
  return fromHundredths(toHundredths(percent));
}

/** The sum of percents, each held to 2 decimals first. */
export function sumPercents(percents: Iterable<number>): number {
  let hundredths = 0;
  for (const percent of percents) hundredths += toHundredths(percent);
  return fromHundredths(hundredths);
}

/** True when two percents are the same to 2 decimals. */
export function samePercent(a: number, b: number): boolean {
  return toHundredths(a) === toHundredths(b);
}

/** True when the sum of `percents` (each held to 2 decimals) is not above `max`. */
export function withinPercent(percents: Iterable<number>, max: number): boolean {
  let hundredths = 0;
  for (const percent of percents) hundredths += toHundredths(percent);
  return hundredths <= toHundredths(max);
}

/** A percent as the tables show it: '5%', '7.5%', '10%'. */
export function formatPercent(percent: number): string {
  return `${roundPercent(percent)}%`;
}
