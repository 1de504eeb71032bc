// Product search: a MiniSearch full-text index of the listed products (name and model first, then
// category and kind, then the short description), kept in memory per upstream instance and built
// from the database whichever engine holds it, so SQLite and PostgreSQL answer the same
// (docs/adr/0014-search.md). Each word of the query must match (by itself, a reviewed synonym, a
// typo within maxTypoEdits, or as the start of a word for the last one, typed as you go); a word
// found only by typo tolerance is reported as a corrected query ("Did you mean …").
// The index lives in the catalog memo: a successful write here that can change its words or prices
// (an operator's product update) drops it, other writes (orders, carts, stock) leave it; a change
// made through another instance is picked up within about CATALOG_CACHE_TTL_MS, while the old
// index still answers. Upstream builds it once at start, so no shopper waits for the first build.
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import {
  compactTerm,
  correctedTerm,
  hasSynonyms,
  maxTypoEdits,
  searchTerms,
  synonymsOf,
} from '@shop/commerce/catalog/search-terms';
import type { Database } from '../db/schema.ts';
import type { CatalogMemo } from './catalog-memo.ts';

type Db = Kysely<Database>;

/** What the index keeps of a product besides its words. */
interface Stored {
  categoryId: number;
  categoryName: string;
  name: string;
  model: string;
  price: number;
  /** Position in the menu's order (ties of relevance keep it). */
  order: number;
}

interface IndexedProduct extends Stored {
  id: number;
  modelKey: string;
  kind: string;
  description: string;
}

/** A query's matches, best first, as typed arrays (16 bytes a match). */
interface Matches {
  ids: Int32Array;
  categoryIds: Int32Array;
  prices: Float64Array;
  correctedQuery: string | null;
}

/** Matches kept at most per index, summed over its queries (about 8 MB). */
export const SEARCH_MATCHES_KEPT = 500_000;

export interface ProductSearchIndex {
  index: MiniSearch<IndexedProduct>;
  /**
   * Each query's matches, scored once per index: its other pages, filters and counts read them.
   * They live as long as the index, so a rebuilt index starts empty.
   */
  matches: LRUCache<string, Matches>;
  /** term → how many products hold it (corrections pick the commoner word). */
  vocabulary: Map<string, number>;
  categories: Map<number, { id: number; name: string; position: number }>;
}

/** Products indexed between two turns of the event loop while the index is built. */
const BUILD_SLICE = 500;

/** Field weights: a word of the name or model counts most, then the category, then the description. */
const BOOST = { name: 4, modelKey: 4, model: 3, categoryName: 2, kind: 2, description: 1 } as const;

const stripTags = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ');

async function buildIndex(db: Db): Promise<ProductSearchIndex> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.name',
      'p.model',
      'p.device_kind',
      'p.description_html',
      'p.sale_price',
      'p.category_id',
      'c.name as categoryName',
      'c.position as categoryPosition',
    ])
    .where('p.is_listed', '=', 1)
    .orderBy('c.position')
    .orderBy('p.featured_rank')
    .orderBy('p.id')
    .execute();
  const index = new MiniSearch<IndexedProduct>({
    fields: ['name', 'model', 'modelKey', 'categoryName', 'kind', 'description'],
    storeFields: ['categoryId', 'categoryName', 'name', 'model', 'price', 'order'],
    tokenize: (text) => searchTerms(text),
    processTerm: (term) => term,
  });
  const vocabulary = new Map<string, number>();
  const categories = new Map<number, { id: number; name: string; position: number }>();
  const toDocument = (row: (typeof rows)[number], order: number): IndexedProduct => {
    categories.set(row.category_id, { id: row.category_id, name: row.categoryName, position: row.categoryPosition });
    const product = {
      id: row.id,
      name: row.name,
      model: row.model,
      modelKey: compactTerm(row.model),
      categoryId: row.category_id,
      categoryName: row.categoryName,
      kind: row.device_kind,
      description: stripTags(row.description_html),
      price: Number(row.sale_price),
      order,
    };
    const terms = new Set(
      searchTerms(`${product.name} ${product.model} ${product.categoryName} ${product.kind} ${product.description}`),
    );
    terms.add(product.modelKey);
    for (const term of terms) vocabulary.set(term, (vocabulary.get(term) ?? 0) + 1);
    return product;
  };
  // In slices, giving the event loop back between them: a rebuild behind the answers (tens of
  // thousands of products) never holds up the other requests for long.
  for (let start = 0; start < rows.length; start += BUILD_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    index.addAll(rows.slice(start, start + BUILD_SLICE).map((row, i) => toDocument(row, start + i)));
  }
  const matches = new LRUCache<string, Matches>({
    maxSize: SEARCH_MATCHES_KEPT,
    sizeCalculation: (m) => m.ids.length + 1,
  });
  return { index, vocabulary, categories, matches };
}

/** The catalog memo's key of the index. */
export const SEARCH_INDEX_KEY = 'search-index';

/** The index of the listed products, built once per catalog change (see the file's comment). */
export function productSearchIndex(db: Db, memo: CatalogMemo): Promise<ProductSearchIndex> {
  return memo.keep(SEARCH_INDEX_KEY, () => buildIndex(db));
}

const fuzzyOf = (term: string): number | false => maxTypoEdits(term) || false;

/**
 * The query's words as a MiniSearch query: every word must match; a word matches itself (with
 * typos; as a prefix when it is the last word and `prefixLast`) or any of its synonyms.
 */
export function searchQueryOf(words: readonly string[], prefixLast: boolean): Query {
  return {
    combineWith: 'AND',
    queries: words.map((word, i): Query => {
      const prefix = prefixLast && i === words.length - 1;
      const [own = [word], ...synonyms] = synonymsOf(word);
      return {
        combineWith: 'OR',
        queries: [
          { combineWith: 'AND', queries: own, fuzzy: (term: string) => fuzzyOf(term), prefix },
          ...synonyms.map((terms): Query => ({ combineWith: 'AND', queries: terms, fuzzy: false, prefix: false })),
        ],
      };
    }),
  };
}

export interface SearchFilter {
  categoryId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export interface ProductSearchAnswer {
  /** Matching ids in the filter, best first. */
  ids: number[];
  /** Categories of the matches within the price filter, in the menu's order, with their counts. */
  categories: Array<{ id: number; name: string; count: number }>;
  /** The query with its misspelt words corrected, when typo tolerance found them; else null. */
  correctedQuery: string | null;
}

function ranked(results: SearchResult[]): SearchResult[] {
  return results.sort((a, b) => b.score - a.score || (a['order'] as number) - (b['order'] as number));
}

/** The correction of the query's misspelt words, or null when every word is known. */
function correctionOf(search: ProductSearchIndex, words: readonly string[], prefixLast: boolean): string | null {
  let changed = false;
  const corrected = words.map((word, i) => {
    const terms = searchTerms(word);
    if (terms.length !== 1 || hasSynonyms(word)) return word;
    const better = correctedTerm(terms[0]!, search.vocabulary, prefixLast && i === words.length - 1);
    if (better === null) return word;
    changed = true;
    return better;
  });
  return changed ? corrected.join(' ') : null;
}

/** The query's matches, best first (scored once per index and query; see ProductSearchIndex.matches). */
function matchesOf(search: ProductSearchIndex, words: readonly string[]): Matches {
  const key = words.join(' ');
  const kept = search.matches.get(key);
  if (kept) return kept;
  const results = ranked(search.index.search(searchQueryOf(words, true), { boost: BOOST }));
  const found: Matches = {
    ids: Int32Array.from(results, (r) => r.id as number),
    categoryIds: Int32Array.from(results, (r) => r['categoryId'] as number),
    prices: Float64Array.from(results, (r) => r['price'] as number),
    correctedQuery: correctionOf(search, words, true),
  };
  search.matches.set(key, found);
  return found;
}

/** The listed products matching the query within the filter, best first. */
export function searchProducts(search: ProductSearchIndex, query: string, filter: SearchFilter): ProductSearchAnswer {
  const words = query.split(' ').filter((w) => searchTerms(w).length > 0);
  if (words.length === 0) return { ids: [], categories: [], correctedQuery: null };
  const found = matchesOf(search, words);
  const counts = new Map<number, number>();
  const ids: number[] = [];
  for (let i = 0; i < found.ids.length; i += 1) {
    const price = found.prices[i]!;
    if (filter.minPrice !== undefined && price < filter.minPrice) continue;
    if (filter.maxPrice !== undefined && price > filter.maxPrice) continue;
    const categoryId = found.categoryIds[i]!;
    counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
    if (filter.categoryId === undefined || categoryId === filter.categoryId) ids.push(found.ids[i]!);
  }
  const categories = [...counts]
    .map(([id, count]) => ({ id, count, category: search.categories.get(id)! }))
    .sort((a, b) => a.category.position - b.category.position)
    .map(({ id, count, category }) => ({ id, name: category.name, count }));
  return { ids, categories, correctedQuery: found.correctedQuery };
}

export interface SearchSuggestion {
  kind: 'category' | 'product';
  name: string;
  model: string | null;
  categoryName: string;
}

/**
 * Suggestions as the shopper types: the categories of the best matches, then the best matching
 * products' names (one per name), `limit` at most in all.
 */
export function searchSuggestions(search: ProductSearchIndex, query: string, limit: number): SearchSuggestion[] {
  const words = query.split(' ').filter((w) => searchTerms(w).length > 0);
  if (words.length === 0 || limit <= 0) return [];
  const results = ranked(search.index.search(searchQueryOf(words, true), { boost: BOOST }));
  const categories: SearchSuggestion[] = [];
  const products: SearchSuggestion[] = [];
  const seenCategories = new Set<number>();
  const seenNames = new Set<string>();
  const categoryLimit = Math.min(2, Math.ceil(limit / 3));
  for (const r of results) {
    const categoryId = r['categoryId'] as number;
    const categoryName = r['categoryName'] as string;
    if (categories.length < categoryLimit && !seenCategories.has(categoryId)) {
      seenCategories.add(categoryId);
      categories.push({ kind: 'category', name: categoryName, model: null, categoryName });
    }
    const name = r['name'] as string;
    if (!seenNames.has(name.toLowerCase())) {
      seenNames.add(name.toLowerCase());
      products.push({ kind: 'product', name, model: r['model'] as string, categoryName });
    }
    if (products.length >= limit && categories.length >= categoryLimit) break;
  }
  return [...categories, ...products.slice(0, limit - categories.length)];
}
