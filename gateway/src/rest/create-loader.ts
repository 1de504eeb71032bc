// Loader factories. Upstream has no batch endpoints, so a batch makes one call per distinct key,
// all at once; DataLoader's per-request cache makes a repeated key cost nothing. A request memo
// keeps what the gateway works out from loaded data (the checkout's figures) once per request.
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

/** A request's cache of worked-out answers by key: the first ask of a key works it out, later asks share it. */
export interface RequestMemo<K, V> {
  get(key: K, workOut: () => Promise<V>): Promise<V>;
}

export function requestMemo<K, V>(cacheKeyFn: (key: K) => string): RequestMemo<K, V> {
  const answers = new Map<string, Promise<V>>();
  return {
    get(key, workOut) {
      const id = cacheKeyFn(key);
      const known = answers.get(id);
      if (known) return known;
      const answer = workOut();
      answers.set(id, answer);
      return answer;
    },
  };
}
