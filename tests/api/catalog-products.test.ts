// Contract of the product endpoints: details, add-ons, variants, strap colours, stock, delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import {
  DeliveryEntry,
  ProductFull,
  ProductList,
  StockEntry,
  StrapOption,
  VariantEntry,
  type ProductFull as Full,
} from './contract.ts';
import { expectError, getOk, postJson } from './http.ts';

const NO_DELIVERY = 'No delivery at this pincode';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

async function listed(catId: number): Promise<ProductList[]> {
  const answer = await postJson(`${api}/Product/category_page_data`, { cat_id: catId });
  return z.array(ProductList).parse(answer.body);
}

async function details(model: string): Promise<Full> {
  const products = await getOk(
    `${api}/Product/Product_details_Modal?modal=${encodeURIComponent(model)}`,
    z.array(ProductFull),
  );
  expect(products).toHaveLength(1);
  return products[0]!;
}

describe('GET /api/Product/Product_details_Modal', () => {
  it('finds every listed product by its model, its slug or any case, in the full shape', async () => {
    for (let cat = 1; cat <= 6; cat++) {
      for (const p of await listed(cat)) {
        const full = await details(p.producT_MODEL);
        expect(full.product_id).toBe(p.product_id);
        const colours = new Set(full.product_Color.map((c) => c.color_name));
        expect(colours.size).toBeGreaterThanOrEqual(2);
        expect(colours.size).toBeLessThanOrEqual(4);
        for (const colour of colours) {
          const gallery = full._Details_Images.filter((i) => i.color_name === colour);
          expect(gallery.length).toBeGreaterThanOrEqual(3);
          expect(gallery.length).toBeLessThanOrEqual(5);
          const highlights = full._Collage_Details_Pages.filter((i) => i.productColor === colour);
          expect(highlights.length).toBeGreaterThanOrEqual(2);
          expect(highlights.length).toBeLessThanOrEqual(4);
        }
        expect(full.images).toHaveLength(full.product_Color.length);
      }
    }
    const bySlug = await details('ar-300');
    expect(bySlug.producT_MODEL).toBe('AR-300');
    expect((await details('Ar-300')).product_id).toBe(bySlug.product_id);
  });

  it('shows some colours out of stock and some products undiscounted', async () => {
    const all: ProductList[] = [];
    for (let cat = 1; cat <= 6; cat++) all.push(...(await listed(cat)));
    expect(all.some((p) => p.product_Color.some((c) => c.stock === 0))).toBe(true);
    expect(all.some((p) => p.sale_Discount === null && p.sale_Price === p.product_Price)).toBe(true);
    expect(all.filter((p) => p.sale_Discount !== null).every((p) => p.sale_Price < p.product_Price)).toBe(true);
  });

  it('includes offer products and reviews', async () => {
    const ring = await details('AR-300');
    expect(ring.offerProduct.length).toBeGreaterThan(0);
    expect(ring.offerProduct[0]!.price).toBeLessThan(ring.sale_Price);
  });

  it('reaches an add-on by its page although it is not listed', async () => {
    const dock = await details('AR-DOCK');
    const rings = await listed(dock.category_id);
    expect(rings.map((p) => p.product_id)).not.toContain(dock.product_id);
  });

  it('answers 404 for an unknown model and 400 without one', async () => {
    await expectError(`${api}/Product/Product_details_Modal?modal=XX-0000`, 404);
    await expectError(`${api}/Product/Product_details_Modal`, 400);
    await expectError(`${api}/Product/Product_details_Modal?modal=`, 400);
  });
});

describe('GET /api/Product/Product_details_Modal_ADD_ON', () => {
  it('lists the add-ons of a product in the list shape, [] when it has none', async () => {
    const ring = await details('AR-300');
    const addons = await getOk(
      `${api}/Product/Product_details_Modal_ADD_ON?modal=${ring.product_id}`,
      z.array(ProductList),
    );
    expect(addons.length).toBeGreaterThan(0);
    expect(addons.map((a) => a.producT_MODEL)).toContain('AR-DOCK');
    const air = await details('HR-90');
    expect(
      await getOk(`${api}/Product/Product_details_Modal_ADD_ON?modal=${air.product_id}`, z.array(ProductList)),
    ).toEqual([]);
  });

  it('answers 400 and 404', async () => {
    await expectError(`${api}/Product/Product_details_Modal_ADD_ON?modal=AR-300`, 400);
    await expectError(`${api}/Product/Product_details_Modal_ADD_ON?modal=999999`, 404);
  });
});

describe('GET /api/Product/product_varient', () => {
  it('lists every member of the family, itself included, and [] without a family', async () => {
    const ring = await details('AR-300');
    expect(ring.product_varients).toBe(1);
    const family = await getOk(`${api}/Product/product_varient?p_id=${ring.product_id}`, z.array(VariantEntry));
    expect(family.length).toBeGreaterThanOrEqual(2);
    expect(family.length).toBeLessThanOrEqual(3);
    expect(family.map((v) => v.product_id)).toContain(ring.product_id);
    expect(family.map((v) => v.maiN_PRODUCT_HEADING)).toContain('Titanium Edition');
    const lite = await details('AR-150');
    expect(lite.product_varients).toBe(0);
    expect(await getOk(`${api}/Product/product_varient?p_id=${lite.product_id}`, z.array(VariantEntry))).toEqual([]);
  });

  it('answers 400 and 404', async () => {
    await expectError(`${api}/Product/product_varient?p_id=abc`, 400);
    await expectError(`${api}/Product/product_varient?p_id=424242`, 404);
  });
});

describe('GET /api/Product/Extra_strap_color', () => {
  it('gives strap colours with one default for a watch colour and [] for a ring', async () => {
    const watch = await details('VW-500');
    const colour = watch.product_Color[0]!;
    const straps = await getOk(
      `${api}/Product/Extra_strap_color?p_id=${watch.product_id}&colorid=${colour.color_id}`,
      z.array(StrapOption),
    );
    expect(straps.length).toBeGreaterThanOrEqual(2);
    expect(straps.filter((s) => s.default === 1)).toHaveLength(1);
    const ring = await details('AR-300');
    expect(
      await getOk(
        `${api}/Product/Extra_strap_color?p_id=${ring.product_id}&colorid=${ring.product_Color[0]!.color_id}`,
        z.array(StrapOption),
      ),
    ).toEqual([]);
  });

  it('answers 400 and 404 (also for a colour of another product)', async () => {
    const watch = await details('VW-500');
    const ring = await details('AR-300');
    await expectError(`${api}/Product/Extra_strap_color?p_id=${watch.product_id}`, 400);
    await expectError(
      `${api}/Product/Extra_strap_color?p_id=${watch.product_id}&colorid=${ring.product_Color[0]!.color_id}`,
      404,
    );
    await expectError(`${api}/Product/Extra_strap_color?p_id=999999&colorid=1`, 404);
  });
});

describe('GET /api/Product/product_stock', () => {
  it('gives sizes 6 to 13 for a ring, some at 0, summing to the colour stock', async () => {
    const ring = await details('AR-300');
    for (const colour of ring.product_Color) {
      const stock = await getOk(
        `${api}/Product/product_stock?p_id=${ring.product_id}&colorid=${colour.color_id}`,
        z.array(StockEntry),
      );
      expect(stock.map((s) => s.size)).toEqual(['6', '7', '8', '9', '10', '11', '12', '13']);
      expect(stock.every((s) => s.issize === 1)).toBe(true);
      expect(stock.reduce((sum, s) => sum + s.stock, 0)).toBe(colour.stock);
    }
    const sizes = await getOk(
      `${api}/Product/product_stock?p_id=${ring.product_id}&colorid=${ring.product_Color[0]!.color_id}`,
      z.array(StockEntry),
    );
    expect(sizes.some((s) => s.stock === 0)).toBe(true);
  });

  it('gives one entry without size for other products', async () => {
    const buds = await details('NB-200');
    const colour = buds.product_Color[0]!;
    expect(
      await getOk(
        `${api}/Product/product_stock?p_id=${buds.product_id}&colorid=${colour.color_id}`,
        z.array(StockEntry),
      ),
    ).toEqual([{ stock: colour.stock, size: '', issize: 0 }]);
  });

  it('answers 400 and 404', async () => {
    await expectError(`${api}/Product/product_stock?p_id=1&colorid=x`, 400);
    await expectError(`${api}/Product/product_stock?p_id=101&colorid=99999`, 404);
  });
});

describe('GET /api/Product/Deliver_time', () => {
  it('gives a day range for a deliverable pincode and the negative text otherwise', async () => {
    const ring = await details('AR-300');
    const [bengaluru] = await getOk(
      `${api}/Product/Deliver_time?p_id=${ring.product_id}&pincode=560001`,
      z.array(DeliveryEntry),
    );
    expect(bengaluru!.d_days).toMatch(/^\d+-\d+ Days$/);
    const [kavaratti] = await getOk(
      `${api}/Product/Deliver_time?p_id=${ring.product_id}&pincode=682555`,
      z.array(DeliveryEntry),
    );
    expect(kavaratti!.d_days).toBe(NO_DELIVERY);
    const [unknown] = await getOk(
      `${api}/Product/Deliver_time?p_id=${ring.product_id}&pincode=999999`,
      z.array(DeliveryEntry),
    );
    expect(unknown!.d_days).toBe(NO_DELIVERY);
  });

  it('takes longer to remote areas than to a metro', async () => {
    const days = async (pincode: string) => {
      const [entry] = await getOk(`${api}/Product/Deliver_time?p_id=101&pincode=${pincode}`, z.array(DeliveryEntry));
      return Number(/^(\d+)-/.exec(entry!.d_days)?.[1]);
    };
    expect(await days('744101')).toBeGreaterThan(await days('400001'));
  });

  it('answers 400 for a malformed pincode or id and 404 for an unknown product', async () => {
    await expectError(`${api}/Product/Deliver_time?p_id=101&pincode=12ab`, 400);
    await expectError(`${api}/Product/Deliver_time?p_id=101&pincode=56000`, 400);
    await expectError(`${api}/Product/Deliver_time?p_id=x&pincode=560001`, 400);
    await expectError(`${api}/Product/Deliver_time?p_id=999999&pincode=560001`, 404);
  });
});
