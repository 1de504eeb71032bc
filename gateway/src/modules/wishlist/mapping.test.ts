import { toMoney } from '@shop/commerce/money';
import { productPath } from '@shop/commerce/paths';
import { MAX_WISHLIST_ITEMS } from '@shop/commerce/wishlist/wishlist';
import { describe, expect, it } from 'vitest';
import { alertRequestedSchema, mergedWishlistSchema, wishlistSchema } from './mapping.ts';

/** A wishlist entry as Wishlist/Items answers it. */
const item = {
  product_id: 101,
  product_name: 'Aura Ring Gen 3',
  model: 'AR-300',
  category_name: 'Smart Rings',
  list_price: 24999,
  sale_price: 17999,
  currency: 'INR',
  image: '/images/products/101/1011/1.svg',
  units_left: 4,
};

describe('wishlist answers', () => {
  it('renames an entry to the GraphQL shape, with its page, prices and stock', () => {
    expect(wishlistSchema.parse([item])).toEqual({
      items: [
        {
          productId: 101,
          name: 'Aura Ring Gen 3',
          model: 'AR-300',
          categoryName: 'Smart Rings',
          path: productPath({ categoryName: 'Smart Rings', name: 'Aura Ring Gen 3', model: 'AR-300' }),
          imageUrl: '/images/products/101/1011/1.svg',
          price: toMoney(17999, 'INR'),
          compareAtPrice: toMoney(24999, 'INR'),
          inStock: true,
        },
      ],
      count: 1,
      maxItems: MAX_WISHLIST_ITEMS,
    });
  });

  it('shows no compare-at price without a discount, and out of stock at zero units', () => {
    const [entry] = wishlistSchema.parse([{ ...item, list_price: 17999, units_left: 0 }]).items;
    expect(entry?.compareAtPrice).toBeNull();
    expect(entry?.inStock).toBe(false);
  });

  it('renames a merge answer and reads the alert confirmation', () => {
    const merged = mergedWishlistSchema.parse({ items: [item], dropped: 2 });
    expect(merged.dropped).toBe(2);
    expect(merged.wishlist.count).toBe(1);
    expect(alertRequestedSchema.parse({ message: 'We will mail you when it is back.' })).toBe(
      'We will mail you when it is back.',
    );
  });

  it('rejects an answer that breaks the contract', () => {
    const { units_left: _, ...withoutStock } = item;
    expect(wishlistSchema.safeParse([withoutStock]).success).toBe(false);
    expect(mergedWishlistSchema.safeParse({ items: [item] }).success).toBe(false);
  });
});
