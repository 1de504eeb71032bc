// The product screen's data, the product list and the delivery check through the gateway,
// against a real upstream on a temporary database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type StartedGateway } from '../support/gateway.ts';
import { startUpstream } from '../support/upstream.ts';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: StartedGateway;

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startGateway({ upstreamUrl: upstream.url });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

function routeOf(path: string): { categorySlug: string; nameSlug: string; modelSlug: string } {
  const [, prefix, categorySlug, nameSlug, modelSlug] = path.split('/');
  expect(prefix).toBe('product');
  return { categorySlug: categorySlug!, nameSlug: nameSlug!, modelSlug: modelSlug! };
}

async function firstProductPath(categorySlug: string): Promise<string> {
  const { body } = await gateway.graphql(`{ category(slug: "${categorySlug}") { products { path } } }`);
  return body.data.category.products[0].path;
}

const PRODUCT_SCREEN = `query ProductScreen($categorySlug: String!, $nameSlug: String!, $modelSlug: String!) {
  offerBanners
  categories { id name path }
  product(categorySlug: $categorySlug, nameSlug: $nameSlug, modelSlug: $modelSlug) {
    id name model categoryName categorySlug path
    price { amount currencyCode formatted } compareAtPrice { amount formatted } discount
    rating ratingCount shortDescriptionHtml imageUrl lifestyles hasVariants
    colors { id name code stock stockOptions { size stock } straps { id color code size isDefault } }
    images { url colorName } highlights { url colorName } backgroundInfoHtml bannerUrl
    variants { productId name model heading path price { formatted } compareAtPrice { formatted } discount }
    addOns { id name price { formatted } }
    offerProducts { productId name model imageUrl price { amount formatted } }
    related(first: 4) { id path }
    reviews { id author rating title body date }
    seo { title description keywords }
  }
}`;

describe('product(categorySlug, nameSlug, modelSlug)', () => {
  it('returns a ring with colours, stock per size, images, highlights, variants, add-ons and SEO', async () => {
    const path = await firstProductPath('smart-rings');
    const { body } = await gateway.graphql(PRODUCT_SCREEN, routeOf(path));
    expect(body.errors).toBeUndefined();
    const product = body.data.product;
    expect(product.path).toBe(path);
    expect(product.categorySlug).toBe('smart-rings');
    expect(product.price.formatted).toMatch(/^₹[\d,]+$/);
    expect(product.imageUrl).toBe(product.images[0].url);
    expect(product.colors.length).toBeGreaterThan(0);
    const colorNames = product.colors.map((c: { name: string }) => c.name);
    for (const image of [...product.images, ...product.highlights]) expect(colorNames).toContain(image.colorName);
    for (const color of product.colors) {
      expect(color.stockOptions.length).toBeGreaterThan(1);
      for (const option of color.stockOptions) expect(option.size).toMatch(/^\d+$/);
      const total = color.stockOptions.reduce((sum: number, option: { stock: number }) => sum + option.stock, 0);
      expect(total).toBe(color.stock);
      expect(color.straps).toEqual([]);
    }
    expect(product.hasVariants).toBe(true);
    expect(product.variants.map((v: { productId: string }) => v.productId)).toContain(product.id);
    for (const variant of product.variants) expect(variant.path).toMatch(/^\/product\/smart-rings\//);
    expect(product.addOns.length).toBeGreaterThan(0);
    expect(product.related.length).toBeGreaterThan(0);
    expect(product.related.length).toBeLessThanOrEqual(4);
    expect(product.related.map((r: { id: string }) => r.id)).not.toContain(product.id);
    expect(product.seo.title).not.toBe('');
    for (const review of product.reviews) expect(review.rating).toBeGreaterThanOrEqual(1);
  });

  it('lists straps of watches, one default per colour that has straps', async () => {
    const { body } = await gateway.graphql(
      '{ category(slug: "smart-watches") { products { path colors { stockOptions { size } straps { id isDefault } } } } }',
    );
    const watches = body.data.category.products;
    const withStraps = watches.filter((w: { colors: Array<{ straps: unknown[] }> }) =>
      w.colors.some((c) => c.straps.length > 0),
    );
    expect(withStraps.length).toBeGreaterThan(0);
    for (const watch of withStraps) {
      for (const color of watch.colors) {
        expect(color.stockOptions).toEqual([{ size: null }]);
        if (color.straps.length > 0)
          expect(color.straps.filter((s: { isDefault: boolean }) => s.isDefault)).toHaveLength(1);
      }
    }
    const { body: detail } = await gateway.graphql(PRODUCT_SCREEN, routeOf(withStraps[0].path));
    expect(detail.data.product.colors.some((c: { straps: unknown[] }) => c.straps.length > 0)).toBe(true);
  });

  it('finds a product whatever the case of the route', async () => {
    const path = await firstProductPath('headphones');
    const route = routeOf(path);
    const { body } = await gateway.graphql(
      'query($c: String!, $n: String!, $m: String!) { product(categorySlug: $c, nameSlug: $n, modelSlug: $m) { path } }',
      { c: route.categorySlug, n: route.nameSlug, m: route.modelSlug.toUpperCase() },
    );
    expect(body.data.product.path).toBe(path);
  });

  it('is null for an unknown model', async () => {
    const { status, body } = await gateway.graphql(
      '{ product(categorySlug: "smart-rings", nameSlug: "nothing", modelSlug: "zz-999") { id } }',
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.product).toBeNull();
  });

  it('is null, without asking upstream, for a model segment no product can have', async () => {
    const { headers, body } = await gateway.graphql(
      'query($m: String!) { product(categorySlug: "smart-rings", nameSlug: "x", modelSlug: $m) { id } }',
      { m: ' ' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.product).toBeNull();
    expect(headers.get('x-upstream-calls')).toBe('0');
  });

  it('answers the product screen in 2 sequential rounds', async () => {
    const path = await firstProductPath('smart-watches');
    const { headers, body } = await gateway.graphql(PRODUCT_SCREEN, routeOf(path));
    expect(body.errors).toBeUndefined();
    expect(headers.get('x-upstream-rounds')).toBe('2');
    const colors = body.data.product.colors.length;
    // main_offer, Get_category, Product_details_Modal; then variants, add-ons, related, SEO and
    // stock + straps per colour
    expect(headers.get('x-upstream-calls')).toBe(String(3 + 4 + 2 * colors));
  });

  it('makes one call per distinct upstream request when a product is asked twice', async () => {
    const route = routeOf(await firstProductPath('smart-rings'));
    const fields = 'id seo { title } variants { model } colors { stockOptions { stock } } related { id }';
    const { headers, body } = await gateway.graphql(
      `query($c: String!, $n: String!, $m: String!) {
        a: product(categorySlug: $c, nameSlug: $n, modelSlug: $m) { ${fields} }
        b: product(categorySlug: $c, nameSlug: $n, modelSlug: $m) { ${fields} }
        category(slug: $c) { products { id } }
      }`,
      { c: route.categorySlug, n: route.nameSlug, m: route.modelSlug },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.a).toEqual(body.data.b);
    const colors = body.data.a.colors.length;
    // Product_details_Modal, SEO, variants, stock per colour, Get_category, category_page_data
    // (shared by related and the category's products)
    expect(headers.get('x-upstream-calls')).toBe(String(5 + colors));
  });
});

describe('productList', () => {
  it('lists every product with its route built from the category and model', async () => {
    const { body } = await gateway.graphql(
      '{ productList { id categoryName model imageUrl colorCodes price { amount formatted } compareAtPrice { amount } discount path } }',
    );
    expect(body.errors).toBeUndefined();
    const list = body.data.productList;
    expect(list.length).toBeGreaterThanOrEqual(6);
    const ring = list.find((item: { categoryName: string }) => item.categoryName === 'Smart Rings');
    expect(ring.path).toBe(`/product/smart-rings/smart-rings/${ring.model.toLowerCase().replace(/\s+/g, '-')}`);
    expect(ring.colorCodes.length).toBeGreaterThan(0);
    for (const item of list) {
      if (item.compareAtPrice) expect(item.compareAtPrice.amount).toBeGreaterThan(item.price.amount);
      else expect(item.discount).toBeNull();
    }
  });
});

describe('deliveryEstimate', () => {
  const QUERY =
    'query($p: ID!, $pin: String!) { deliveryEstimate(productId: $p, pincode: $pin) { pincode deliverable message } }';

  it('gives the days for a deliverable pincode', async () => {
    const { body } = await gateway.graphql(QUERY, { p: '101', pin: '560001' });
    expect(body.data.deliveryEstimate).toEqual({
      pincode: '560001',
      deliverable: true,
      message: expect.stringMatching(/^\d+-\d+ Days$/),
    });
  });

  it('is not deliverable where the shop does not deliver or the product is unknown', async () => {
    const lakshadweep = await gateway.graphql(QUERY, { p: '101', pin: '682555' });
    expect(lakshadweep.body.data.deliveryEstimate).toEqual({
      pincode: '682555',
      deliverable: false,
      message: 'No delivery at this pincode',
    });
    const unknownProduct = await gateway.graphql(QUERY, { p: '999999', pin: '560001' });
    expect(unknownProduct.body.data.deliveryEstimate.deliverable).toBe(false);
  });

  it('rejects a malformed pincode with BAD_USER_INPUT', async () => {
    const { status, headers, body } = await gateway.graphql(QUERY, { p: '101', pin: '5600' });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(headers.get('x-upstream-calls')).toBe('0');
    const blank = await gateway.graphql(QUERY, { p: '101', pin: ' ' });
    expect(blank.body.errors?.[0]?.message).toBe('Please Enter Pincode');
  });
});
