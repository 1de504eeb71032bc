// What the console's catalog forms read from their boxes and how they place refusals: rupee amounts
// typed with or without grouping ("18,499.50"), whole units and dates of a coupon's period (India
// time). Pure; tested beside.
import { SHOP_TIME_ZONE } from '@shop/commerce/shop-time';

/** Rupees from what was typed ("₹18,499.50", "18499.5"); null when it is not a number. */
export function readAmount(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** A whole number typed in a box; null otherwise. */
export function readWhole(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : null;
}

/** The instant a coupon starts (00:00) or ends (23:59:59) on a calendar day in India. */
export function shopDayBoundary(day: string, end: boolean): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const time = Date.parse(`${day}T${end ? '23:59:59' : '00:00:00'}+05:30`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Today in India as YYYY-MM-DD (the default start of a new coupon). */
export function shopToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parts;
}
