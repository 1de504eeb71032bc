// How the console writes dates: "23 Nov 2026" and "23 Nov 2026, 14:05" in the shop's time zone
// (India), whatever the browser's; an ISO date or instant goes in, text that is neither is shown as
// it is. Money comes formatted from the gateway (Money.formatted).
import { SHOP_TIME_ZONE } from '@shop/commerce/shop-time';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

function instant(value: string): Date | null {
  // A bare calendar date is that day in India (noon keeps it there in every zone).
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

/** "23 Nov 2026"; '' for null. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const at = instant(value);
  return at ? dateFormat.format(at) : value;
}

/** "23 Nov 2026, 14:05"; '' for null. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const at = instant(value);
  return at ? dateTimeFormat.format(at).replace(' at ', ', ') : value;
}
