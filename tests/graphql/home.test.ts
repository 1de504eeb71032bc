// The home screen and the site-wide data (offer banners, version) through the gateway, against a
// real upstream on a temporary database.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import {
  CategoryBannersAllDocument,
  CategoryBannersOneDocument,
  GatewayVersionDocument,
  HomeScreenDocument,
  OfferBannersDocument,
} from './generated/graphql.ts';

const { upstream, gateway } = useShop();

describe('home', () => {
  it('gives the SEO and each category with its first 4 featured products, in 1 round', async () => {
    const { headers, body } = await gateway.graphql(HomeScreenDocument);
    expect(body.errors).toBeUndefined();
    const { home, categories } = body.data!;
    expect(home.seo!.title).not.toBe('');
    expect(home.sections.map((s) => s.category.id)).toEqual(categories.map((c) => c.id));

    const featured = await fetch(`${upstream.url}/api/Product/category_page_data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cat_id: Number(home.sections[0]!.category.id) }),
    }).then((response) => response.json() as Promise<Array<{ product_id: number }>>);
    expect(home.sections[0]!.products.map((p) => p.id)).toEqual(featured.slice(0, 4).map((p) => String(p.product_id)));
    for (const section of home.sections) {
      expect(section.products.length).toBeGreaterThan(0);
      expect(section.products.length).toBeLessThanOrEqual(4);
      for (const product of section.products)
        expect(product.path.startsWith(`/product/${section.category.slug}/`)).toBe(true);
    }

    expect(headers.get('x-upstream-rounds')).toBe('1');
    // main_offer and Get_category (the header), Screen/home (the SEO and each section's first 4)
    expect(headers.get('x-upstream-calls')).toBe('3');
  });
});

describe("the categories' banners (the home's hero and tiles)", () => {
  it("come with the categories in one call, each equal to its category's own", async () => {
    const { headers, body } = await gateway.graphql(CategoryBannersAllDocument);
    expect(body.errors).toBeUndefined();
    expect(headers.get('x-upstream-calls')).toBe('1');
    const categories = body.data!.categories;
    expect(categories.some((c) => c.banners.length > 0)).toBe(true);
    for (const category of categories) {
      const one = await gateway.graphql(CategoryBannersOneDocument, { slug: category.slug });
      expect(category.banners).toEqual(one.body.data!.category!.banners);
    }
  });
});

describe('site-wide data', () => {
  it('gives the offer banners as HTML strings', async () => {
    const { body } = await gateway.graphql(OfferBannersDocument);
    expect(body.data!.offerBanners.length).toBeGreaterThan(0);
    expect(body.data!.offerBanners.some((html) => /<[a-z]+/.test(html))).toBe(true);
  });

  it('gives the gateway version without calling upstream', async () => {
    const { headers, body } = await gateway.graphql(GatewayVersionDocument);
    expect(body.data!.gatewayVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(headers.get('x-upstream-calls')).toBe('0');
    expect(headers.get('x-upstream-rounds')).toBe('0');
  });
});
