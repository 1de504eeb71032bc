// Product search of the header's search box (storefront spec section 5: the box requires input).
// The query is trimmed, its blanks collapsed and cut to SEARCH_QUERY_MAX_LENGTH. How it matches
// products: search-terms.ts (words, synonyms, typos) and upstream's services/search-index.ts.
import { SEARCH_QUERY_MAX_LENGTH } from './limits.ts';

/** The query to search for; '' when there is nothing to search. */
export function normaliseSearchQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}
