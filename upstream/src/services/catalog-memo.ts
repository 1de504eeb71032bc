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
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #kept = new Map<string, { value: Promise<unknown>; at: number; refreshing: boolean }>();
  #generation = 0;
  /** Per key, how many partial clears dropped it (with #generation: a value computed before a drop is not kept). */
  readonly #drops = new Map<string, number>();

  constructor(ttlMs: number, perf?: { now(): number }) {
    this.#ttlMs = ttlMs;
    this.#now = perf ? () => perf.now() : () => performance.now();
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

  /**
   * Like get, for what is costly to compute (the search index): an entry older than the TTL is
   * still answered while its next value is computed behind it, and clear() drops it at once (unless
   * told to keep it), so a change made here is seen by the next caller and one made elsewhere
   * within about the TTL.
   */
  keep<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return compute();
    const generationOf = () => `${this.#generation}:${this.#drops.get(key) ?? 0}`;
    const generation = generationOf();
    const kept = this.#kept.get(key);
    const start = (): Promise<T> => {
      const value = compute();
      value.then(
        () => {
          if (generationOf() === generation) this.#kept.set(key, { value, at: this.#now(), refreshing: false });
        },
        () => {
          if (this.#kept.get(key)?.value === value) this.#kept.delete(key);
          else if (kept) kept.refreshing = false;
        },
      );
      return value;
    };
    if (!kept) {
      const value = start();
      this.#kept.set(key, { value, at: this.#now(), refreshing: true });
      return value;
    }
    if (!kept.refreshing && this.#now() - kept.at > this.#ttlMs) {
      kept.refreshing = true;
      void start().catch(() => undefined);
    }
    return kept.value as Promise<T>;
  }

  /**
   * Drops everything, or everything but the kept entries named in `keep` (a write that cannot
   * have changed what they derive from: an order, a cart, a stock level for the search words).
   * Those still refresh after the TTL.
   */
  clear(options: { keep?: readonly string[] } = {}): void {
    this.#cache?.clear();
    const keep = new Set(options.keep ?? []);
    if (keep.size === 0) {
      this.#kept.clear();
      this.#generation += 1;
      return;
    }
    for (const key of [...this.#kept.keys()]) {
      if (keep.has(key)) continue;
      this.#kept.delete(key);
      this.#drops.set(key, (this.#drops.get(key) ?? 0) + 1);
    }
  }
}

/** A memo that keeps nothing (the one-off callers and tests of the services). */
export const NO_MEMO = new CatalogMemo(0);
