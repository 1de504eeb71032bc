// What the catalog derives from all its products (a category's filter counts, how many products
// match a filter, the words search reads of every product) kept in memory per upstream instance,
// so that a screen's cost does not grow with the catalog: computed once, then read until the
// catalog may have changed. It lives exactly as long as the catalog cache's answers
// (http/catalog-cache.ts): any successful write empties both, and an entry is dropped after
// CATALOG_CACHE_TTL_MS (a change made through another instance). A time of 0 keeps nothing.
import { LRUCache } from 'lru-cache';

/** Entries kept at most (a category's counts, a filter's count: a few hundred bytes each). */
export const CATALOG_MEMO_MAX_ENTRIES = 10_000;

export class CatalogMemo {
  readonly #cache: LRUCache<string, { value: Promise<unknown> }> | null;

  constructor(ttlMs: number, perf?: { now(): number }) {
    this.#cache =
      ttlMs > 0
        ? new LRUCache({
            max: CATALOG_MEMO_MAX_ENTRIES,
            ttl: ttlMs,
            ...(perf ? { perf, ttlResolution: 0 } : {}),
          })
        : null;
  }

  /** The value of `key`, computed by `compute` when absent (once, however many ask at the same time). */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const cache = this.#cache;
    if (!cache) return compute();
    const kept = cache.get(key);
    if (kept) return kept.value as Promise<T>;
    const value = compute();
    const entry = { value };
    cache.set(key, entry);
    // A failure is not kept: the next caller tries again.
    value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#cache?.clear();
  }
}

/** A memo that keeps nothing (the one-off callers and tests of the services). */
export const NO_MEMO = new CatalogMemo(0);
