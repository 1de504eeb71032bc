// Contract of the console's catalog: products (list, detail, prices, description, listing), stock
// and the low-stock list, coupons (create, expire, use), the offer and category banners. Each role
// may do only its own work; every change writes an audit entry and shows in the public catalog at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { AARAV, login as shopperLogin } from './account-helpers.ts';
import { ADMIN_CATALOG_ROUTES } from './admin-catalog-routes.ts';
import { adminGet, adminPost, operatorToken, ownerToken } from './admin-helpers.ts';
import { request } from './http.ts';
import { ROHAN, loginPartner } from './partner-helpers.ts';

let upstream: RunningUpstream;
let catalog: string;
let owner: string;

beforeAll(async () => {
  upstream = await startUpstream();
  catalog = (await operatorToken(upstream, 'catalog')).token;
  owner = await ownerToken(upstream);
});
afterAll(() => upstream?.close());

interface ProductAnswer {
  id: number;
  listPrice: number;
  salePrice: number;
  isListed: boolean;
  descriptionHtml: string;
  colors: Array<{ id: number; name: string; stock: Array<{ size: string; units: number; lowStock: boolean }> }>;
}
interface ErrorAnswer {
  message: string;
  code?: string;
  issues?: Array<{ path: string; message: string }>;
}
interface AuditPage {
  items: Array<{ action: string; entityId: string; operatorEmail: string; before: unknown; after: unknown }>;
}

const RING = 101;

async function publicItem(id: number) {
  const items = (await request(`${upstream.url}/api/product/items`)).body as Array<{
    _id: number;
    sale_price: number;
    price: number;
  }>;
  return items.find((item) => item._id === id);
}

async function auditOf(entityType: string, entityId: number) {
  const answer = await adminGet(upstream, `/Admin/Audit?entityType=${entityType}&entityId=${entityId}`, owner);
  expect(answer.status).toBe(200);
  return (answer.body as AuditPage).items;
}

describe('who may use the catalog routes', () => {
  it('refuses shopper and partner tokens (401) and no token at all', async () => {
    const shopper = await shopperLogin(`${upstream.url}/api`, AARAV.email);
    const partner = (await loginPartner(`${upstream.url}/api`, ROHAN.email)).token;
    expect((await adminGet(upstream, '/Admin/Products', shopper)).status).toBe(401);
    expect((await adminGet(upstream, '/Admin/Coupons', partner)).status).toBe(401);
    expect((await request(`${upstream.url}/api/Admin/Products`)).status).toBe(401);
    expect((await adminPost(upstream, '/Admin/Products/Update', shopper, { id: RING, salePrice: 1 })).status).toBe(401);
  });

  it('lets support and fulfilment change no price (403); fulfilment may read, support may not', async () => {
    const support = (await operatorToken(upstream, 'support')).token;
    const fulfilment = (await operatorToken(upstream, 'fulfilment')).token;
    for (const token of [support, fulfilment]) {
      const answer = await adminPost(upstream, '/Admin/Products/Update', token, { id: RING, salePrice: 100 });
      expect(answer.status).toBe(403);
      expect((answer.body as ErrorAnswer).message).toBe('You do not have permission to do this.');
    }
    expect((await adminPost(upstream, '/Admin/Coupons/Expire', fulfilment, { id: 1 })).status).toBe(403);
    expect((await adminGet(upstream, '/Admin/Products', fulfilment)).status).toBe(200);
    expect((await adminGet(upstream, '/Admin/Products', support)).status).toBe(403);
    expect((await publicItem(RING))?.sale_price).not.toBe(100);
  });
});

describe('products', () => {
  it('pages, searches by model and filters by listing on the server', async () => {
    const page = await adminGet(upstream, '/Admin/Products?first=5&page=2&sort=name_asc', catalog);
    expect(page.status).toBe(200);
    const body = page.body as { items: Array<{ id: number; name: string }>; total: number };
    expect(body.items).toHaveLength(5);
    expect(body.total).toBeGreaterThan(50);
    const found = (await adminGet(upstream, '/Admin/Products?q=ar-300', catalog)).body as {
      items: Array<{ id: number; model: string }>;
    };
    expect(found.items.map((p) => p.id)).toContain(RING);
    const unlisted = (await adminGet(upstream, '/Admin/Products?listed=unlisted&first=100', catalog)).body as {
      items: Array<{ isListed: boolean }>;
    };
    expect(unlisted.items.every((p) => !p.isListed)).toBe(true);
    expect((await adminGet(upstream, '/Admin/Products?first=101', catalog)).status).toBe(400);
    expect((await adminGet(upstream, '/Admin/Products/999999', catalog)).status).toBe(404);
  });

  it('refuses a sale price above the list price with a clear message, and changes nothing', async () => {
    const before = await publicItem(RING);
    const answer = await adminPost(upstream, '/Admin/Products/Update', catalog, {
      id: RING,
      listPrice: 20000,
      salePrice: 20000.5,
    });
    expect(answer.status).toBe(400);
    const error = answer.body as ErrorAnswer;
    expect(error.message).toBe('The sale price cannot be above the list price.');
    expect(error.code).toBe('SALE_ABOVE_LIST');
    expect(error.issues?.[0]?.path).toBe('/salePrice');
    const belowZero = await adminPost(upstream, '/Admin/Products/Update', catalog, { id: RING, salePrice: 0 });
    expect((belowZero.body as ErrorAnswer).message).toBe('Enter a price above ₹0.');
    const subPaisa = await adminPost(upstream, '/Admin/Products/Update', catalog, { id: RING, salePrice: 99.999 });
    expect(subPaisa.status).toBe(400);
    expect(await publicItem(RING)).toEqual(before);
  });

  it('changes prices: the public catalog shows them at once and the audit has before and after', async () => {
    const before = await publicItem(RING);
    const answer = await adminPost(upstream, '/Admin/Products/Update', catalog, {
      id: RING,
      listPrice: 25999,
      salePrice: 18499.5,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body as ProductAnswer).toMatchObject({ listPrice: 25999, salePrice: 18499.5 });
    expect(await publicItem(RING)).toMatchObject({ price: 25999, sale_price: 18499.5 });
    const [entry] = await auditOf('product', RING);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { listPrice: before?.price, salePrice: before?.sale_price },
      after: { listPrice: 25999, salePrice: 18499.5 },
    });
    expect(entry?.operatorEmail).toMatch(/^catalog\./);
  });

  it('unpublishes and publishes: the product leaves the public list and comes back', async () => {
    const off = await adminPost(upstream, '/Admin/Products/Update', catalog, { id: RING, isListed: false });
    expect(off.status).toBe(200);
    expect(await publicItem(RING)).toBeUndefined();
    expect((await auditOf('product', RING))[0]).toMatchObject({
      action: 'product.unpublish',
      before: { isListed: true },
      after: { isListed: false },
    });
    await adminPost(upstream, '/Admin/Products/Update', catalog, { id: RING, isListed: true });
    expect(await publicItem(RING)).toBeDefined();
  });

  it('saves a description and refuses one with a script', async () => {
    const unsafe = await adminPost(upstream, '/Admin/Products/Update', catalog, {
      id: RING,
      descriptionHtml: '<p>Hi</p><script>alert(1)</script>',
    });
    expect(unsafe.status).toBe(400);
    expect((unsafe.body as ErrorAnswer).code).toBe('UNSAFE_HTML');
    const saved = await adminPost(upstream, '/Admin/Products/Update', catalog, {
      id: RING,
      descriptionHtml: '<p>A titanium ring.</p>',
    });
    expect((saved.body as ProductAnswer).descriptionHtml).toBe('<p>A titanium ring.</p>');
  });
});

describe('stock', () => {
  it('sets units per colour and size; the shop and the low-stock list see them; refuses bad units', async () => {
    const product = (await adminGet(upstream, `/Admin/Products/${RING}`, catalog)).body as ProductAnswer;
    const color = product.colors[0]!;
    const size = color.stock[0]!.size;
    const set = await adminPost(upstream, '/Admin/Products/Stock', catalog, {
      productId: RING,
      colorId: color.id,
      size,
      units: 2,
    });
    expect(set.status, set.text).toBe(200);
    const shop = (await request(`${upstream.url}/api/Product/product_stock?p_id=${RING}&colorid=${color.id}`))
      .body as Array<{ stock: number; size: string }>;
    expect(shop.find((s) => s.size === size)?.stock).toBe(2);
    const low = (await adminGet(upstream, '/Admin/LowStock?first=100', catalog)).body as {
      threshold: number;
      items: Array<{ productId: number; colorId: number; size: string; units: number }>;
    };
    expect(low.threshold).toBe(5);
    expect(low.items).toContainEqual(expect.objectContaining({ productId: RING, colorId: color.id, size, units: 2 }));
    expect((await auditOf('product', RING))[0]).toMatchObject({
      action: 'product.stock',
      before: { colorId: color.id, size, units: color.stock[0]!.units },
      after: { colorId: color.id, size, units: 2 },
    });
    for (const units of [-1, 2.5, 1_000_000]) {
      const bad = await adminPost(upstream, '/Admin/Products/Stock', catalog, {
        productId: RING,
        colorId: color.id,
        size,
        units,
      });
      expect(bad.status).toBe(400);
      expect((bad.body as ErrorAnswer).message).toBe('Enter whole units from 0 to 1,00,000.');
    }
    const otherSize = await adminPost(upstream, '/Admin/Products/Stock', catalog, {
      productId: RING,
      colorId: color.id,
      size: 'XXL',
      units: 1,
    });
    expect(otherSize.status).toBe(404);
  });
});

describe('coupons', () => {
  const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const coupon = {
    code: 'console15',
    description: '15% off smart rings (console)',
    percent: 15,
    productId: null,
    categoryId: 1,
    validFrom: future(-1),
    validTo: future(30),
    maxUses: 100,
  };

  it('creates a coupon (code in capitals), refuses a duplicate, a percent past the cap and both scopes', async () => {
    const created = await adminPost(upstream, '/Admin/Coupons', catalog, coupon);
    expect(created.status, created.text).toBe(200);
    const body = created.body as { id: number; code: string; state: string; uses: number; categoryName: string };
    expect(body).toMatchObject({ code: 'CONSOLE15', state: 'active', uses: 0, categoryName: 'Smart Rings' });
    const duplicate = await adminPost(upstream, '/Admin/Coupons', catalog, { ...coupon, code: 'Console15' });
    expect(duplicate.status).toBe(409);
    expect((duplicate.body as ErrorAnswer).message).toBe('A coupon with this code exists.');
    const tooMuch = await adminPost(upstream, '/Admin/Coupons', catalog, { ...coupon, code: 'TOOMUCH', percent: 60 });
    expect(tooMuch.status).toBe(400);
    expect((tooMuch.body as ErrorAnswer).message).toBe('Coupons can take at most 50% off one product.');
    const both = await adminPost(upstream, '/Admin/Coupons', catalog, { ...coupon, code: 'BOTH10', productId: RING });
    expect((both.body as ErrorAnswer).code).toBe('COUPON_SCOPE_INVALID');
    expect((await auditOf('coupon', body.id))[0]).toMatchObject({
      action: 'coupon.create',
      before: null,
      after: { code: 'CONSOLE15', percent: 15, categoryId: 1 },
    });
  });

  it('lists coupons with their use and the orders that used them', async () => {
    const list = (await adminGet(upstream, '/Admin/Coupons?q=RING15&first=10', catalog)).body as {
      items: Array<{ code: string; uses: number; maxUses: number; state: string; recentOrders: unknown[] }>;
      total: number;
    };
    const ring15 = list.items.find((c) => c.code === 'RING15');
    expect(ring15).toMatchObject({ state: 'active' });
    expect(Array.isArray(ring15?.recentOrders)).toBe(true);
    // The seeded partner coupons were used by Priya's orders: each used one names them.
    const partner = (await adminGet(upstream, '/Admin/Coupons?source=partner&first=100', catalog)).body as {
      items: Array<{ code: string; uses: number; recentOrders: Array<{ orderId: string; customerEmail: string }> }>;
    };
    const usedOnce = partner.items.filter((c) => c.uses > 0);
    expect(usedOnce.length).toBeGreaterThan(0);
    for (const coupon of usedOnce) {
      expect(coupon.recentOrders.length).toBeGreaterThan(0);
      expect(coupon.recentOrders[0]?.customerEmail).toBe('priya@example.com');
    }
    expect(partner.items.filter((c) => c.uses === 0).every((c) => c.recentOrders.length === 0)).toBe(true);
    const ended = (await adminGet(upstream, '/Admin/Coupons?state=ended&source=shop', catalog)).body as {
      items: Array<{ code: string; state: string }>;
    };
    expect(ended.items.map((c) => c.code)).toEqual(expect.arrayContaining(['BUDS10', 'DIWALI25']));
    expect(ended.items.every((c) => c.state === 'ended')).toBe(true);
  });

  it('expires a coupon now (audited); a second expiry is refused', async () => {
    const created = (await adminPost(upstream, '/Admin/Coupons', catalog, { ...coupon, code: 'ENDME5', percent: 5 }))
      .body as { id: number };
    const expired = await adminPost(upstream, '/Admin/Coupons/Expire', catalog, { id: created.id });
    expect(expired.status, expired.text).toBe(200);
    expect((expired.body as { state: string }).state).toBe('ended');
    const again = await adminPost(upstream, '/Admin/Coupons/Expire', catalog, { id: created.id });
    expect(again.status).toBe(409);
    expect((again.body as ErrorAnswer).message).toBe('This coupon has already ended.');
    expect((await auditOf('coupon', created.id))[0]?.action).toBe('coupon.expire');
  });
});

describe('banners', () => {
  it('changes an offer banner text: the shop serves it at once; a script is refused', async () => {
    const current = (await adminGet(upstream, '/Admin/OfferBanner', catalog)).body as {
      items: Array<{ id: number; html: string }>;
    };
    const first = current.items[0]!;
    const changed = await adminPost(upstream, '/Admin/OfferBanner/Update', catalog, {
      id: first.id,
      html: '<strong>Weekend sale</strong> on every ring',
    });
    expect(changed.status, changed.text).toBe(200);
    const served = (await request(`${upstream.url}/api/CommonData/main_offer`)).body as string[];
    expect(served).toContain('<strong>Weekend sale</strong> on every ring');
    const unsafe = await adminPost(upstream, '/Admin/OfferBanner/Update', catalog, {
      id: first.id,
      html: '<img src=x onerror=alert(1)>',
    });
    expect(unsafe.status).toBe(400);
    expect((await auditOf('offer_banner', first.id))[0]).toMatchObject({
      before: { html: first.html },
      after: { html: '<strong>Weekend sale</strong> on every ring' },
    });
  });

  it('changes a category banner (picture among the shop’s images only)', async () => {
    const banners = (await adminGet(upstream, '/Admin/CategoryBanners', catalog)).body as {
      items: Array<{ id: number; categoryId: number; imageUrl: string; altText: string }>;
      imageChoices: string[];
    };
    const banner = banners.items[0]!;
    const picture = banners.imageChoices[0]!;
    expect(banners.imageChoices).not.toContain(banners.items[1]!.imageUrl);
    const changed = await adminPost(upstream, '/Admin/CategoryBanners/Update', catalog, {
      id: banner.id,
      altText: 'Rings for every day',
      imageUrl: picture,
    });
    expect(changed.status, changed.text).toBe(200);
    const shop = (await request(`${upstream.url}/api/Product/Product_Category_Banner?CAT_ID=${banner.categoryId}`))
      .body as Array<{ category_Banner: string; txt_Alt: string }>;
    expect(shop).toContainEqual({ category_Banner: picture, txt_Alt: 'Rings for every day' });
    const foreign = await adminPost(upstream, '/Admin/CategoryBanners/Update', catalog, {
      id: banner.id,
      imageUrl: 'https://evil.example.com/x.png',
    });
    expect(foreign.status).toBe(400);
    const taken = await adminPost(upstream, '/Admin/CategoryBanners/Update', catalog, {
      id: banner.id,
      imageUrl: banners.items[1]!.imageUrl,
    });
    expect((taken.body as ErrorAnswer).code).toBe('IMAGE_INVALID');
    expect((foreign.body as ErrorAnswer).message).toBe('Choose one of the shop’s banner images.');
    expect((await auditOf('category_banner', banner.id))[0]?.action).toBe('banner.category.update');
  });

  it('draws a banner’s own picture from its new text at a new address', async () => {
    const banners = (await adminGet(upstream, '/Admin/CategoryBanners', catalog)).body as {
      items: Array<{ id: number; categoryId: number; imageUrl: string; ownImageUrl: string }>;
    };
    const banner = banners.items[2]!;
    expect(banner.ownImageUrl).toBe(banner.imageUrl);
    const changed = await adminPost(upstream, '/Admin/CategoryBanners/Update', catalog, {
      id: banner.id,
      headline: 'Monsoon rings',
    });
    expect(changed.status, changed.text).toBe(200);
    const after = (changed.body as { items: Array<{ id: number; imageUrl: string; ownImageUrl: string }> }).items.find(
      (b) => b.id === banner.id,
    )!;
    expect(after.imageUrl).not.toBe(banner.imageUrl);
    expect(after.imageUrl).toMatch(new RegExp(`-${banner.id}-[0-9a-f]{8}\\.svg$`));
    expect(after.ownImageUrl).toBe(after.imageUrl);
    const picture = await request(`${upstream.url}${after.imageUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.text).toContain('Monsoon rings');
    const shop = (await request(`${upstream.url}/api/Product/Product_Category_Banner?CAT_ID=${banner.categoryId}`))
      .body as Array<{ category_Banner: string }>;
    expect(shop.map((b) => b.category_Banner)).toContain(after.imageUrl);
  });
});

describe('the OpenAPI document', () => {
  it('documents every catalog route with its parameters, body and refusals', async () => {
    const doc = (await request(`${upstream.url}/api/openapi.json`)).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            tags?: string[];
            parameters?: Array<{ name: string; in: string }>;
            requestBody?: { content: Record<string, unknown> };
            responses: Record<string, { content?: Record<string, unknown> }>;
          }
        >
      >;
    };
    for (const [method, route, params, jsonBody, statuses] of ADMIN_CATALOG_ROUTES) {
      const op = doc.paths[route]?.[method];
      expect(op, `${method} ${route}`).toBeDefined();
      expect(op!.tags).toEqual(['admin']);
      expect(
        (op!.parameters ?? [])
          .filter((p) => p.in !== 'header')
          .map((p) => p.name)
          .sort(),
        route,
      ).toEqual([...params].sort());
      expect(op!.responses['200']?.content?.['application/json'], route).toBeDefined();
      expect(Boolean(op!.requestBody?.content['application/json']), `${route} body`).toBe(jsonBody);
      for (const status of statuses) expect(op!.responses[status], `${route} ${status}`).toBeDefined();
    }
  });
});
