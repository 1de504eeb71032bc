// The search results page's URL: /search?q=...&cat=ID&min=N&max=N&page=N. Unknown or malformed
// filter values are left out (the page then shows every category or price).
import { SEARCH_PRICE_MAX } from '@shop/commerce/catalog/search-terms';

export interface SearchFilterParams {
  categoryId: string | null;
  minPrice: number | null;
  maxPrice: number | null;
}

function priceParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,8}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value <= SEARCH_PRICE_MAX ? value : null;
}

/** The filters of the page's URL; a range whose lowest is above its highest keeps the lowest only. */
export function searchFilterParams(params: URLSearchParams): SearchFilterParams {
  const cat = params.get('cat');
  const minPrice = priceParam(params.get('min'));
  let maxPrice = priceParam(params.get('max'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) maxPrice = null;
  return { categoryId: cat && /^[1-9]\d{0,8}$/.test(cat) ? cat : null, minPrice, maxPrice };
}

/** The link of a page of a search's results with its filters (page 1 and absent filters left out). */
export function searchResultsHref(query: string, filter: SearchFilterParams, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (filter.categoryId) params.set('cat', filter.categoryId);
  if (filter.minPrice !== null) params.set('min', String(filter.minPrice));
  if (filter.maxPrice !== null) params.set('max', String(filter.maxPrice));
  if (page > 1) params.set('page', String(page));
  return `?${params.toString()}`;
}
