// The product screen's data, the product list and the delivery check through the gateway,
// against a real upstream on a temporary database.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import {
  CategoryProductPathsDocument,
  DeliveryEstimateDocument,
  ProductListDocument,
  ProductPathDocument,
  ProductScreenDocument,
  ProductTwiceDocument,
  RelatedCountsDocument,
  RingByModelDocument,
  UnknownProductDocument,
  WatchStrapsDocument,
} from './generated/graphql.ts';

const { gateway } = useShop();

function routeOf(path: string): { categorySlug: string; nameSlug: string; modelSlug: string } {
  const [, prefix, categorySlug, nameSlug, modelSlug] = path.split('/');
  expect(prefix).toBe('product');
  return { categorySlug: categorySlug!, nameSlug: nameSlug!, modelSlug: modelSlug! };
}

async function firstProductPath(categorySlug: string): Promise<string> {
  const { body } = await gateway.graphql(CategoryProductPathsDocument, { slug: categorySlug });
  return body.data!.category!.products[0]!.path;
}

describe('product(categorySlug, nameSlug, modelSlug)', () => {
  it('returns a ring with colours, stock per size, images, highlights, variants, add-ons and SEO', async () => {
    const path = await firstProductPath('smart-rings');
    const { body } = await gateway.graphql(ProductScreenDocument, routeOf(path));
    expect(body.errors).toBeUndefined();
    const product = body.data!.product!;
    expect(product.path).toBe(path);
    expect(product.categorySlug).toBe('smart-rings');
    expect(product.price.formatted).toMatch(/^₹[\d,]+$/);
    expect(product.imageUrl).toBe(product.images[0]!.url);
    expect(product.colors.length).toBeGreaterThan(0);
    const colorNames = product.colors.map((c) => c.name);
    for (const image of [...product.images, ...product.highlights]) expect(colorNames).toContain(image.colorName);
    for (const color of product.colors) {
      expect(color.stockOptions.length).toBeGreaterThan(1);
      for (const option of color.stockOptions) expect(option.size).toMatch(/^\d+$/);
      const total = color.stockOptions.reduce((sum, option) => sum + option.stock, 0);
      expect(total).toBe(color.stock);
      expect(color.straps).toEqual([]);
    }
    expect(product.hasVariants).toBe(true);
    expect(product.variants.map((v) => v.productId)).toContain(product.id);
    for (const variant of product.variants) expect(variant.path).toMatch(/^\/product\/smart-rings\//);
    expect(product.addOns.length).toBeGreaterThan(0);
    expect(product.related.length).toBeGreaterThan(0);
    expect(product.related.length).toBeLessThanOrEqual(4);
    expect(product.related.map((r) => r.id)).not.toContain(product.id);
    expect(product.seo!.title).not.toBe('');
    for (const review of product.reviews) expect(review.rating).toBeGreaterThanOrEqual(1);
  });

  it('lists straps of watches, one default per colour that has straps', async () => {
    const { body } = await gateway.graphql(WatchStrapsDocument);
    const watches = body.data!.category!.products;
    const withStraps = watches.filter((w) => w.colors.some((c) => c.straps.length > 0));
    expect(withStraps.length).toBeGreaterThan(0);
    for (const watch of withStraps) {
      for (const color of watch.colors) {
        expect(color.stockOptions).toEqual([{ size: null }]);
        if (color.straps.length > 0) expect(color.straps.filter((s) => s.isDefault)).toHaveLength(1);
      }
    }
    const { body: detail } = await gateway.graphql(ProductScreenDocument, routeOf(withStraps[0]!.path));
    expect(detail.data!.product!.colors.some((c) => c.straps.length > 0)).toBe(true);
    for (const color of detail.data!.product!.colors)
      for (const strap of color.straps) expect(strap.imageUrl).toBe(`/images/straps/${strap.id}.svg`);
  });

  it('finds a product whatever the case of the route', async () => {
    const path = await firstProductPath('headphones');
    const route = routeOf(path);
    const { body } = await gateway.graphql(ProductPathDocument, {
      c: route.categorySlug,
      n: route.nameSlug,
      m: route.modelSlug.toUpperCase(),
    });
    expect(body.data!.product!.path).toBe(path);
  });

  it('is null for an unknown model', async () => {
    const { status, body } = await gateway.graphql(UnknownProductDocument);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.product).toBeNull();
  });

  it('is null, without asking upstream, for a model segment no product can have', async () => {
    const { headers, body } = await gateway.graphql(RingByModelDocument, { m: ' ' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.product).toBeNull();
    expect(headers.get('x-upstream-calls')).toBe('0');
  });

  it('answers the product screen in 1 round: the screen is asked by its route', async () => {
    const path = await firstProductPath('smart-watches');
    const { headers, body } = await gateway.graphql(ProductScreenDocument, routeOf(path));
    expect(body.errors).toBeUndefined();
    expect(headers.get('x-upstream-rounds')).toBe('1');
    // main_offer and Get_category (the header), Screen/product (the product, variants, add-ons,
    // related, SEO, stock and straps per colour)
    expect(headers.get('x-upstream-calls')).toBe('3');
  });

  it('gives each related count its own prefix of the related products, from the one screen call', async () => {
    const route = routeOf(await firstProductPath('smart-watches'));
    const { headers, body } = await gateway.graphql(RelatedCountsDocument, {
      c: route.categorySlug,
      n: route.nameSlug,
      m: route.modelSlug,
    });
    expect(body.errors).toBeUndefined();
    const { few, many, none } = body.data!.product!;
    expect(few).toHaveLength(2);
    expect(many.length).toBeGreaterThan(2);
    expect(many.slice(0, 2)).toEqual(few);
    expect(none).toEqual([]);
    expect(many.map((p) => p.id)).not.toContain(body.data!.product!.id);
    expect(headers.get('x-upstream-calls')).toBe('1');
  });

  it('makes one call per distinct upstream request when a product is asked twice', async () => {
    const route = routeOf(await firstProductPath('smart-rings'));
    const { headers, body } = await gateway.graphql(ProductTwiceDocument, {
      c: route.categorySlug,
      n: route.nameSlug,
      m: route.modelSlug,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.a).toEqual(body.data!.b);
    const colors = body.data!.a!.colors.length;
    // Screen/product once for a and b, Screen/category for the category
    expect(headers.get('x-upstream-calls')).toBe('2');
    expect(colors).toBeGreaterThan(0);
  });
});

describe('productList', () => {
  it('lists every product by name, linked to its one canonical route, with its colours named', async () => {
    const { body } = await gateway.graphql(ProductListDocument);
    expect(body.errors).toBeUndefined();
    const list = body.data!.productList;
    expect(list.length).toBeGreaterThanOrEqual(6);
    const ring = list.find((item) => item.categoryName === 'Smart Rings')!;
    expect(ring.name).toBe('Aura Ring Gen 3');
    expect(ring.path).toBe(`/product/smart-rings/aura-ring-gen-3/${ring.model.toLowerCase().replace(/\s+/g, '-')}`);
    // The same route as the category screen gives the product.
    const rings = await gateway.graphql(CategoryProductPathsDocument, { slug: 'smart-rings' });
    expect(rings.body.data!.category!.products.map((p) => p.path)).toContain(ring.path);
    expect(ring.swatches.length).toBe(ring.colorCodes.length);
    expect(ring.swatches[0]).toEqual({ name: 'Midnight Black', code: ring.colorCodes[0] });
    for (const item of list) {
      if (item.compareAtPrice) expect(item.compareAtPrice.amount).toBeGreaterThan(item.price.amount);
      else expect(item.discount).toBeNull();
    }
  });
});

describe('deliveryEstimate', () => {
  it('gives the days for a deliverable pincode', async () => {
    const { body } = await gateway.graphql(DeliveryEstimateDocument, { p: '101', pin: '560001' });
    expect(body.data!.deliveryEstimate).toEqual({
      pincode: '560001',
      deliverable: true,
      message: expect.stringMatching(/^\d+-\d+ Days$/),
    });
  });

  it('is not deliverable where the shop does not deliver or the product is unknown', async () => {
    const lakshadweep = await gateway.graphql(DeliveryEstimateDocument, { p: '101', pin: '682555' });
    expect(lakshadweep.body.data!.deliveryEstimate).toEqual({
      pincode: '682555',
      deliverable: false,
      message: 'No delivery at this pincode',
    });
    const unknownProduct = await gateway.graphql(DeliveryEstimateDocument, { p: '999999', pin: '560001' });
    expect(unknownProduct.body.data!.deliveryEstimate.deliverable).toBe(false);
  });

  it('rejects a malformed pincode with BAD_USER_INPUT', async () => {
    const { status, headers, body } = await gateway.graphql(DeliveryEstimateDocument, { p: '101', pin: '5600' });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(headers.get('x-upstream-calls')).toBe('0');
    const blank = await gateway.graphql(DeliveryEstimateDocument, { p: '101', pin: ' ' });
    expect(blank.body.errors?.[0]?.message).toBe('Please Enter Pincode');
  });
});
