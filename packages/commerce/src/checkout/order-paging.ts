// Pages of the customer's order history (Track My Order): newest first, 10 or 20 orders a page,
// with the count of all, so that the screen can say "11–20 of 37 orders" and link every page.
// The page number and size live in the URL (?page=2&size=20); anything the screen does not offer
// reads as the default.

/** The page sizes the order history offers; the first is the default. */
export const ORDER_PAGE_SIZES = [10, 20] as const;
export type OrderPageSize = (typeof ORDER_PAGE_SIZES)[number];
/** Orders per page when the URL says nothing. */
export const ORDER_PAGE_SIZE: OrderPageSize = ORDER_PAGE_SIZES[0];
/** The most orders one page may ask for (the API's bound; the screen offers 10 or 20). */
export const ORDER_PAGE_MAX = 50;
/** The last page a request may ask for (the URL's page number reads as catalog pages do). */
export const ORDER_PAGE_NUMBER_MAX = 10_000;

/** The page size of a URL parameter: one the screen offers, else the default. */
export function orderPageSizeParam(value: string | null | undefined): OrderPageSize {
  const size = Number(value);
  return ORDER_PAGE_SIZES.find((s) => s === size) ?? ORDER_PAGE_SIZE;
}
