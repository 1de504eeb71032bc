// Pages of the partner portal's lists (referred orders, incentives, shared coupons, nominations,
// General partners, notifications): newest first, 10 or 20 rows a page, with the count of all, so
// that a screen can say "11–20 of 37" and link every page. The page number and size live in the
// URL (?page=2&size=20); anything a screen does not offer reads as the default.

/** The page sizes the portal's tables offer; the first is the default. */
export const PARTNER_PAGE_SIZES = [10, 20] as const;
export type PartnerPageSize = (typeof PARTNER_PAGE_SIZES)[number];
/** Rows per page when the URL says nothing. */
export const PARTNER_PAGE_SIZE: PartnerPageSize = PARTNER_PAGE_SIZES[0];
/** The most rows one page may ask for (the API's bound; the screens offer 10 or 20). */
export const PARTNER_PAGE_MAX = 50;
/** The last page a request may ask for. */
export const PARTNER_PAGE_NUMBER_MAX = 10_000;

/** The page size of a URL parameter: one the screens offer, else the default. */
export function partnerPageSizeParam(value: string | null | undefined): PartnerPageSize {
  const size = Number(value);
  return PARTNER_PAGE_SIZES.find((s) => s === size) ?? PARTNER_PAGE_SIZE;
}

/** Offset and limit of a page numbered from 1. */
export function partnerPageWindow(page: number, size: number): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}
