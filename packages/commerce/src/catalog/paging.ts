// Pages of product lists (category, search): a page is an offset and a size; the server answers
// the page with the count of all matches, so that a screen can say "25-48 of 130" and link every
// page. Page numbers in URLs count from 1; anything that is not a whole number from 1 on is page 1.

/** Products per page of a category or a search. */
export const PRODUCT_PAGE_SIZE = 24;
/** The most products one page may ask for. */
export const PRODUCT_PAGE_MAX = 96;
/** The furthest a page may start. */
export const PRODUCT_OFFSET_MAX = 1_000_000;
/** The last page a URL may ask for (beyond it the offset would exceed any real catalog). */
export const PRODUCT_PAGE_NUMBER_MAX = 10_000;

/** The page number of a URL parameter: 1 when absent, malformed or out of range. */
export function pageNumberParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= PRODUCT_PAGE_NUMBER_MAX ? page : 1;
}

/** Offset of the first product of a page. */
export function pageOffset(page: number, size = PRODUCT_PAGE_SIZE): number {
  return (page - 1) * size;
}

/** How many pages `total` products fill (at least 1, so an empty list is page 1 of 1). */
export function pageCount(total: number, size = PRODUCT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
