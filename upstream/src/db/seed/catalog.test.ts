import { describe, expect, it } from 'vitest';
import { slugify } from '@shop/commerce/slug';
import { CATEGORIES } from './categories.ts';
import { catalogRows, FAMILIES, PRODUCTS } from './catalog.ts';

const listed = PRODUCTS.filter((p) => p.listed !== false);
const addons = PRODUCTS.filter((p) => p.listed === false);

describe('catalog seed data', () => {
  it('has the six categories in menu order with their slugs', () => {
    expect(CATEGORIES.map((c) => [c.name, c.slug])).toEqual([
      ['Smart Rings', 'smart-rings'],
      ['Smart Watches', 'smart-watches'],
      ['True Wireless Stereo', 'true-wireless-stereo'],
      ['Headphones', 'headphones'],
      ['Wireless Earphones', 'wireless-earphones'],
      ['Corporate Gifting', 'corporate-gifting'],
    ]);
    for (const c of CATEGORIES) expect(c.banners.length).toBeGreaterThanOrEqual(2);
  });

  it('lists at least 8 products per category', () => {
    for (const c of CATEGORIES) expect(listed.filter((p) => p.categoryId === c.id).length).toBeGreaterThanOrEqual(8);
  });

  it('has unique ids, models and model slugs', () => {
    expect(new Set(PRODUCTS.map((p) => p.id)).size).toBe(PRODUCTS.length);
    expect(new Set(PRODUCTS.map((p) => slugify(p.model))).size).toBe(PRODUCTS.length);
  });

  it('keeps every product within the shop rules', () => {
    for (const p of PRODUCTS) {
      expect(p.salePrice, p.name).toBeLessThanOrEqual(p.listPrice);
      expect(p.colors.length, p.name).toBeLessThanOrEqual(4);
      expect(new Set(p.colors).size, p.name).toBe(p.colors.length);
      expect(p.lifestyles.length, p.name).toBeGreaterThanOrEqual(1);
      expect(p.lifestyles.length, p.name).toBeLessThanOrEqual(3);
      expect(p.rating, p.name).toBeGreaterThanOrEqual(3.6);
      expect(p.rating, p.name).toBeLessThanOrEqual(4.9);
      for (const c of p.soldOut ?? []) expect(p.colors, p.name).toContain(c);
    }
    for (const p of listed) {
      expect(p.colors.length, p.name).toBeGreaterThanOrEqual(2);
      expect(p.soldOut?.length ?? 0, p.name).toBeLessThan(p.colors.length);
    }
  });

  it('spreads prices so a price filter can exclude a whole category', () => {
    const maxOf = (id: number) => Math.max(...listed.filter((p) => p.categoryId === id).map((p) => p.salePrice));
    expect(maxOf(5)).toBeLessThan(10000);
    expect(maxOf(6)).toBeLessThan(10000);
    expect(maxOf(2)).toBeGreaterThan(10000);
    expect(maxOf(4)).toBeGreaterThan(30000);
    expect(listed.filter((p) => p.salePrice === p.listPrice).length).toBeGreaterThanOrEqual(3);
  });

  it('points add-ons and offers at unlisted accessories of the same category', () => {
    const byId = new Map(PRODUCTS.map((p) => [p.id, p]));
    for (const p of listed) {
      for (const id of [...(p.addons ?? []), ...(p.offer ? [p.offer.productId] : [])]) {
        const addon = byId.get(id);
        expect(addon?.listed, `${p.name} -> ${id}`).toBe(false);
        expect(addon?.categoryId).toBe(p.categoryId);
      }
      if (p.offer) expect(p.offer.price).toBeLessThan(byId.get(p.offer.productId)!.salePrice);
    }
    expect(addons.length).toBeGreaterThanOrEqual(6);
  });

  it('gives every variant family 2 to 3 members', () => {
    for (const f of FAMILIES) {
      const members = PRODUCTS.filter((p) => p.family?.id === f.id);
      expect(members.length, f.name).toBeGreaterThanOrEqual(2);
      expect(members.length, f.name).toBeLessThanOrEqual(3);
    }
  });

  it('builds the same rows every time, with rings sized and watches strapped', () => {
    const rows = catalogRows();
    expect(catalogRows()).toEqual(rows);
    const ringColours = rows.product_colors.filter((c) => PRODUCTS.find((p) => p.id === c.product_id)?.kind === 'ring');
    for (const c of ringColours) expect(rows.product_stock.filter((s) => s.product_color_id === c.id)).toHaveLength(8);
    const watchColours = rows.product_colors.filter(
      (c) => PRODUCTS.find((p) => p.id === c.product_id)?.kind === 'watch',
    );
    for (const c of watchColours) {
      const straps = rows.strap_options.filter((s) => s.product_color_id === c.id);
      expect(straps.filter((s) => s.is_default === 1)).toHaveLength(1);
    }
    expect(rows.seo_pages).toHaveLength(1 + CATEGORIES.length + PRODUCTS.length);
    for (const p of PRODUCTS) {
      const reviews = rows.reviews.filter((r) => r.product_id === p.id).length;
      expect(reviews).toBeGreaterThanOrEqual(2);
      expect(reviews).toBeLessThanOrEqual(5);
    }
  });
});
