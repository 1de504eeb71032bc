// Calendar dates of the support forms (purchase and invoice dates) as YYYY-MM-DD, and "today" as
// the shop counts it: India's calendar date, whatever the clock's or the browser's time zone.
import { SHOP_UTC_OFFSET_MINUTES } from './limits.ts';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date YYYY-MM-DD that exists (2024-02-29 does, 2025-02-29 does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The shop's calendar date (India, UTC+05:30) at the instant `now`, as YYYY-MM-DD. */
export function shopDate(now: Date): string {
  return new Date(now.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
