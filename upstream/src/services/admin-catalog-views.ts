// The console's catalog reads in the answers' shapes: a page of products, one product with its
// stock per colour and size, the low-stock list, coupons with their use and newest orders, the
// offer banner's texts, and the category banners with the pictures a banner may show. A product
// or coupon that does not exist is a 404 HttpError, as in services/admin-catalog.ts.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
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
import type { CouponListQuery, ProductListQuery } from '../routes/schemas/admin-catalog.ts';
import { drawnBannerUrl, isOwnDrawing } from './admin-catalog.ts';
import type { Clock } from './clock.ts';

type Db = Kysely<Database>;
/** How many of a coupon's newest orders the coupon list shows. */
const RECENT_COUPON_ORDERS = 5;

export function createAdminCatalogViews(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function couponAnswers(rows: Awaited<ReturnType<typeof adminCouponPage>>['rows'], now: Date) {
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

  return {
    /** Products, paged: searched by name or model, by category, listed or unlisted, sorted. */
    async productPage(query: z.output<typeof ProductListQuery>) {
      const { page, first, q, categoryId, listed, sort } = query;
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

    /** One product with its description and stock per colour and size. */
    async product(id: number) {
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
    },

    /** Colours and sizes at or below the low-stock threshold, fewest first, paged. */
    async lowStock(page: number, first: number) {
      const { rows, total } = await lowStockPage(db, LOW_STOCK_UNITS, page, first);
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

    /** Coupons, newest first, paged, with their use and newest orders. */
    async couponPage(query: z.output<typeof CouponListQuery>) {
      const { page, first, q, source, state } = query;
      const now = clock();
      const { rows, total } = await adminCouponPage(
        db,
        { search: q, source, state, now: now.toISOString() },
        page,
        first,
      );
      return { total, items: await couponAnswers(rows, now) };
    },

    async coupon(id: number) {
      const row = await adminCoupon(db, id);
      if (!row) throw new HttpError(404, 'No such coupon.', 'NOT_FOUND');
      const [answer] = await couponAnswers([row], clock());
      return answer!;
    },

    /** The texts (HTML) of the rotating offer banner, as stored. */
    async offerBanners() {
      return { items: await offerBanners(db) };
    },

    /** Every category banner, and the pictures a banner may show. */
    async categoryBanners() {
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
    },
  };
}
