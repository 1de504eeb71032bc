// Dates of the portal (spec section 9): dd-MM-yyyy HH:mm:ss in India time (notifications, incentive
// history, orders, nominations, shared coupons).
import { SHOP_TIME_ZONE } from '../shop-time.ts';

const DATE_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant (ISO 8601 or any text Date.parse reads) as dd-MM-yyyy HH:mm:ss in India time; null when it is no date. */
export function formatPartnerDate(value: string): string | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const parts = Object.fromEntries(DATE_PARTS.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** An instant as ISO 8601 in UTC; null when it is no date. */
export function isoInstant(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
