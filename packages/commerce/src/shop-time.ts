// The shop's clock: India Standard Time (UTC+05:30, no daylight saving). Order dates, invoice
// dates, "today" of the support forms and the portal's timestamps are India's, whatever the
// server's or the browser's time zone.

export const SHOP_TIME_ZONE = 'Asia/Kolkata';
export const SHOP_UTC_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The shop's calendar date, YYYY-MM-DD, of an instant; text that is no instant keeps its first 10 characters. */
export function shopDate(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(time)) return typeof at === 'string' ? at.slice(0, 10) : '';
  return new Date(time + SHOP_UTC_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/** A calendar date YYYY-MM-DD that exists (2024-02-29 does, 2025-02-29 does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
