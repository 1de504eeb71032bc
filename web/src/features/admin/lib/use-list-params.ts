// A console list's state in the URL: page, page size (`first`), sort, search (`q`) and the list's
// own filters, so a page can be bookmarked, shared, reloaded and followed back. Changing a filter,
// the search or the sort goes back to page 1.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface ListParams {
  page: number;
  first: number;
  sort: string | null;
  q: string;
  /** The list's own filters (every other query value), one value each; a repeated key is read with getAll. */
  filters: Record<string, string>;
  /** Every value of a repeated key (e.g. several states). */
  getAll(name: string): string[];
}

const RESERVED = new Set(['page', 'first', 'sort', 'q']);

/** page and first from text: a positive integer, page sizes of PAGE_SIZES only. */
export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  const first = Number(search.get('first'));
  const filters: Record<string, string> = {};
  for (const [key, value] of search) if (!RESERVED.has(key) && value !== '') filters[key] = value;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    first: (PAGE_SIZES as readonly number[]).includes(first) ? first : DEFAULT_PAGE_SIZE,
    sort: search.get('sort') || null,
    q: search.get('q') ?? '',
    filters,
    getAll: (name) => search.getAll(name).filter((value) => value !== ''),
  };
}

export type ListChange = Partial<Record<string, string | string[] | number | null>>;

/** The query after a change: null or '' removes a key; anything but `page` going back to page 1. */
export function changedSearch(search: URLSearchParams, change: ListChange): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) {
    next.delete(key);
    if (Array.isArray(value)) for (const item of value) next.append(key, item);
    else if (value !== null && value !== undefined && value !== '') next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

export function useListParams(): [ListParams, (change: ListChange) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (change: ListChange) => setSearch((current) => changedSearch(current, change)),
    [setSearch],
  );
  return [params, update];
}

/** A list's search box: what is typed (from the URL's `q`), and the submit that puts it in the URL. */
export function useSearchBox(
  q: string,
  update: (change: ListChange) => void,
): { search: string; setSearch: (value: string) => void; apply: (event: FormEvent) => void } {
  const [search, setSearch] = useState(q);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  return { search, setSearch, apply };
}
