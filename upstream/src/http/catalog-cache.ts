// A short-lived cache of the public catalog's answers (categories, filters, banners, SEO, offers,
// products, and the screen routes that bring them together), kept by each upstream instance.
//  - Shared by every caller: these routes read nothing of the caller (no session, no partner), so
//    one answer serves all; nothing else is ever cached.
//  - Keyed by what the answer depends on: the route and its validated query and body (so
//    `CAT_ID=1` and `cat_id=1` share an entry); only 200 answers are kept, as sent.
//  - Correct after a change: any write this instance answers successfully (an operator's price,
//    stock, banner or offer change, an order taking stock, a cancellation returning it) empties
//    it; a change made through another instance shows here within CATALOG_CACHE_TTL_MS (the named
//    bound on staleness; 0 turns the cache off). Money and stock are still decided by the writes
//    themselves, which never read this cache.
// What the catalog derives from all its products (services/catalog-memo.ts) is emptied with it, but
// for the search index, which only a product update (SEARCH_WORD_WRITES) empties.
// lru-cache bounds it by the characters it holds.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SEARCH_INDEX_KEY } from '../services/search-index.ts';

/** Writes that can change what the search index holds of a product (its words, price, listing). */
export const SEARCH_WORD_WRITES: ReadonlySet<string> = new Set(['POST /api/Admin/Products/Update']);

/** Routes whose answers are the same for every caller (method and path as registered). */
export const CATALOG_CACHE_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/CommonData/cat_id',
  'GET /api/CommonData/main_offer',
  'GET /api/Category/Get_category',
  'GET /api/Category/getfilters',
  'POST /api/Product/category_page_data',
  'GET /api/Product/Product_Category_Banner',
  'GET /api/Product/product_model_by_product_category',
  'GET /api/product/items',
  'GET /api/Product/search',
  'GET /api/Product/Product_details_Modal',
  'GET /api/Product/Product_details_Modal_ADD_ON',
  'GET /api/Product/product_varient',
  'GET /api/Product/Extra_strap_color',
  'GET /api/Product/product_stock',
  'GET /api/SEO/HomepageSEO',
  'GET /api/SEO/CategorypageSEO',
  'GET /api/SEO/DescriptionpageSEO',
  'GET /api/Screen/product',
  'POST /api/Screen/category',
  'GET /api/Screen/home',
  'GET /api/Screen/categories',
  'GET /api/Screen/search',
  'GET /api/Screen/product_list',
]);

/** CATALOG_CACHE_TTL_MS when unset: a change made through another instance shows within 5 seconds. */
export const DEFAULT_CATALOG_CACHE_TTL_MS = 5000;

/** Characters of answers kept at most (a whole seeded catalog's screens take a few MB). */
export const CATALOG_CACHE_MAX_CHARS = 64 * 1024 * 1024;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CatalogCacheOptions {
  /** How long an answer is served (CATALOG_CACHE_TTL_MS); 0: no cache. */
  ttlMs: number;
  /** What the catalog derives from all its products (services/catalog-memo.ts), emptied with the answers. */
  memo?: { clear(options?: { keep?: readonly string[] }): void };
  /** The cache's clock, for tests (lru-cache's `perf`). */
  perf?: { now(): number };
}

interface Entry {
  payload: string;
  contentType: string;
}

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

/** The entry's key: the route and the validated query and body, or null for a route never cached. */
function keyOf(request: FastifyRequest): string | null {
  const route = routeOf(request);
  if (!CATALOG_CACHE_ROUTES.has(route)) return null;
  return `${route} ${JSON.stringify(request.query ?? null)} ${JSON.stringify(request.body ?? null)}`;
}

export function registerCatalogCache(app: FastifyInstance, options: CatalogCacheOptions): void {
  if (options.ttlMs <= 0) return;
  const memo = options.memo;
  const cache = new LRUCache<string, Entry>({
    ttl: options.ttlMs,
    maxSize: CATALOG_CACHE_MAX_CHARS,
    sizeCalculation: (entry) => Math.max(1, entry.payload.length),
    ...(options.perf ? { perf: options.perf, ttlResolution: 0 } : {}),
  });
  const served = new WeakSet<FastifyRequest>();

  // After validation, so that a malformed request is refused as before and never reaches the cache.
  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    const hit = cache.get(key);
    if (!hit) return;
    served.add(request);
    return reply.header('content-type', hit.contentType).header('x-catalog-cache', 'hit').send(hit.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (served.has(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const key = keyOf(request);
    if (key !== null) {
      cache.set(key, { payload, contentType: String(reply.getHeader('content-type') ?? 'application/json') });
      reply.header('x-catalog-cache', 'miss');
    }
    return payload;
  });

  // Any successful write may have changed what the catalog shows (stock, prices, listings); only
  // an operator's product update can change the search index's words and prices.
  app.addHook('onResponse', async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return;
    const route = routeOf(request);
    if (CATALOG_CACHE_ROUTES.has(route)) return;
    cache.clear();
    memo?.clear(SEARCH_WORD_WRITES.has(route) ? {} : { keep: [SEARCH_INDEX_KEY] });
  });
}
