// The operator console's order list: the orders it sorts by, what a search text looks for, the
// instants that bound a range of the shop's calendar days, and the CSV export's cells. Pure; tested
// beside.
import { SHOP_UTC_OFFSET_MINUTES } from '@shop/commerce/shop-time';

export const ADMIN_ORDER_SORTS = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export type OrderSearch =
  | { kind: 'orderNumber'; prefix: string }
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'name'; pattern: string };

const ORDER_NUMBER_PREFIX = /^[A-Za-z]{3}\d{2,}$/;
const PHONE = /^(?:\+?91[\s-]?)?(\d{5})[\s-]?(\d{5})$/;

/** Escapes LIKE's wildcards (the query says ESCAPE '\'). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What the console's search box looks for: an order number (or its beginning, 3 letters and at
 * least 2 digits), an email (exact, any case), a 10-digit mobile number (a +91 prefix, spaces and
 * dashes allowed), else a part of the customer's name. Null for blank text.
 */
export function orderSearch(text: string): OrderSearch | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  if (ORDER_NUMBER_PREFIX.test(trimmed)) return { kind: 'orderNumber', prefix: trimmed.toUpperCase() };
  if (trimmed.includes('@')) return { kind: 'email', email: trimmed.toLowerCase() };
  const phone = PHONE.exec(trimmed);
  if (phone) return { kind: 'phone', phone: `${phone[1]}${phone[2]}` };
  return { kind: 'name', pattern: `%${likeLiteral(trimmed)}%` };
}

/** The upper bound (exclusive) of the order numbers that begin with `prefix` (numbers are A-Z and 0-9). */
export function prefixUpperBound(prefix: string): string {
  return `${prefix}~`;
}

/** The instant (ISO, UTC) at which a calendar day YYYY-MM-DD begins in the shop's time zone. */
export function shopDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString();
}

/** The next calendar day, YYYY-MM-DD. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * Order dates from the first day's start up to (not including) the start of the day after the
 * last one, both in the shop's time zone; either end may be open.
 */
export function orderDateBounds(from: string | undefined, to: string | undefined): { from?: string; before?: string } {
  return {
    ...(from ? { from: shopDayStart(from) } : {}),
    ...(to ? { before: shopDayStart(nextDay(to)) } : {}),
  };
}

/** A CSV cell (RFC 4180): quoted when needed; text a spreadsheet would run as a formula is prefixed with '. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF ended). */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
