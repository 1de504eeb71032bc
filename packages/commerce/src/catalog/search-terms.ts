// The words of product search: how text is cut into terms, the reviewed synonyms a shopper's
// word stands for, how many typing mistakes a word may hold (scaled by its length), and the
// correction shown as "Did you mean …" when a word is not in the catalog. Upstream's index
// (services/search-index.ts) uses these rules for the products and for the query alike.

/**
 * Words that mean the same thing to a shopper, each group reviewed by hand. A word of a query
 * finds the products holding any word of its group; an entry of two words ("true wireless") is
 * a phrase whose words must all be present. Keep entries lower-case and single-spaced.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['earbuds', 'earbud', 'earphones', 'earphone', 'buds', 'tws', 'true wireless', 'in ear', 'inear', 'pods'],
  ['headphones', 'headphone', 'headset', 'headsets', 'over ear', 'overear', 'on ear', 'cans'],
  ['neckband', 'neckbands', 'neck band', 'wireless earphones'],
  ['watch', 'watches', 'smartwatch', 'smartwatches', 'smart watch', 'smart watches'],
  ['ring', 'rings', 'smart ring', 'smart rings', 'smartring'],
  ['band', 'bands', 'strap', 'straps'],
  ['charger', 'chargers', 'charging', 'cable'],
  ['case', 'cases', 'cover', 'pouch'],
  ['anc', 'noise cancelling', 'noise canceling', 'noise cancellation'],
  ['gift', 'gifts', 'gifting', 'hamper', 'kit'],
];

/** Terms of a text: lower-case runs of letters and digits ("AR-300" gives "ar", "300"). */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Letters and digits alone: a model typed without its dash ("ar300") matches "AR-300". */
export function compactTerm(text: string): string {
  return searchTerms(text).join('');
}

const groupsByWord = new Map<string, readonly string[]>();
for (const group of SEARCH_SYNONYMS) {
  for (const entry of group) {
    const key = compactTerm(entry);
    const known = groupsByWord.get(key) ?? [];
    groupsByWord.set(key, [...new Set([...known, ...group])]);
  }
}

/**
 * What a query's word stands for: itself first, then its synonyms, each as the terms that must
 * all be present (["true", "wireless"] for "true wireless").
 */
export function synonymsOf(word: string): string[][] {
  const own = searchTerms(word);
  const group = groupsByWord.get(compactTerm(word)) ?? [];
  const seen = new Set([own.join(' ')]);
  const out = [own];
  for (const entry of group) {
    const terms = searchTerms(entry);
    const key = terms.join(' ');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(terms);
    }
  }
  return out.filter((terms) => terms.length > 0);
}

/** Whether the word has reviewed synonyms (such a word is never "corrected" into another). */
export function hasSynonyms(word: string): boolean {
  return groupsByWord.has(compactTerm(word));
}

/**
 * Typing mistakes (edits: a letter added, left out or changed) a word of the query may hold:
 * none up to 3 characters (or with a digit: models and sizes are exact), 1 from 4 to 7, 2 from 8.
 */
export function maxTypoEdits(term: string): number {
  if (/\d/.test(term) || term.length <= 3) return 0;
  return term.length <= 7 ? 1 : 2;
}

/** Levenshtein distance between two words, or `limit + 1` as soon as it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The catalog's word a misspelt query word was meant to be: the nearest term of the vocabulary
 * (term → how many products hold it) within maxTypoEdits, the commoner on a tie, then the
 * alphabetically first; null when the word is in the vocabulary, is the start of a word there, or
 * nothing is near enough.
 */
export function correctedTerm(word: string, vocabulary: ReadonlyMap<string, number>, prefix = false): string | null {
  if (vocabulary.has(word)) return null;
  if (prefix) for (const term of vocabulary.keys()) if (term.startsWith(word)) return null;
  const limit = maxTypoEdits(word);
  if (limit === 0) return null;
  let best: { term: string; distance: number; count: number } | null = null;
  for (const [term, count] of vocabulary) {
    const distance = editDistance(word, term, limit);
    if (distance > limit) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (count > best.count || (count === best.count && term < best.term)))
    ) {
      best = { term, distance, count };
    }
  }
  return best?.term ?? null;
}

/** Suggestions the header's search box shows as the shopper types, and the most one may ask for. */
export const SEARCH_SUGGESTION_COUNT = 6;
export const SEARCH_SUGGESTION_MAX = 10;
/** The highest price (rupees) a search's price filter takes. */
export const SEARCH_PRICE_MAX = 10_000_000;
