import { describe, expect, it } from 'vitest';
import { changedSearch, readListParams } from './use-list-params.ts';

describe('list state in the URL', () => {
  it('reads page, size, sort, search and filters with safe defaults', () => {
    const params = readListParams(
      new URLSearchParams('page=3&first=50&sort=amount&q=aarav&status=shipped&status=packed'),
    );
    expect(params).toMatchObject({ page: 3, first: 50, sort: 'amount', q: 'aarav', filters: { status: 'packed' } });
    expect(params.getAll('status')).toEqual(['shipped', 'packed']);
    expect(readListParams(new URLSearchParams('page=-2&first=1000'))).toMatchObject({ page: 1, first: 25 });
  });

  it('goes back to page 1 when a filter changes and drops emptied keys', () => {
    const search = new URLSearchParams('page=4&status=shipped&q=x');
    expect(changedSearch(search, { status: 'packed' }).toString()).toBe('q=x&status=packed');
    expect(changedSearch(search, { q: '' }).toString()).toBe('status=shipped');
    expect(changedSearch(search, { page: 5 }).toString()).toBe('status=shipped&q=x&page=5');
    expect(changedSearch(search, { page: 1 }).toString()).toBe('status=shipped&q=x');
  });
});
