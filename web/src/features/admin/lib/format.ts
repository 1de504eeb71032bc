// How the console writes dates: the shop's one format, "23-11-2026" and "23-11-2026 14:05" in the
// shop's time zone (India), whatever the browser's (@shop/commerce/dates); an ISO date or instant
// goes in, text that is neither is shown as it is. Money comes formatted from the gateway
// (Money.formatted).
import { formatShopDate, formatShopDateTime } from '@shop/commerce/dates';

/** "23-11-2026"; '' for null. */
export function formatDate(value: string | null | undefined): string {
  return formatShopDate(value);
}

/** "23-11-2026 14:05"; '' for null. */
export function formatDateTime(value: string | null | undefined): string {
  return formatShopDateTime(value);
}
