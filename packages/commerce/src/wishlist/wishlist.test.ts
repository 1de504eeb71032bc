import { describe, expect, it } from 'vitest';
import { MAX_WISHLIST_ITEMS, heartLabel, heartStatus, idsToMerge, toggleSaved, uniqueProductIds } from './wishlist.ts';

describe('uniqueProductIds', () => {
  it('keeps the first of each id and drops ids that are not positive integers', () => {
    expect(uniqueProductIds([3, 1, 3, 0, -2, 1.5, 2, 1])).toEqual([3, 1, 2]);
  });
});

describe('idsToMerge', () => {
  it('adds only the guest ids the account lacks, once each, in the guest order', () => {
    expect(idsToMerge([1, 2], [5, 2, 4, 5])).toEqual({ add: [5, 4], dropped: 0 });
  });

  it('stops at the bound and counts what it left out', () => {
    const saved = Array.from({ length: MAX_WISHLIST_ITEMS - 1 }, (_, i) => i + 1);
    expect(idsToMerge(saved, [500, 501, 502])).toEqual({ add: [500], dropped: 2 });
    expect(idsToMerge([1, 2, 3], [4], 3)).toEqual({ add: [], dropped: 1 });
  });

  it('adds nothing from an empty guest list', () => {
    expect(idsToMerge([1], [])).toEqual({ add: [], dropped: 0 });
  });
});

describe('toggleSaved', () => {
  it('saves first and removes', () => {
    expect(toggleSaved([1, 2], 3)).toEqual([3, 1, 2]);
    expect(toggleSaved([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('refuses a new product at the bound but still removes', () => {
    expect(toggleSaved([1, 2], 3, 2)).toBeNull();
    expect(toggleSaved([1, 2], 2, 2)).toEqual([1]);
  });
});

describe('the heart', () => {
  it('names the product and the action', () => {
    expect(heartLabel('Nimbus Buds 2', false)).toBe('Save Nimbus Buds 2 to wishlist');
    expect(heartLabel('Nimbus Buds 2', true)).toBe('Remove Nimbus Buds 2 from wishlist');
    expect(heartStatus('Nimbus Buds 2', true)).toBe('Nimbus Buds 2 saved to your wishlist.');
    expect(heartStatus('Nimbus Buds 2', false)).toBe('Nimbus Buds 2 removed from your wishlist.');
  });
});
