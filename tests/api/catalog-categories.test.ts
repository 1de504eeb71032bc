// Contract of the category endpoints: menu, slug lookup, filters, filtered products, banners,
// models by category and the product list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { Category, CategoryBanner, CategoryFilters, ModelEntry, ProductList, ProductListItem } from './contract.ts';
import { expectError, getOk, postJson, request } from './http.ts';

const MENU = [
  'Smart Rings',
  'Smart Watches',
  'True Wireless Stereo',
  'Headphones',
  'Wireless Earphones',
  'Corporate Gifting',
];
const SLUGS = [
  'smart-rings',
  'smart-watches',
  'true-wireless-stereo',
  'headphones',
  'wireless-earphones',
  'corporate-gifting',
];

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

async function pageData(body: unknown): Promise<ProductList[]> {
  const answer = await postJson(`${api}/Product/category_page_data`, body);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return z.array(ProductList).parse(answer.body);
}

describe('GET /api/Category/Get_category', () => {
  it('lists the six categories in menu order', async () => {
    const categories = await getOk(`${api}/Category/Get_category`, z.array(Category));
    expect(categories.map((c) => c.name)).toEqual(MENU);
  });

  it('matches the path case-insensitively', async () => {
    const categories = await getOk(`${api}/category/get_category`, z.array(Category));
    expect(categories).toHaveLength(6);
  });
});

describe('GET /api/CommonData/cat_id', () => {
  it('resolves every category slug to its id', async () => {
    const categories = await getOk(`${api}/Category/Get_category`, z.array(Category));
    for (const [i, slug] of SLUGS.entries()) {
      const { id } = await getOk(
        `${api}/CommonData/cat_id?cat_name=${slug}`,
        z.object({ id: z.number().int() }).strict(),
      );
      expect(id).toBe(categories[i]?.id);
    }
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    await expectError(`${api}/CommonData/cat_id?cat_name=toasters`, 404);
    await expectError(`${api}/CommonData/cat_id`, 400);
  });
});

describe('GET /api/Category/getfilters', () => {
  it('gives lifestyles with counts, colours with codes and the sale price range', async () => {
    const filters = await getOk(`${api}/Category/getfilters?cat_id=1`, CategoryFilters);
    expect(filters.categories.length).toBeGreaterThan(1);
    expect(filters.filters.lifestyle).toEqual(filters.categories.map((c) => c.name));
    expect(filters.filters.colors).toEqual(filters.filters.productColor.map((c) => c.color_name));
    const products = await pageData({ cat_id: 1 });
    const prices = products.map((p) => p.sale_Price);
    expect(filters.filters.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    for (const tag of filters.categories) {
      expect(products.filter((p) => p.lifestyle.includes(tag.name))).toHaveLength(tag.count);
    }
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    await expectError(`${api}/Category/getfilters?cat_id=abc`, 400);
    await expectError(`${api}/Category/getfilters?cat_id=1.5`, 400);
    await expectError(`${api}/Category/getfilters`, 400);
    await expectError(`${api}/Category/getfilters?cat_id=999`, 404);
  });
});

describe('POST /api/Product/category_page_data', () => {
  it('lists at least 8 products per category in the list shape, without add-ons', async () => {
    for (let id = 1; id <= 6; id++) {
      const products = await pageData({ cat_id: id });
      expect(products.length).toBeGreaterThanOrEqual(8);
      expect(new Set(products.map((p) => p.category_id))).toEqual(new Set([id]));
    }
  });

  it('applies colour any-of, lifestyle any-of and an inclusive price range together', async () => {
    const all = await pageData({ cat_id: 1 });
    const filtered = await pageData({
      cat_id: 1,
      colors: ['Rose Gold', 'Silver'],
      lifestyle: ['Sleep'],
      priceRange: { min: 0, max: 10000 },
    });
    const expected = all.filter(
      (p) =>
        p.product_Color.some((c) => c.color_name === 'Rose Gold' || c.color_name === 'Silver') &&
        p.lifestyle.includes('Sleep') &&
        p.sale_Price <= 10000,
    );
    expect(filtered.map((p) => p.product_id)).toEqual(expected.map((p) => p.product_id));
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);

    const exact = all[0]!.sale_Price;
    const onTheEdge = await pageData({ cat_id: 1, priceRange: { min: exact, max: exact } });
    expect(onTheEdge.map((p) => p.product_id)).toContain(all[0]!.product_id);
  });

  it('treats empty lists as no restriction', async () => {
    const all = await pageData({ cat_id: 2 });
    expect(await pageData({ cat_id: 2, colors: [], lifestyle: [] })).toEqual(all);
  });

  it('answers [] when the filter leaves nothing', async () => {
    expect(await pageData({ cat_id: 6, priceRange: { min: 20000, max: 35000 } })).toEqual([]);
    expect(await pageData({ cat_id: 1, colors: ['Burgundy'] })).toEqual([]);
  });

  it('answers 400 for a wrong body, malformed JSON or a wrong type, 404 for an unknown category', async () => {
    await expectError(postJson(`${api}/Product/category_page_data`, { cat_id: 'one' }), 400);
    await expectError(postJson(`${api}/Product/category_page_data`, { colors: ['Silver'] }), 400);
    await expectError(postJson(`${api}/Product/category_page_data`, { cat_id: 1, priceRange: { min: 'a' } }), 400);
    await expectError(
      request(`${api}/Product/category_page_data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"cat_id":',
      }),
      400,
    );
    await expectError(
      request(`${api}/Product/category_page_data`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'cat_id=1',
      }),
      400,
    );
    await expectError(request(`${api}/Product/category_page_data`, { method: 'POST' }), 400);
    await expectError(postJson(`${api}/Product/category_page_data`, { cat_id: 999 }), 404);
  });
});

describe('GET /api/Product/Product_Category_Banner', () => {
  it('gives 2 to 3 banners per category, with the query name in any case', async () => {
    for (let id = 1; id <= 6; id++) {
      const banners = await getOk(`${api}/Product/Product_Category_Banner?CAT_ID=${id}`, z.array(CategoryBanner));
      expect(banners.length).toBeGreaterThanOrEqual(2);
      expect(banners.length).toBeLessThanOrEqual(3);
    }
    expect(await getOk(`${api}/Product/Product_Category_Banner?cat_id=1`, z.array(CategoryBanner))).toHaveLength(3);
  });

  it('answers 400 and 404', async () => {
    await expectError(`${api}/Product/Product_Category_Banner?CAT_ID=x`, 400);
    await expectError(`${api}/Product/Product_Category_Banner?CAT_ID=77`, 404);
  });
});

describe('GET /api/Product/product_model_by_product_category', () => {
  it('lists the models of the listed products of a category', async () => {
    const models = await getOk(`${api}/Product/product_model_by_product_category?cat_id=3`, z.array(ModelEntry));
    const products = await pageData({ cat_id: 3 });
    expect(models).toEqual(products.map((p) => ({ productId: p.product_id, model: p.producT_MODEL })));
  });

  it('answers 400 and 404', async () => {
    await expectError(`${api}/Product/product_model_by_product_category?cat_id=-1`, 400);
    await expectError(`${api}/Product/product_model_by_product_category?cat_id=42`, 404);
  });
});

describe('GET /api/product/items', () => {
  it('lists every listed product and no add-on', async () => {
    const items = await getOk(`${api}/product/items`, z.array(ProductListItem));
    let listed = 0;
    for (let id = 1; id <= 6; id++) listed += (await pageData({ cat_id: id })).length;
    expect(items).toHaveLength(listed);
    expect(items.map((i) => i.txt_Model)).not.toContain('AR-DOCK');
  });
});
