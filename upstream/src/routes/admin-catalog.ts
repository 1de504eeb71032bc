// The console's catalog (/api/Admin/...): products (paged list, detail, prices, description,
// listing), stock per colour and size with the low-stock list, coupons (list with use, create,
// expire now), the offer banner and the category banners. Reads need catalog.read, changes
// catalog.write; every change is audited (services/admin-catalog.ts), and the answers are read by
// services/admin-catalog-views.ts. Registered inside the operator scope of routes/admin.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../http/operator-auth.ts';
import { createAdminCatalog } from '../services/admin-catalog.ts';
import { createAdminCatalogViews } from '../services/admin-catalog-views.ts';
import type { AppContext } from '../services/app-context.ts';
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

export const adminCatalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const catalog = createAdminCatalog({
    db: ctx.db,
    clock: ctx.clock,
    maxLineDiscountPercent: () => ctx.checkout.prepaidDiscount().max_line_discount_percent,
    backInStock: ctx.backInStock,
  });
  const views = createAdminCatalogViews({ db: ctx.db, clock: ctx.clock });

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
      return views.productPage(request.query);
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
      return views.product(request.params.id);
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
      return views.product(id);
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
      return views.product(request.body.productId);
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
      return views.lowStock(request.query.page, request.query.first);
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
      return views.couponPage(request.query);
    },
  );

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
      return views.coupon(id);
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
      return views.coupon(request.body.id);
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
      return views.offerBanners();
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
      return views.offerBanners();
    },
  );

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
      return views.categoryBanners();
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
      return views.categoryBanners();
    },
  );
};
