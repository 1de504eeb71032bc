// Loader factories. Upstream has no batch endpoints, so a batch makes one call per distinct key,
// all at once; DataLoader's per-request cache makes a repeated key cost nothing.
import DataLoader from 'dataloader';

/** The key of loaders that fetch one thing per request (the categories list, home SEO, ...). */
export const ALL = 'all';
export type All = typeof ALL;

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** One upstream call per distinct key; a failing key fails alone. */
export function keyedLoader<K, V>(
  load: (key: K) => Promise<V>,
  cacheKeyFn?: (key: K) => string,
): DataLoader<K, V, unknown> {
  return new DataLoader<K, V, unknown>(
    (keys) => Promise.all(keys.map((key) => load(key).catch(toError))),
    cacheKeyFn ? { cacheKeyFn } : {},
  );
}

export function singleLoader<V>(load: () => Promise<V>): DataLoader<All, V> {
  return new DataLoader<All, V>((keys) => Promise.all(keys.map(() => load().catch(toError))));
}
