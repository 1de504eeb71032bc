import { describe, expect, it } from 'vitest';
import { pageArgs, toPage } from './paging.ts';

describe('console paging', () => {
  it('defaults to the first page of 25', () => {
    expect(pageArgs({})).toEqual({ page: 1, first: 25 });
  });

  it('refuses a page size over 100 and pages below 1', () => {
    expect(() => pageArgs({ first: 101 })).toThrow('first must be between 1 and 100.');
    expect(() => pageArgs({ page: 0 })).toThrow('page must be between 1 and 1000000.');
  });

  it('counts the pages of the total', () => {
    expect(toPage({ items: [1, 2], total: 51 }, { page: 3, first: 25 })).toEqual({
      nodes: [1, 2],
      totalCount: 51,
      page: 3,
      pageCount: 3,
    });
    expect(toPage({ items: [], total: 0 }, { page: 1, first: 25 }).pageCount).toBe(1);
  });
});
