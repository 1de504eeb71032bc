// Product search of the header's search box (storefront spec section 5: the box requires input).
// The query is trimmed, its blanks collapsed and cut to SEARCH_QUERY_MAX_LENGTH. A product matches
// when every word of the query appears in its name, model or category name (case and punctuation
// ignored, so "ar300" finds AR-300). Best matches first: the model itself, then a model that starts
// with the query, then names holding the whole query; ties keep the given order.
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULT_LIMIT } from './limits.ts';

/** The query to search for; '' when there is nothing to search. */
export function normaliseSearchQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

export interface Searchable {
  name: string;
  model: string;
  categoryName: string;
}

const compact = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function score(item: Searchable, query: string, queryWords: readonly string[]): number {
  const haystack = `${words(item.name).join(' ')} ${words(item.model).join(' ')} ${compact(item.model)} ${words(item.categoryName).join(' ')}`;
  if (!queryWords.every((word) => haystack.includes(word))) return 0;
  const whole = compact(query);
  const model = compact(item.model);
  if (model === whole) return 100;
  if (model.startsWith(whole)) return 60;
  if (compact(item.name).includes(whole)) return 40;
  const nameWords = words(item.name);
  return 10 + queryWords.filter((word) => nameWords.some((n) => n.startsWith(word))).length;
}

/** The matching items, best first; [] for a query without letters or digits. */
export function searchProducts<T extends Searchable>(
  items: readonly T[],
  query: string,
  limit = SEARCH_RESULT_LIMIT,
): T[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  return items
    .map((item, index) => ({ item, index, score: score(item, query, queryWords) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.item);
}
