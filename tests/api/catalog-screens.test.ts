// The screen routes (extension): each part of a screen answer equals what its one-thing route
// answers for the same data, so that a caller may use either; parts are included only when asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import {
  CategoryBanner,
  CategoryFilters,
  ProductFull,
  ProductList,
  ProductListItem,
  Seo,
  StockEntry,
  StrapOption,
  VariantEntry,
} from './contract.ts';
import { expectError, getOk, postJson, request } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const Categories = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** Reviews/Product's answer: the rating summary and one page of approved reviews. */
const ReviewPage = z
  .object({
    summary: z
      .object({
        count: z.number().int(),
        average: z.number(),
        breakdown: z.array(z.object({ stars: z.number().int(), count: z.number().int() }).strict()),
      })
      .strict(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(
      z
        .object({
          id: z.number().int(),
          author: z.string(),
          rating: z.number().int(),
          title: z.string(),
          text: z.string(),
          date: z.string(),
          verified: z.boolean(),
          photos: z.array(z.string()),
        })
        .strict(),
    ),
  })
  .strict();

const ProductScreen = z
  .object({
    products: z.array(ProductFull),
    parts: z.array(
      z
        .object({
          product_id: z.number().int(),
          variants: z.array(VariantEntry).optional(),
          add_ons: z.array(ProductList).optional(),
          seo: Seo.nullable().optional(),
          colors: z
            .array(
              z
                .object({
                  color_id: z.number().int(),
                  stock: z.array(StockEntry).optional(),
                  straps: z.array(StrapOption).optional(),
                })
                .strict(),
            )
            .optional(),
          related: z.array(ProductList).optional(),
          reviews: ReviewPage.optional(),
        })
        .strict(),
    ),
  })
  .strict();

const CategoryScreen = z
  .object({
    category: z.object({ id: z.number().int(), name: z.string() }).strict().nullable(),
    banners: z.array(CategoryBanner).optional(),
    filters: CategoryFilters.optional(),
    seo: Seo.nullable().optional(),
    products: z.array(ProductList).optional(),
    products_total: z.number().int().optional(),
  })
  .strict();

const SearchScreen = z
  .object({
    products: z.array(ProductList),
    total: z.number().int(),
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() }).strict()),
    corrected_query: z.string().nullable(),
  })
  .strict();

const HomeScreen = z
  .object({
    seo: Seo.nullable().optional(),
    sections: z
      .array(
        z
          .object({
            category: z.object({ id: z.number().int(), name: z.string() }).strict(),
            products: z.array(ProductList),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function categories() {
  return getOk(`${api}/Category/Get_category`, Categories);
}

async function listed(catId: number, body: Record<string, unknown> = {}) {
  const answer = await postJson(`${api}/Product/category_page_data`, { cat_id: catId, ...body });
  expect(answer.status).toBe(200);
  return z.array(ProductList).parse(answer.body);
}

describe('GET /api/Screen/product', () => {
  it('answers the product and every included part as the one-thing routes do', async () => {
    let withVariants = 0;
    let withStraps = 0;
    for (const category of await categories()) {
      for (const product of (await listed(category.id)).slice(0, 2)) {
        const model = encodeURIComponent(product.producT_MODEL);
        const screen = await getOk(
          `${api}/Screen/product?modal=${model}&include=variants,add_ons,seo,stock,straps,related&related=4`,
          ProductScreen,
        );
        expect(screen.products).toEqual(
          await getOk(`${api}/Product/Product_details_Modal?modal=${model}`, z.array(ProductFull)),
        );
        expect(screen.parts.map((p) => p.product_id)).toEqual(screen.products.map((p) => p.product_id));
        const id = product.product_id;
        const parts = screen.parts.find((p) => p.product_id === id)!;
        expect(parts.variants).toEqual(await getOk(`${api}/Product/product_varient?p_id=${id}`, z.array(VariantEntry)));
        expect(parts.add_ons).toEqual(
          await getOk(`${api}/Product/Product_details_Modal_ADD_ON?modal=${id}`, z.array(ProductList)),
        );
        expect(parts.seo).toEqual(await getOk(`${api}/SEO/DescriptionpageSEO?id=${id}`, Seo));
        const full = screen.products.find((p) => p.product_id === id)!;
        expect(parts.colors?.map((c) => c.color_id)).toEqual(full.product_Color.map((c) => c.color_id));
        for (const color of parts.colors ?? []) {
          const q = `p_id=${id}&colorid=${color.color_id}`;
          expect(color.stock).toEqual(await getOk(`${api}/Product/product_stock?${q}`, z.array(StockEntry)));
          expect(color.straps).toEqual(await getOk(`${api}/Product/Extra_strap_color?${q}`, z.array(StrapOption)));
          if ((color.straps ?? []).length > 0) withStraps++;
        }
        const sameCategory = await listed(category.id);
        expect(parts.related).toEqual(sameCategory.filter((p) => p.product_id !== id).slice(0, 4));
        if ((parts.variants ?? []).length > 0) withVariants++;
      }
    }
    // The comparison covered the parts that vary, not only empty lists.
    expect(withVariants).toBeGreaterThan(0);
    expect(withStraps).toBeGreaterThan(0);
  });

  it("includes each product's first page of reviews as Reviews/Product answers it, in the order and size asked", async () => {
    let withReviews = 0;
    for (const category of await categories()) {
      const [product] = await listed(category.id);
      if (!product) continue;
      const model = encodeURIComponent(product.producT_MODEL);
      const id = product.product_id;
      for (const [screenQuery, reviewsQuery] of [
        ['include=reviews', 'sort=recent&page=1&pageSize=5'],
        ['include=reviews&reviews_sort=lowest&reviews_page_size=2', 'sort=lowest&page=1&pageSize=2'],
        ['include=reviews&reviews_sort=photos&reviews_page_size=50', 'sort=photos&page=1&pageSize=50'],
      ] as const) {
        const screen = await getOk(`${api}/Screen/product?modal=${model}&${screenQuery}`, ProductScreen);
        const parts = screen.parts.find((p) => p.product_id === id)!;
        const page = await getOk(`${api}/Reviews/Product?productId=${id}&${reviewsQuery}`, ReviewPage);
        expect(parts.reviews).toEqual(page);
        if (page.items.length > 0) withReviews++;
      }
    }
    expect(withReviews).toBeGreaterThan(0);
    await expectError(`${api}/Screen/product?modal=x&include=reviews&reviews_sort=best`, 400);
    await expectError(`${api}/Screen/product?modal=x&include=reviews&reviews_page_size=51`, 400);
    await expectError(`${api}/Screen/product?modal=x&include=reviews&reviews_page_size=0`, 400);
  });

  it('includes only the parts asked for', async () => {
    const [first] = await listed((await categories())[0]!.id);
    const model = encodeURIComponent(first!.producT_MODEL);
    const bare = await getOk(`${api}/Screen/product?modal=${model}`, ProductScreen);
    expect(bare.products).toHaveLength(1);
    expect(bare.parts).toEqual([{ product_id: first!.product_id }]);
    const seoOnly = await getOk(`${api}/Screen/product?modal=${model}&include=seo`, ProductScreen);
    expect(Object.keys(seoOnly.parts[0]!).sort()).toEqual(['product_id', 'seo']);
  });

  it('answers no products for an unknown model, and refuses unknown parts and counts over 20', async () => {
    expect(await getOk(`${api}/Screen/product?modal=no-such-model&include=seo`, ProductScreen)).toEqual({
      products: [],
      parts: [],
    });
    await expectError(`${api}/Screen/product?modal=x&include=seo,prices`, 400);
    await expectError(`${api}/Screen/product?modal=x&include=related&related=21`, 400);
    await expectError(`${api}/Screen/product?include=seo`, 400);
  });
});

describe('POST /api/Screen/category', () => {
  it('finds the category by its slug and answers each part as the one-thing routes do', async () => {
    for (const category of await categories()) {
      const answer = await postJson(`${api}/Screen/category`, {
        slug: slug(category.name).toUpperCase(),
        include: ['banners', 'filters', 'seo', 'products'],
      });
      expect(answer.status).toBe(200);
      const screen = CategoryScreen.parse(answer.body);
      expect(screen.category).toEqual(category);
      expect(screen.banners).toEqual(
        await getOk(`${api}/Product/Product_Category_Banner?CAT_ID=${category.id}`, z.array(CategoryBanner)),
      );
      expect(screen.filters).toEqual(await getOk(`${api}/Category/getfilters?cat_id=${category.id}`, CategoryFilters));
      expect(screen.seo).toEqual(await getOk(`${api}/SEO/CategorypageSEO?id=${category.id}`, Seo));
      expect(screen.products).toEqual(await listed(category.id));
    }
  });

  it('filters and orders the products part as category_page_data does', async () => {
    const [category] = await categories();
    const filters = await getOk(`${api}/Category/getfilters?cat_id=${category!.id}`, CategoryFilters);
    const query = {
      colors: filters.filters.colors.slice(0, 1),
      priceRange: { min: 0, max: filters.filters.priceRange.max },
      sort: 'price-high-low',
    };
    const answer = await postJson(`${api}/Screen/category`, {
      slug: slug(category!.name),
      include: ['products'],
      products: query,
    });
    const screen = CategoryScreen.parse(answer.body);
    expect(Object.keys(screen).sort()).toEqual(['category', 'products', 'products_total']);
    const expected = await listed(category!.id, query);
    expect(expected.length).toBeGreaterThan(1);
    expect(screen.products).toEqual(expected);
  });

  it('pages the products in every order: the pages, one after another, are the whole list', async () => {
    const all = await categories();
    const biggest = (await Promise.all(all.map(async (c) => ({ category: c, products: await listed(c.id) })))).sort(
      (a, b) => b.products.length - a.products.length,
    )[0]!;
    expect(biggest.products.length).toBeGreaterThan(4);
    for (const sort of ['featured', 'best-selling', 'a-z', 'z-a', 'price-low-high', 'price-high-low']) {
      const whole = (await listed(biggest.category.id, { sort })).map((p) => p.product_id);
      const paged: number[] = [];
      for (let offset = 0; offset < whole.length + 3; offset += 3) {
        const answer = await postJson(`${api}/Screen/category`, {
          slug: slug(biggest.category.name),
          include: ['products'],
          products: { sort, offset, limit: 3 },
        });
        expect(answer.status).toBe(200);
        const screen = CategoryScreen.parse(answer.body);
        expect(screen.products_total, sort).toBe(whole.length);
        expect(screen.products!.length).toBe(Math.max(0, Math.min(3, whole.length - offset)));
        paged.push(...screen.products!.map((p) => p.product_id));
      }
      expect(paged, sort).toEqual(whole);
    }
  });

  it('counts only the filtered products and refuses pages over 96 or before the first', async () => {
    const [category] = await categories();
    const filters = await getOk(`${api}/Category/getfilters?cat_id=${category!.id}`, CategoryFilters);
    const colors = filters.filters.colors.slice(0, 1);
    const expected = await listed(category!.id, { colors });
    const answer = await postJson(`${api}/Screen/category`, {
      slug: slug(category!.name),
      include: ['products'],
      products: { colors: colors.map((c) => c.toUpperCase()), offset: 0, limit: 1 },
    });
    const screen = CategoryScreen.parse(answer.body);
    expect(screen.products_total).toBe(expected.length);
    expect(screen.products).toEqual(expected.slice(0, 1));
    for (const page of [{ limit: 97 }, { limit: 0 }, { offset: -1, limit: 1 }, { offset: 1.5, limit: 1 }])
      await expectError(postJson(`${api}/Screen/category`, { slug: 'x', include: ['products'], products: page }), 400);
  });

  it('answers a null category for an unknown slug and refuses malformed bodies', async () => {
    const answer = await postJson(`${api}/Screen/category`, { slug: 'no-such-category', include: ['products'] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ category: null });
    await expectError(postJson(`${api}/Screen/category`, { slug: 'x', include: ['prices'] }), 400);
    await expectError(postJson(`${api}/Screen/category`, { include: [] }), 400);
    await expectError(postJson(`${api}/Screen/category`, { slug: 'x', extra: 1 }), 400);
  });
});

describe('GET /api/Screen/search', () => {
  it('pages the matches of Product/search, best first, with their count', async () => {
    const first = await getOk(`${api}/Product/search?q=smart`, z.array(ProductList));
    expect(first.length).toBeGreaterThan(3);
    const whole = await getOk(`${api}/Screen/search?q=smart&limit=96`, SearchScreen);
    expect(whole.products.slice(0, first.length)).toEqual(first);
    expect(whole.total).toBe(whole.products.length);
    const paged: number[] = [];
    for (let offset = 0; offset < whole.total; offset += 2) {
      const page = await getOk(`${api}/Screen/search?q=smart&offset=${offset}&limit=2`, SearchScreen);
      expect(page.total).toBe(whole.total);
      paged.push(...page.products.map((p) => p.product_id));
    }
    expect(paged).toEqual(whole.products.map((p) => p.product_id));
    expect(await getOk(`${api}/Screen/search?q=zzzz-nothing`, SearchScreen)).toEqual({
      products: [],
      total: 0,
      categories: [],
      corrected_query: null,
    });
  });

  it('refuses a blank query and malformed pages', async () => {
    for (const query of ['q=', 'q=%20', 'q=ring&limit=97', 'q=ring&limit=0', 'q=ring&offset=-1', 'q=ring&offset=x'])
      await expectError(`${api}/Screen/search?${query}`, 400);
  });
});

describe('GET /api/Screen/product_list', () => {
  it('pages product/items in its order, with the count of all listed products', async () => {
    const all = await getOk(`${api}/product/items`, z.array(ProductListItem));
    const Page = z.object({ items: z.array(ProductListItem), total: z.number().int() }).strict();
    const paged: typeof all = [];
    for (let offset = 0; offset < all.length; offset += 7) {
      const page = await getOk(`${api}/Screen/product_list?offset=${offset}&limit=7`, Page);
      expect(page.total).toBe(all.length);
      paged.push(...page.items);
    }
    expect(paged).toEqual(all);
    expect((await getOk(`${api}/Screen/product_list`, Page)).items).toEqual(all.slice(0, 24));
    await expectError(`${api}/Screen/product_list?limit=97`, 400);
  });
});

describe('GET /api/Screen/home', () => {
  it('gives the home SEO and each category in menu order with its first featured products', async () => {
    const screen = await getOk(`${api}/Screen/home?include=seo,sections&per_section=4`, HomeScreen);
    expect(screen.seo).toEqual(await getOk(`${api}/SEO/HomepageSEO`, Seo));
    const menu = await categories();
    expect(screen.sections?.map((s) => s.category)).toEqual(menu);
    for (const [i, category] of menu.entries()) {
      expect(screen.sections?.[i]?.products).toEqual((await listed(category.id)).slice(0, 4));
    }
  });

  it('includes only the parts asked for, with as many products as asked', async () => {
    expect(await getOk(`${api}/Screen/home?include=seo`, HomeScreen)).toEqual({
      seo: await getOk(`${api}/SEO/HomepageSEO`, Seo),
    });
    const one = await getOk(`${api}/Screen/home?include=sections&per_section=1`, HomeScreen);
    expect(one.sections?.every((s) => s.products.length === 1)).toBe(true);
    const none = await getOk(`${api}/Screen/home?include=sections`, HomeScreen);
    expect(none.sections?.every((s) => s.products.length === 0)).toBe(true);
    expect((await request(`${api}/Screen/home?per_section=99`)).status).toBe(400);
  });
});

describe('GET /api/Screen/categories', () => {
  it("gives the menu's categories, with each one's banners when asked", async () => {
    const Answer = z
      .object({
        categories: z.array(
          z.object({ id: z.number().int(), name: z.string(), banners: z.array(CategoryBanner).optional() }).strict(),
        ),
      })
      .strict();
    const menu = await categories();
    expect((await getOk(`${api}/Screen/categories`, Answer)).categories).toEqual(menu);
    const withBanners = await getOk(`${api}/Screen/categories?include=banners`, Answer);
    expect(withBanners.categories.map(({ id, name }) => ({ id, name }))).toEqual(menu);
    let banners = 0;
    for (const category of withBanners.categories) {
      expect(category.banners).toEqual(
        await getOk(`${api}/Product/Product_Category_Banner?CAT_ID=${category.id}`, z.array(CategoryBanner)),
      );
      banners += category.banners!.length;
    }
    expect(banners).toBeGreaterThan(0);
    await expectError(`${api}/Screen/categories?include=seo`, 400);
  });
});
