// The category screen's data through the gateway, against a real upstream on a temporary database.
import { beforeAll, describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import {
  CategoriesDocument,
  CategoryPageDocument,
  CategoryScreenDocument,
  CategoryTwiceDocument,
  CategoryTwoFiltersDocument,
  NegativeMinPriceDocument,
  ProductListPagedDocument,
  ProductListWholeDocument,
  RingCardsDocument,
  RingFiltersDocument,
  RingPageAndBannersDocument,
  RingProductPageDocument,
  SearchResultsPageDocument,
  SearchWholeDocument,
  UnknownCategoryDocument,
  type RingCardsQuery,
  type RingCardsQueryVariables,
  type RingProductPageQueryVariables,
} from './generated/graphql.ts';

const { upstream, gateway } = useShop();

type Card = NonNullable<RingCardsQuery['category']>['products'][number];

/** The smart rings' product cards, filtered and sorted as asked. */
async function products(variables: RingCardsQueryVariables = {}): Promise<Card[]> {
  const { body } = await gateway.graphql(RingCardsDocument, variables);
  expect(body.errors).toBeUndefined();
  return body.data!.category!.products;
}

async function upstreamFeaturedIds(categoryId: number): Promise<string[]> {
  const response = await fetch(`${upstream.url}/api/Product/category_page_data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cat_id: categoryId }),
  });
  const list = (await response.json()) as Array<{ product_id: number }>;
  return list.map((product) => String(product.product_id));
}

/** Ordered by `key` in `direction`; equal keys keep the featured order (a stable sort). */
function expectOrdered(sorted: Card[], featured: Card[], compare: (a: Card, b: Card) => number): void {
  expect(sorted.map((p) => p.id).sort()).toEqual(featured.map((p) => p.id).sort());
  const rank = new Map(featured.map((p, index) => [p.id, index]));
  for (let i = 1; i < sorted.length; i += 1) {
    const order = compare(sorted[i - 1]!, sorted[i]!);
    expect(order).toBeLessThanOrEqual(0);
    if (order === 0) expect(rank.get(sorted[i - 1]!.id)!).toBeLessThan(rank.get(sorted[i]!.id)!);
  }
}

const byName = (a: Card, b: Card) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

describe('categories', () => {
  it('lists the six categories in menu order with slugs and paths', async () => {
    const { status, body } = await gateway.graphql(CategoriesDocument);
    expect(status).toBe(200);
    expect(body.data!.categories.map((c) => c.slug)).toEqual([
      'smart-rings',
      'smart-watches',
      'true-wireless-stereo',
      'headphones',
      'wireless-earphones',
      'corporate-gifting',
    ]);
    expect(body.data!.categories[2]).toMatchObject({
      name: 'True Wireless Stereo',
      path: '/category/true-wireless-stereo',
    });
  });
});

describe('category(slug)', () => {
  it('returns the category with banners, filters, SEO and products', async () => {
    const { body } = await gateway.graphql(CategoryPageDocument);
    expect(body.errors).toBeUndefined();
    const category = body.data!.category!;
    expect(category).toMatchObject({
      id: '1',
      name: 'Smart Rings',
      slug: 'smart-rings',
      path: '/category/smart-rings',
    });
    expect(category.banners.length).toBeGreaterThanOrEqual(2);
    expect(category.banners[0]!.imageUrl).toMatch(/^\/images\//);
    expect(category.filters.lifestyles.length).toBeGreaterThan(0);
    expect(category.filters.colors[0]).toEqual({
      name: expect.any(String),
      code: expect.stringMatching(/^#/),
      count: expect.any(Number),
    });
    expect(category.filters.priceRange.min).toBeLessThanOrEqual(category.filters.priceRange.max);
    expect(category.seo!.title).not.toBe('');
    expect(category.products.length).toBeGreaterThan(0);
    for (const product of category.products) {
      expect(product.categorySlug).toBe('smart-rings');
      expect(product.path).toMatch(/^\/product\/smart-rings\/[a-z0-9.-]+\/[a-z0-9.-]+$/);
      expect(product.price.currencyCode).toBe('INR');
      expect(product.price.formatted).toMatch(/^₹[\d,]+(\.\d\d)?$/);
      expect(product.price.amount).toBeGreaterThanOrEqual(category.filters.priceRange.min);
      expect(product.price.amount).toBeLessThanOrEqual(category.filters.priceRange.max);
      if (product.compareAtPrice) expect(product.compareAtPrice.amount).toBeGreaterThan(product.price.amount);
      expect(product.imageUrl).toMatch(/^\/images\//);
    }
  });

  it('is null for an unknown slug', async () => {
    const { status, body } = await gateway.graphql(UnknownCategoryDocument);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.category).toBeNull();
  });

  it('filters by lifestyle, colour and price', async () => {
    const { body } = await gateway.graphql(RingFiltersDocument);
    const lifestyle = body.data!.category!.filters.lifestyles[0]!;
    const byLifestyle = await products({ filter: { lifestyles: [lifestyle.value] } });
    expect(byLifestyle).toHaveLength(lifestyle.count);
    for (const product of byLifestyle) expect(product.lifestyles).toContain(lifestyle.value);

    const color = body.data!.category!.filters.colors[0]!;
    const byColor = await products({ filter: { colors: [color.name] } });
    expect(byColor).toHaveLength(color.count);
    for (const product of byColor) expect(product.colors.map((c) => c.name)).toContain(color.name);

    const all = await products();
    const prices = all.map((p) => p.price.amount).sort((a, b) => a - b);
    const cheap = await products({ filter: { maxPrice: prices[1] } });
    expect(cheap.length).toBeGreaterThanOrEqual(2);
    expect(cheap.length).toBeLessThan(all.length);
    for (const product of cheap) expect(product.price.amount).toBeLessThanOrEqual(prices[1]!);
  });

  it('returns an empty list when nothing matches', async () => {
    expect(await products({ filter: { colors: ['No Such Colour'] } })).toEqual([]);
    expect(await products({ filter: { minPrice: 100000000 } })).toEqual([]);
  });

  it('rejects a negative price as BAD_USER_INPUT', async () => {
    const { body } = await gateway.graphql(NegativeMinPriceDocument);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('sorting', () => {
  let featured: Card[];
  beforeAll(async () => {
    featured = await products();
  });

  it('FEATURED keeps upstream order', async () => {
    expect(featured.map((p) => p.id)).toEqual(await upstreamFeaturedIds(1));
    expect((await products({ sort: 'FEATURED' })).map((p) => p.id)).toEqual(featured.map((p) => p.id));
  });

  it("BEST_SELLING is upstream's order (units sold are its own), not the rating count", async () => {
    const response = await fetch(`${upstream.url}/api/Product/category_page_data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cat_id: 1, sort: 'best-selling' }),
    });
    const list = (await response.json()) as Array<{ product_id: number }>;
    const bestSelling = (await products({ sort: 'BEST_SELLING' })).map((p) => p.id);
    expect(bestSelling).toEqual(list.map((p) => String(p.product_id)));
    expect(bestSelling.slice().sort()).toEqual(featured.map((p) => p.id).sort());
  });

  it('NAME_ASC and NAME_DESC order by name', async () => {
    expectOrdered(await products({ sort: 'NAME_ASC' }), featured, byName);
    expectOrdered(await products({ sort: 'NAME_DESC' }), featured, (a, b) => byName(b, a));
  });

  it('PRICE_ASC and PRICE_DESC order by sale price', async () => {
    const ascending = await products({ sort: 'PRICE_ASC' });
    expectOrdered(ascending, featured, (a, b) => a.price.amount - b.price.amount);
    expect(ascending.map((p) => p.id)).not.toEqual(featured.map((p) => p.id));
    expectOrdered(await products({ sort: 'PRICE_DESC' }), featured, (a, b) => b.price.amount - a.price.amount);
  });
});

describe('upstream calls of the category screen', () => {
  it('runs in 1 round: the screen is asked by its slug', async () => {
    const { headers, body } = await gateway.graphql(CategoryScreenDocument, { slug: 'smart-watches' });
    expect(body.errors).toBeUndefined();
    expect(headers.get('x-upstream-rounds')).toBe('1');
    // main_offer and Get_category (the header), Screen/category (banners, filters, SEO, products)
    expect(headers.get('x-upstream-calls')).toBe('3');
  });

  it('loads a second products field with another filter by itself, after the screen', async () => {
    const { headers, body } = await gateway.graphql(CategoryTwoFiltersDocument);
    expect(body.errors).toBeUndefined();
    const alone = await gateway.graphql(RingCardsDocument, { filter: { colors: ['Rose Gold'] } });
    expect(body.data!.category!.gold.map((p) => p.id)).toEqual(alone.body.data!.category!.products.map((p) => p.id));
    expect(body.data!.category!.gold.length).toBeGreaterThan(0);
    expect(body.data!.category!.all.length).toBeGreaterThan(body.data!.category!.gold.length);
    // Screen/category, then category_page_data for the second filter (its id came from the screen)
    expect(headers.get('x-upstream-calls')).toBe('2');
    expect(headers.get('x-upstream-rounds')).toBe('2');
  });

  it('makes one call per distinct upstream request when a category is asked twice', async () => {
    const { headers, body } = await gateway.graphql(CategoryTwiceDocument);
    expect(body.errors).toBeUndefined();
    expect(body.data!.a).toEqual(body.data!.b);
    // Screen/category once for a and b (the same selection), once for c (its own selection)
    expect(headers.get('x-upstream-calls')).toBe('2');
  });
});

describe('pages of products', () => {
  async function ringPage(variables: RingProductPageQueryVariables) {
    const { body, headers } = await gateway.graphql(RingProductPageDocument, variables);
    expect(body.errors).toBeUndefined();
    return { page: body.data!.category!.productPage, headers };
  }

  it('pages a category in every order: the pages, one after another, are the whole list', async () => {
    for (const sort of ['FEATURED', 'BEST_SELLING', 'NAME_ASC', 'NAME_DESC', 'PRICE_ASC', 'PRICE_DESC'] as const) {
      const whole = (await products({ sort })).map((p) => p.id);
      const first = await ringPage({ sort, first: 2 });
      expect(first.page.totalCount).toBe(whole.length);
      expect(first.page.pageCount).toBe(Math.ceil(whole.length / 2));
      const ids = [...first.page.nodes.map((p) => p.id)];
      for (let page = 2; page <= first.page.pageCount + 1; page += 1) {
        const next = await ringPage({ sort, first: 2, page });
        expect(next.page.page).toBe(page);
        ids.push(...next.page.nodes.map((p) => p.id));
      }
      expect(ids, sort).toEqual(whole);
    }
  });

  it('counts the filtered products and answers a page past the end as empty', async () => {
    const filter = { colors: ['Rose Gold'] };
    const matching = await products({ filter });
    const { page } = await ringPage({ filter, first: 1, page: 1 });
    expect(page.totalCount).toBe(matching.length);
    expect(page.nodes.map((p) => p.id)).toEqual([matching[0]!.id]);
    const past = await ringPage({ filter, page: 50 });
    expect(past.page).toEqual({ totalCount: matching.length, page: 50, pageCount: 1, nodes: [] });
  });

  it('gives 24 products per page by default, in one upstream round with the rest of the screen', async () => {
    const { body, headers } = await gateway.graphql(RingPageAndBannersDocument, {});
    expect(body.errors).toBeUndefined();
    expect(body.data!.category!.productPage.nodes.length).toBe(
      Math.min(24, body.data!.category!.productPage.totalCount),
    );
    expect(headers.get('x-upstream-calls')).toBe('1');
    expect(headers.get('x-upstream-rounds')).toBe('1');
  });

  it('refuses a page before the first, past 10000, or of more than 96 products', async () => {
    for (const variables of [{ page: 0 }, { page: 10_001 }, { first: 97 }, { first: 0 }]) {
      const { body } = await gateway.graphql(RingProductPageDocument, variables);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    const { body } = await gateway.graphql(SearchResultsPageDocument, { query: 'ring', first: 200 });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pages the search, best first, and answers a blank query with an empty page and no call', async () => {
    const whole = await gateway.graphql(SearchResultsPageDocument, { query: 'smart', first: 96 });
    const all = whole.body.data!.productSearchPage;
    expect(all.totalCount).toBeGreaterThan(3);
    const capped = await gateway.graphql(SearchWholeDocument, { query: 'smart' });
    expect(all.nodes.map((p) => p.id).slice(0, capped.body.data!.productSearch.length)).toEqual(
      capped.body.data!.productSearch.map((p) => p.id),
    );
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(all.totalCount / 3); page += 1) {
      const { body } = await gateway.graphql(SearchResultsPageDocument, { query: 'smart', page, first: 3 });
      expect(body.data!.productSearchPage.totalCount).toBe(all.totalCount);
      ids.push(...body.data!.productSearchPage.nodes.map((p) => p.id));
    }
    expect(ids).toEqual(all.nodes.map((p) => p.id));
    const blank = await gateway.graphql(SearchResultsPageDocument, { query: '   ' });
    expect(blank.body.data!.productSearchPage).toEqual({ totalCount: 0, page: 1, pageCount: 1, nodes: [] });
    expect(blank.headers.get('x-upstream-calls')).toBe('0');
  });

  it('pages the product list in its order', async () => {
    const whole = (await gateway.graphql(ProductListWholeDocument)).body.data!.productList.map((p) => p.id);
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 10); page += 1) {
      const { body } = await gateway.graphql(ProductListPagedDocument, { page, first: 10 });
      expect(body.errors).toBeUndefined();
      expect(body.data!.productListPage).toMatchObject({ totalCount: whole.length, page });
      ids.push(...body.data!.productListPage.nodes.map((p) => p.id));
    }
    expect(ids).toEqual(whole);
  });
});
