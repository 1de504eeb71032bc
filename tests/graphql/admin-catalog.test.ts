// The console's catalog through the gateway on a real upstream: a price change shows in the public
// product query at once; a support operator is FORBIDDEN; a shopper or a partner gets nothing; refusals are
// userErrors beside their field; a coupon made in the console prices at checkout; stock, low
// stock, banners (the shop serves a new offer text at once) and the audit log.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import { graphqlArguments } from '../support/gateway.ts';
import { adminError, asOperator, operatorData, operatorToken, ownerLogin } from './admin.ts';
import { WATCH, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import {
  AdminAuditLogDocument,
  AdminCatalogBannersDocument,
  AdminCatalogCouponsDocument,
  AdminCatalogCreateCouponDocument,
  AdminCatalogExpireCouponDocument,
  AdminCatalogLowStockDocument,
  AdminCatalogProductDocument,
  AdminCatalogProductsDocument,
  AdminCatalogSetStockDocument,
  AdminCatalogShopOffersDocument,
  AdminCatalogShopProductDocument,
  AdminCatalogUpdateOfferBannerDocument,
  AdminCatalogUpdateProductDocument,
  ApplyCouponDocument,
} from './generated/graphql.ts';
import { ROHAN, asPartner, partnerLogin } from './partner.ts';
import { newCustomer } from './shopper.ts';

const { gateway } = useShop();

const WATCH_ID = '201';

async function shopPrice(path: string) {
  const [categorySlug, nameSlug, modelSlug] = path.split('/').slice(2) as [string, string, string];
  const { body } = await gateway.graphql(AdminCatalogShopProductDocument, { categorySlug, nameSlug, modelSlug });
  expect(body.errors).toBeUndefined();
  return body.data!.product!;
}

describe('who may use the console catalog', () => {
  it('gives a guest and a shopper nothing, and a support operator FORBIDDEN for reads and changes', async () => {
    expect(adminError(await gateway.graphql(AdminCatalogProductsDocument, {})).code).toBe('UNAUTHENTICATED');
    const shopper = (await newCustomer(gateway)).token;
    const asShopper = await gateway.graphql(
      AdminCatalogProductsDocument,
      ...graphqlArguments({}, { headers: { authorization: `Bearer ${shopper}`, 'x-operator-token': shopper } }),
    );
    expect(adminError(asShopper).code).toBe('UNAUTHENTICATED');
    expect(asShopper.body.data ?? null).toBeNull();
    const partner = await partnerLogin(gateway, ROHAN.email);
    expect(adminError(await asPartner(gateway, partner.partnerToken, AdminCatalogCouponsDocument, {})).code).toBe(
      'UNAUTHENTICATED',
    );
    const partnerAsOperator = await asOperator(gateway, partner.partnerToken, AdminCatalogUpdateProductDocument, {
      input: { id: WATCH_ID, salePrice: 1 },
    });
    expect(adminError(partnerAsOperator).code).toBe('UNAUTHENTICATED');

    const support = (await operatorToken(gateway, 'support')).token;
    expect(adminError(await asOperator(gateway, support, AdminCatalogProductsDocument, {})).code).toBe('FORBIDDEN');
    const change = await asOperator(gateway, support, AdminCatalogUpdateProductDocument, {
      input: { id: WATCH_ID, salePrice: 1 },
    });
    expect(adminError(change).code).toBe('FORBIDDEN');
    const fulfilment = (await operatorToken(gateway, 'fulfilment')).token;
    const expire = await asOperator(gateway, fulfilment, AdminCatalogExpireCouponDocument, { id: '1' });
    expect(adminError(expire).code).toBe('FORBIDDEN');
  });

  it('bounds the page size (BAD_USER_INPUT past 100)', async () => {
    const catalog = (await operatorToken(gateway, 'catalog')).token;
    const result = await asOperator(gateway, catalog, AdminCatalogProductsDocument, { first: 101 });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('products', () => {
  it('changes a price: the public product query shows it on the next request; the audit has it', async () => {
    const catalog = (await operatorToken(gateway, 'catalog')).token;
    const list = await operatorData(gateway, catalog, AdminCatalogProductsDocument, {
      filter: { search: 'VW-500' },
    });
    const watch = list.admin.products.nodes.find((p) => p.id === WATCH_ID)!;
    expect(watch).toBeDefined();
    const before = await shopPrice(watch.path);

    const refused = await operatorData(gateway, catalog, AdminCatalogUpdateProductDocument, {
      input: { id: WATCH_ID, listPrice: 20000, salePrice: 21000 },
    });
    expect(refused.adminUpdateProduct).toEqual({
      product: null,
      userErrors: [
        {
          field: ['input', 'salePrice'],
          message: 'The sale price cannot be above the list price.',
          code: 'SALE_ABOVE_LIST',
        },
      ],
    });
    expect((await shopPrice(watch.path)).price.amount).toBe(before.price.amount);

    const changed = await operatorData(gateway, catalog, AdminCatalogUpdateProductDocument, {
      input: { id: WATCH_ID, listPrice: 31999, salePrice: 21499.5 },
    });
    expect(changed.adminUpdateProduct.userErrors).toEqual([]);
    expect(changed.adminUpdateProduct.product).toMatchObject({
      listPrice: { amount: 31999 },
      salePrice: { amount: 21499.5 },
    });
    const after = await shopPrice(watch.path);
    expect(after.price.amount).toBe(21499.5);
    expect(after.compareAtPrice?.amount).toBe(31999);

    const owner = await ownerLogin(gateway);
    const audit = await operatorData(gateway, owner, AdminAuditLogDocument, {
      filter: { entityType: 'product', entityId: WATCH_ID },
    });
    const entry = audit.admin.auditLog.nodes[0]!;
    expect(entry.action).toBe('product.update');
    expect(JSON.parse(entry.after!)).toEqual({ listPrice: 31999, salePrice: 21499.5 });
    expect(JSON.parse(entry.before!)).toEqual({
      listPrice: before.compareAtPrice?.amount ?? before.price.amount,
      salePrice: before.price.amount,
    });
  });

  it('sanitises a description on save and shows it in the shop', async () => {
    const catalog = (await operatorToken(gateway, 'catalog')).token;
    const saved = await operatorData(gateway, catalog, AdminCatalogUpdateProductDocument, {
      input: { id: '301', descriptionHtml: '<p>Deep bass.</p><img src="x" onerror="alert(1)">' },
    });
    expect(saved.adminUpdateProduct.product?.descriptionHtml).toBe('<p>Deep bass.</p><img src="x" />');
  });

  it('sets stock per colour and size and lists it as low', async () => {
    const catalog = (await operatorToken(gateway, 'catalog')).token;
    const product = (await operatorData(gateway, catalog, AdminCatalogProductDocument, { id: WATCH_ID })).admin
      .product!;
    const color = product.colors.find((c) => (c.stock[0]?.units ?? 0) > product.lowStockUnits)!;
    const lowBefore = await operatorData(gateway, catalog, AdminCatalogLowStockDocument, { first: 1 });
    const set = await operatorData(gateway, catalog, AdminCatalogSetStockDocument, {
      input: { productId: WATCH_ID, colorId: color.id, size: '', units: 3 },
    });
    expect(set.adminSetStock.userErrors).toEqual([]);
    expect(set.adminSetStock.product?.colors.find((c) => c.id === color.id)?.stock[0]?.units).toBe(3);
    const low = await operatorData(gateway, catalog, AdminCatalogLowStockDocument, { first: 1 });
    expect(low.admin.lowStock.threshold).toBe(product.lowStockUnits);
    expect(low.admin.lowStock.totalCount).toBe(lowBefore.admin.lowStock.totalCount + 1);
    const again = (await operatorData(gateway, catalog, AdminCatalogProductDocument, { id: WATCH_ID })).admin.product!;
    expect(again.colors.find((c) => c.id === color.id)?.stock[0]).toEqual({ size: '', units: 3, lowStock: true });
    const negative = await operatorData(gateway, catalog, AdminCatalogSetStockDocument, {
      input: { productId: WATCH_ID, colorId: color.id, units: -2 },
    });
    expect(negative.adminSetStock.userErrors).toEqual([
      { field: ['input', 'units'], message: 'Enter whole units from 0 to 1,00,000.', code: 'STOCK_INVALID' },
    ]);
  });
});

describe('coupons', () => {
  it('creates a coupon that prices at checkout, then expires it so checkout refuses it', async () => {
    const catalog = (await operatorToken(gateway, 'catalog')).token;
    const day = 86_400_000;
    const created = await operatorData(gateway, catalog, AdminCatalogCreateCouponDocument, {
      input: {
        code: 'gqlwatch12',
        description: '12% off the Vertex Watch 5',
        percent: 12,
        productId: WATCH_ID,
        validFrom: new Date(Date.now() - day).toISOString(),
        validTo: new Date(Date.now() + 30 * day).toISOString(),
        maxUses: 50,
      },
    });
    expect(created.adminCreateCoupon.userErrors).toEqual([]);
    expect(created.adminCreateCoupon.coupon).toMatchObject({ code: 'GQLWATCH12', state: 'ACTIVE', percent: 12 });

    const customer = await checkoutCustomer(gateway);
    await addToCart(gateway, customer.token, WATCH);
    const product = (await operatorData(gateway, catalog, AdminCatalogProductDocument, { id: WATCH_ID })).admin
      .product!;
    const applied = await data(
      gateway,
      ApplyCouponDocument,
      { input: { ...WATCH, code: 'GQLWATCH12', applied: [] } },
      customer.token,
    );
    expect(applied.applyCoupon.userErrors).toEqual([]);
    expect(applied.applyCoupon.coupon?.discount.amount).toBeCloseTo(product.salePrice.amount * 0.12, 2);

    const taken = await operatorData(gateway, catalog, AdminCatalogCreateCouponDocument, {
      input: {
        code: 'GQLWATCH12',
        description: 'again',
        percent: 5,
        validFrom: new Date().toISOString(),
        validTo: new Date(Date.now() + day).toISOString(),
        maxUses: 1,
      },
    });
    expect(taken.adminCreateCoupon.userErrors).toEqual([
      { field: ['input', 'code'], message: 'A coupon with this code exists.', code: 'COUPON_CODE_TAKEN' },
    ]);

    const id = created.adminCreateCoupon.coupon!.id;
    const expired = await operatorData(gateway, catalog, AdminCatalogExpireCouponDocument, { id });
    expect(expired.adminExpireCoupon).toEqual({ coupon: { id, state: 'ENDED' }, userErrors: [] });
    const refused = await data(
      gateway,
      ApplyCouponDocument,
      { input: { ...WATCH, code: 'GQLWATCH12', applied: [] } },
      customer.token,
    );
    expect(refused.applyCoupon.coupon).toBeNull();
    expect(refused.applyCoupon.userErrors[0]?.message).toBe('Invalid Coupon Code');

    const list = await operatorData(gateway, catalog, AdminCatalogCouponsDocument, {
      filter: { search: 'GQLWATCH', state: 'ENDED' },
    });
    expect(list.admin.coupons.nodes.map((c) => c.code)).toEqual(['GQLWATCH12']);
  });
});

describe('banners', () => {
  it('changes the offer banner text; the shop serves it sanitised on the next request', async () => {
    const catalog = (await operatorToken(gateway, 'catalog')).token;
    const banners = await operatorData(gateway, catalog, AdminCatalogBannersDocument);
    const first = banners.admin.offerBanner[0]!;
    expect(banners.admin.categoryBanners.nodes.length).toBeGreaterThan(0);
    const saved = await operatorData(gateway, catalog, AdminCatalogUpdateOfferBannerDocument, {
      input: { id: first.id, html: '<b onmouseover="x()">Free shipping</b> on every order' },
    });
    expect(saved.adminUpdateOfferBanner.userErrors).toEqual([]);
    expect(saved.adminUpdateOfferBanner.offerBanner.find((b) => b.id === first.id)?.html).toBe(
      '<b>Free shipping</b> on every order',
    );
    const { body } = await gateway.graphql(AdminCatalogShopOffersDocument);
    expect(body.data!.offerBanners).toContain('<b>Free shipping</b> on every order');
  });
});
