// Dates of the portal (spec section 9): dd-MM-yyyy HH:mm:ss in India time (notifications, incentive
// history, orders, nominations, shared coupons), written by the shop's one formatter (dates.ts).
import { formatShopDateTime } from '../dates.ts';

/** An instant (ISO 8601 or any text Date.parse reads) as dd-MM-yyyy HH:mm:ss in India time; null when it is no date. */
export function formatPartnerDate(value: string): string | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return formatShopDateTime(new Date(time), { seconds: true });
}

/** An instant as ISO 8601 in UTC; null when it is no date. */
export function isoInstant(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
