// The console's catalog (/api/Admin/...): products (paged list, detail, prices, description,
// listing), stock per colour and size with the low-stock list, coupons (list with use, create,
// expire now), the offer banner and the category banners. Reads need catalog.read, changes
// catalog.write; every change is audited (services/admin-catalog.ts). Registered inside the
// operator scope of routes/admin.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOW_STOCK_UNITS } from '@shop/commerce/admin/catalog-limits';
import { couponState, isLowStock } from '@shop/commerce/admin/catalog-rules';
import {
  adminCategoryBanners,
  adminCoupon,
  adminCouponPage,
  adminProduct,
  adminProductPage,
  adminStockOf,
  bannerImageChoices,
  lowStockPage,
  offerBanners,
  ordersUsingCoupons,
} from '../db/queries/admin-catalog.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { requirePermission } from '../http/operator-auth.ts';
import { createAdminCatalog, drawnBannerUrl, isOwnDrawing } from '../services/admin-catalog.ts';
import type { AppContext } from '../services/app-context.ts';
import type { Kysely } from 'kysely';
import { ErrorBody } from './schemas/common.ts';
import {
  AdminProductAnswer,
  CategoryBannerAnswer,
  CategoryBannerUpdateBody,
  CouponBody,
  CouponIdBody,
  CouponListAnswer,
  CouponListQuery,
  LowStockAnswer,
  LowStockQuery,
  NewCouponBody,
  OfferBannerAnswer,
  OfferBannerUpdateBody,
  ProductIdParams,
  ProductListAnswer,
  ProductListQuery,
  ProductUpdateBody,
  StockBody,
} from './schemas/admin-catalog.ts';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
const RECENT_COUPON_ORDERS = 5;

async function productAnswer(db: Kysely<Database>, id: number) {
  const [row, stock] = await Promise.all([adminProduct(db, id), adminStockOf(db, id)]);
  if (!row) throw new HttpError(404, 'No such product.', 'NOT_FOUND');
  const colors = new Map<
    number,
    { id: number; name: string; code: string; stock: Array<{ size: string; units: number; lowStock: boolean }> }
  >();
  for (const s of stock) {
    const color = colors.get(s.color_id) ?? { id: s.color_id, name: s.color_name, code: s.color_code, stock: [] };
    colors.set(s.color_id, color);
    if (s.size !== null && s.stock !== null)
      color.stock.push({ size: s.size, units: s.stock, lowStock: isLowStock(s.stock) });
  }
  return {
    id: row.id,
    name: row.name,
    model: row.model,
    categoryId: row.category_id,
    categoryName: row.category_name,
    listPrice: Number(row.list_price),
    salePrice: Number(row.sale_price),
    currency: row.currency,
    isListed: row.is_listed === 1,
    descriptionHtml: row.description_html,
    hasSizes: row.has_sizes === 1,
    lowStockUnits: LOW_STOCK_UNITS,
    colors: [...colors.values()],
  };
}

async function couponAnswers(
  db: Kysely<Database>,
  rows: Awaited<ReturnType<typeof adminCouponPage>>['rows'],
  now: Date,
) {
  // Only codes with uses count: most codes (personal welcome codes) were never used, and each code
  // looked up costs a pass over the orders that carry coupons.
  const used = rows.filter((r) => r.uses > 0).map((r) => r.code.toUpperCase());
  const orders = await ordersUsingCoupons(db, used, RECENT_COUPON_ORDERS);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    description: r.description,
    percent: Number(r.percent),
    productId: r.product_id,
    productName: r.product_name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    email: r.email,
    maxUses: r.max_uses,
    uses: r.uses,
    source: r.source,
    state: couponState({ validFrom: r.valid_from, validTo: r.valid_to, uses: r.uses, maxUses: r.max_uses }, now),
    createdAt: r.created_at,
    recentOrders: orders
      .filter((o) => o.code === r.code.toUpperCase())
      .map((o) => ({
        orderId: o.order_id_new,
        orderDate: o.order_date,
        customerName: `${o.billing_customer_name} ${o.billing_last_name}`.trim(),
        customerEmail: o.billing_email,
        amount: Number(o.amount),
      })),
  }));
}

export const adminCatalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const catalog = createAdminCatalog({
    db,
    clock: ctx.clock,
    maxLineDiscountPercent: () => ctx.checkout.prepaidDiscount().max_line_discount_percent,
    backInStock: ctx.backInStock,
  });

  app.get(
    '/Admin/Products',
    {
      schema: {
        tags,
        summary: 'Products, paged: search by name or model, category, listed or unlisted, sort (catalog.read)',
        querystring: ProductListQuery,
        response: { 200: ProductListAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'catalog.read');
      const { page, first, q, categoryId, listed, sort } = request.query;
      const filter = { search: q, categoryId, listed: listed === undefined ? undefined : listed === 'listed' };
      const { rows, total } = await adminProductPage(db, filter, sort, page, first);
      return {
        total,
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          model: r.model,
          categoryId: r.category_id,
          categoryName: r.category_name,
          listPrice: Number(r.list_price),
          salePrice: Number(r.sale_price),
          currency: r.currency,
          isListed: r.is_listed === 1,
          units: Number(r.units ?? 0),
          lowStock: isLowStock(Number(r.fewest ?? 0)),
        })),
      };
    },
  );

  app.get(
    '/Admin/Products/:id',
    {
      schema: {
        tags,
        summary: 'One product with its description and stock per colour and size (catalog.read)',
        params: ProductIdParams,
        response: { 200: AdminProductAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'catalog.read');
      return productAnswer(db, request.params.id);
    },
  );

  app.post(
    '/Admin/Products/Update',
    {
      schema: {
        tags,
        summary:
          'Changes list price, sale price (≤ list, > 0, to the paisa), description HTML (unsafe HTML refused) or listing (catalog.write; audited)',
        body: ProductUpdateBody,
        response: { 200: AdminProductAnswer, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'catalog.write');
      const { id, ...change } = request.body;
      await catalog.updateProduct(session.operatorId, id, change);
      return productAnswer(db, id);
    },
  );

  app.post(
    '/Admin/Products/Stock',
    {
      schema: {
        tags,
        summary: 'Sets the units of one colour and size (whole units, 0 to the maximum; catalog.write; audited)',
        body: StockBody,
        response: { 200: AdminProductAnswer, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'catalog.write');
      await catalog.setStock(session.operatorId, request.body);
      return productAnswer(db, request.body.productId);
    },
  );

  app.get(
    '/Admin/LowStock',
    {
      schema: {
        tags,
        summary: 'Colours and sizes at or below the low-stock threshold, fewest first (catalog.read)',
        querystring: LowStockQuery,
        response: { 200: LowStockAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'catalog.read');
      const { rows, total } = await lowStockPage(db, LOW_STOCK_UNITS, request.query.page, request.query.first);
      return {
        threshold: LOW_STOCK_UNITS,
        total,
        items: rows.map((r) => ({
          productId: r.product_id,
          name: r.name,
          model: r.model,
          isListed: r.is_listed === 1,
          colorId: r.color_id,
          colorName: r.color_name,
          size: r.size,
          units: r.stock,
        })),
      };
    },
  );

  app.get(
    '/Admin/Coupons',
    {
      schema: {
        tags,
        summary: 'Coupons, newest first, paged, with their use and newest orders (catalog.read)',
        querystring: CouponListQuery,
        response: { 200: CouponListAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'catalog.read');
      const { page, first, q, source, state } = request.query;
      const now = ctx.clock();
      const { rows, total } = await adminCouponPage(
        db,
        { search: q, source, state, now: now.toISOString() },
        page,
        first,
      );
      return { total, items: await couponAnswers(db, rows, now) };
    },
  );

  const couponAnswer = async (id: number) => {
    const row = await adminCoupon(db, id);
    if (!row) throw new HttpError(404, 'No such coupon.', 'NOT_FOUND');
    const [answer] = await couponAnswers(db, [row], ctx.clock());
    return answer!;
  };

  app.post(
    '/Admin/Coupons',
    {
      schema: {
        tags,
        summary:
          "Creates a shop coupon: code, percent within the shop's cap, product or category, period, uses (catalog.write; audited)",
        body: NewCouponBody,
        response: { 200: CouponBody, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'catalog.write');
      const id = await catalog.createCoupon(session.operatorId, request.body);
      return couponAnswer(id);
    },
  );

  app.post(
    '/Admin/Coupons/Expire',
    {
      schema: {
        tags,
        summary: 'Ends a coupon now (catalog.write; audited); 409 when it has already ended',
        body: CouponIdBody,
        response: { 200: CouponBody, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'catalog.write');
      await catalog.expireCoupon(session.operatorId, request.body.id);
      return couponAnswer(request.body.id);
    },
  );

  app.get(
    '/Admin/OfferBanner',
    {
      schema: {
        tags,
        summary: 'The texts (HTML) of the rotating offer banner, as stored (catalog.read)',
        response: { 200: OfferBannerAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'catalog.read');
      return { items: await offerBanners(db) };
    },
  );

  app.post(
    '/Admin/OfferBanner/Update',
    {
      schema: {
        tags,
        summary: 'Changes one offer banner text (unsafe HTML refused; catalog.write; audited)',
        body: OfferBannerUpdateBody,
        response: { 200: OfferBannerAnswer, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'catalog.write');
      await catalog.updateOfferBanner(session.operatorId, request.body.id, request.body.html);
      return { items: await offerBanners(db) };
    },
  );

  const categoryBanners = async () => {
    const [rows, imageChoices] = await Promise.all([adminCategoryBanners(db), bannerImageChoices(db)]);
    return {
      imageChoices,
      items: rows.map((r) => ({
        id: r.id,
        categoryId: r.category_id,
        categoryName: r.category_name,
        position: r.position,
        imageUrl: r.image_url,
        ownImageUrl: isOwnDrawing(r.category_slug, r.id, r.image_url, r.image_url)
          ? r.image_url
          : drawnBannerUrl(r.category_slug, r.id, r.headline, r.tagline),
        altText: r.alt_text,
        headline: r.headline,
        tagline: r.tagline,
      })),
    };
  };

  app.get(
    '/Admin/CategoryBanners',
    {
      schema: {
        tags,
        summary: 'Every category banner, and the pictures a banner may show (catalog.read)',
        response: { 200: CategoryBannerAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'catalog.read');
      return categoryBanners();
    },
  );

  app.post(
    '/Admin/CategoryBanners/Update',
    {
      schema: {
        tags,
        summary: "Changes a category banner's headline, tagline, alt text or picture (catalog.write; audited)",
        body: CategoryBannerUpdateBody,
        response: { 200: CategoryBannerAnswer, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'catalog.write');
      const { id, ...change } = request.body;
      await catalog.updateCategoryBanner(session.operatorId, id, change);
      return categoryBanners();
    },
  );
};
