// The header search's query (spec section 5: the box requires input): trimmed, spaces collapsed,
// cut to the gateway's limit. Pure and tested beside.
import { SEARCH_MAX_LENGTH } from '@/lib/constants.ts';

/** The query to search for; '' when there is nothing to search. */
export function normaliseSearch(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}
