import { describe, expect, it } from 'vitest';
import { parseWishlist } from './wishlist-store.ts';

describe('parseWishlist', () => {
  it('keeps positive integer ids once each, as strings', () => {
    expect(parseWishlist('[3, "1", 3, 0, -1, "x", 2]')).toEqual(['3', '1', '2']);
  });

  it('reads anything else as an empty list', () => {
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist('{')).toEqual([]);
    expect(parseWishlist('{"a":1}')).toEqual([]);
  });
});
