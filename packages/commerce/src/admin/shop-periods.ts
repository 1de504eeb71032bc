// The shop's calendar periods as UTC instants: "today" and "this month" of the dashboard and the
// months of the GST summary are India's (shop-time.ts), whatever the server's time zone. Orders
// store ISO 8601 UTC instants, so a period is the half-open range [from, to) of two such strings.
import { SHOP_UTC_OFFSET_MINUTES, shopDate } from '../shop-time.ts';

const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface Period {
  /** ISO instant of the period's first moment. */
  from: string;
  /** ISO instant just after the period (exclusive). */
  to: string;
}

/** The UTC instant of India's midnight starting a calendar date (year, 0-based month, day; overflow rolls). */
const shopMidnight = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - OFFSET_MS).toISOString();

/** The shop's calendar day of an instant. */
export function shopDay(at: Date): Period {
  const [y, m, d] = shopDate(at).split('-').map(Number) as [number, number, number];
  return { from: shopMidnight(y, m - 1, d), to: shopMidnight(y, m - 1, d + 1) };
}

/** 'YYYY-MM': the shop's month of an instant. */
export function shopMonthOf(at: Date | string): string {
  return shopDate(at).slice(0, 7);
}

export function isMonth(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

/** The shop's calendar month 'YYYY-MM'. */
export function shopMonth(month: string): Period {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  const y = Number(match[1]);
  const m = Number(match[2]) - 1;
  return { from: shopMidnight(y, m, 1), to: shopMidnight(y, m + 1, 1) };
}

/** Every month from the later to the earlier one, newest first ('2026-11', '2026-10', ...). */
export function monthsBetween(newest: string, oldest: string): string[] {
  if (!isMonth(newest) || !isMonth(oldest) || oldest > newest) return [];
  const months: string[] = [];
  let [y, m] = newest.split('-').map(Number) as [number, number];
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month <= oldest) break;
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return months;
}
