// The console's catalog changes: a product's prices, description and listing, a colour and size's
// stock, a new coupon, a coupon expired now, an offer banner's text and a category banner. Each
// change is checked by the shared rules, written with one audit entry (the changed fields before
// and after) in the same transaction, and read by the public catalog at once (nothing caches it).
// Refusals a person can fix are HttpErrors with the field and a code.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { BANNER_TEXT_LIMITS, MAX_DESCRIPTION_LENGTH, MAX_OFFER_HTML_LENGTH } from '@shop/commerce/admin/catalog-limits';
import {
  CATALOG_MESSAGES,
  checkNewCoupon,
  checkPrices,
  checkStockUnits,
  couponState,
  normaliseNewCouponCode,
  type CatalogProblem,
  type NewCoupon,
} from '@shop/commerce/admin/catalog-rules';
import { roundMoney } from '@shop/commerce/money';
import { roundPercent } from '@shop/commerce/percent';
import { bannerImageChoices } from '../db/queries/admin-catalog.ts';
import type { Database } from '../db/schema.ts';
import { unsafeHtmlReason } from '../domain/safe-html.ts';
import { HttpError } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import type { BackInStock } from './back-in-stock.ts';
import type { Clock } from './clock.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export interface ProductChange {
  listPrice?: number | undefined;
  salePrice?: number | undefined;
  descriptionHtml?: string | undefined;
  isListed?: boolean | undefined;
}

export interface StockChange {
  productId: number;
  colorId: number;
  /** '' when sizes do not apply. */
  size: string;
  units: number;
}

export interface CategoryBannerChange {
  headline?: string | undefined;
  tagline?: string | undefined;
  altText?: string | undefined;
  imageUrl?: string | undefined;
}

/**
 * A category banner's own picture is drawn from its headline and tagline (routes/catalog-images.ts
 * finds the banner by its address). Its address names the text's hash, so a new text is a new
 * address that no browser or service worker has cached: /images/banners/{slug}-{banner id}-{hash}.svg.
 */
export function drawnBannerUrl(slug: string, bannerId: number, headline: string, tagline: string): string {
  const hash = createHash('sha256').update(`${headline}\n${tagline}`).digest('hex').slice(0, 8);
  return `/images/banners/${slug}-${bannerId}-${hash}.svg`;
}

const PRODUCT_BANNER = /^\/images\/banners\/product-\d{1,9}\.svg$/;

/**
 * Whether `url` is the banner's own drawing: its current picture when that is not a product banner
 * (the seeded /images/banners/{slug}-{n}.svg or an earlier drawing), or an address drawnBannerUrl
 * gives this banner.
 */
export function isOwnDrawing(slug: string, bannerId: number, url: string, current: string): boolean {
  if (url === current) return !PRODUCT_BANNER.test(url);
  return new RegExp(`^/images/banners/${slug}-${bannerId}-[0-9a-f]{8}\\.svg$`).test(url);
}

function refuse(problem: CatalogProblem, status = 400): never {
  throw new HttpError(status, problem.message, problem.code, problem.field);
}

function checkHtml(field: string, html: string, max: number): void {
  if (html.length > max)
    refuse({
      field,
      message: `Keep the HTML within ${max.toLocaleString('en-IN')} characters.`,
      code: 'HTML_TOO_LONG',
    });
  const reason = unsafeHtmlReason(html);
  if (reason) refuse({ field, message: CATALOG_MESSAGES.unsafeHtml(reason), code: 'UNSAFE_HTML' });
}

function checkText(field: keyof typeof BANNER_TEXT_LIMITS, label: string, text: string): string {
  const value = text.trim();
  const max = BANNER_TEXT_LIMITS[field];
  if (value.length < 1 || value.length > max)
    refuse({ field, message: `Enter ${label} of 1 to ${max} characters.`, code: 'TEXT_LENGTH' });
  return value;
}

/** Only the keys whose values differ, as { before, after } objects. */
function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || before[key] === value) continue;
    was[key] = before[key];
    now[key] = value;
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}

export function createAdminCatalog(deps: {
  db: Db;
  clock: Clock;
  maxLineDiscountPercent: () => number;
  /** Claims and mails the back-in-stock alerts of a restock (services/back-in-stock.ts). */
  backInStock?: Pick<BackInStock, 'claim' | 'mail'>;
}) {
  const { db, clock } = deps;

  return {
    async updateProduct(operatorId: number, productId: number, change: ProductChange): Promise<void> {
      if (change.descriptionHtml !== undefined)
        checkHtml('descriptionHtml', change.descriptionHtml, MAX_DESCRIPTION_LENGTH);
      await db.transaction().execute(async (trx: Trx) => {
        const row = await trx
          .selectFrom('products')
          .select(['list_price', 'sale_price', 'description_html', 'is_listed'])
          .where('id', '=', productId)
          .executeTakeFirst();
        if (!row) throw new HttpError(404, CATALOG_MESSAGES.productNotFound, 'NOT_FOUND');
        const current = {
          listPrice: Number(row.list_price),
          salePrice: Number(row.sale_price),
          descriptionHtml: row.description_html,
          isListed: row.is_listed === 1,
        };
        const next = {
          listPrice: change.listPrice ?? current.listPrice,
          salePrice: change.salePrice ?? current.salePrice,
        };
        if (change.listPrice !== undefined || change.salePrice !== undefined) {
          const problem = checkPrices(next);
          if (problem) refuse(problem);
        }
        const { before, after, changed } = diff(current, {
          ...(change.listPrice !== undefined ? { listPrice: roundMoney(change.listPrice) } : {}),
          ...(change.salePrice !== undefined ? { salePrice: roundMoney(change.salePrice) } : {}),
          ...(change.descriptionHtml !== undefined ? { descriptionHtml: change.descriptionHtml } : {}),
          ...(change.isListed !== undefined ? { isListed: change.isListed } : {}),
        });
        if (!changed) return;
        await trx
          .updateTable('products')
          .set({
            ...('listPrice' in after ? { list_price: after.listPrice as number } : {}),
            ...('salePrice' in after ? { sale_price: after.salePrice as number } : {}),
            ...('descriptionHtml' in after ? { description_html: after.descriptionHtml as string } : {}),
            ...('isListed' in after ? { is_listed: after.isListed ? 1 : 0 } : {}),
          })
          .where('id', '=', productId)
          .execute();
        const action =
          'isListed' in after && Object.keys(after).length === 1
            ? after.isListed
              ? 'product.publish'
              : 'product.unpublish'
            : 'product.update';
        await recordAudit(
          trx,
          { operatorId, action, entityType: 'product', entityId: productId, before, after },
          clock(),
        );
      });
    },

    async setStock(operatorId: number, change: StockChange): Promise<void> {
      const problem = checkStockUnits(change.units);
      if (problem) refuse(problem);
      const claimed = await db.transaction().execute(async (trx: Trx) => {
        const row = await trx
          .selectFrom('product_stock as s')
          .innerJoin('product_colors as pc', 'pc.id', 's.product_color_id')
          .select(['s.id', 's.stock', 'pc.color_name'])
          .where('pc.product_id', '=', change.productId)
          .where('pc.id', '=', change.colorId)
          .where('s.size', '=', change.size)
          .executeTakeFirst();
        if (!row) throw new HttpError(404, CATALOG_MESSAGES.stockNotFound, 'NOT_FOUND', 'colorId');
        if (row.stock === change.units) return null;
        await trx.updateTable('product_stock').set({ stock: change.units }).where('id', '=', row.id).execute();
        const where = { colorId: change.colorId, color: row.color_name, size: change.size };
        await recordAudit(
          trx,
          {
            operatorId,
            action: 'product.stock',
            entityType: 'product',
            entityId: change.productId,
            before: { ...where, units: row.stock },
            after: { ...where, units: change.units },
          },
          clock(),
        );
        const restock = { ...change, color: row.color_name, before: row.stock, after: change.units };
        return (await deps.backInStock?.claim(trx, restock)) ?? null;
      });
      if (claimed) await deps.backInStock?.mail(claimed);
    },

    async createCoupon(operatorId: number, coupon: NewCoupon): Promise<number> {
      const now = clock();
      const problem = checkNewCoupon(coupon, deps.maxLineDiscountPercent(), now);
      if (problem) refuse(problem);
      const code = normaliseNewCouponCode(coupon.code);
      return db.transaction().execute(async (trx: Trx) => {
        const taken = await trx
          .selectFrom('coupons')
          .select('id')
          .where((eb) => eb(eb.fn('upper', ['code']), '=', code))
          .executeTakeFirst();
        if (taken) refuse({ field: 'code', message: CATALOG_MESSAGES.couponCodeTaken, code: 'COUPON_CODE_TAKEN' }, 409);
        if (coupon.productId !== null) {
          const product = await trx
            .selectFrom('products')
            .select('id')
            .where('id', '=', coupon.productId)
            .executeTakeFirst();
          if (!product)
            refuse({ field: 'productId', message: CATALOG_MESSAGES.productNotFound, code: 'NOT_FOUND' }, 404);
        }
        if (coupon.categoryId !== null) {
          const category = await trx
            .selectFrom('categories')
            .select('id')
            .where('id', '=', coupon.categoryId)
            .executeTakeFirst();
          if (!category)
            refuse({ field: 'categoryId', message: CATALOG_MESSAGES.categoryNotFound, code: 'NOT_FOUND' }, 404);
        }
        const values = {
          code,
          description: coupon.description.trim(),
          percent: roundPercent(coupon.percent),
          product_id: coupon.productId,
          category_id: coupon.categoryId,
          valid_from: new Date(coupon.validFrom).toISOString(),
          valid_to: new Date(coupon.validTo).toISOString(),
          email: null,
          max_uses: coupon.maxUses,
          uses: 0,
          source: 'shop',
          created_at: now.toISOString(),
        };
        const inserted = await trx.insertInto('coupons').values(values).returning('id').executeTakeFirstOrThrow();
        await recordAudit(
          trx,
          {
            operatorId,
            action: 'coupon.create',
            entityType: 'coupon',
            entityId: inserted.id,
            before: null,
            after: {
              code,
              description: values.description,
              percent: values.percent,
              productId: values.product_id,
              categoryId: values.category_id,
              validFrom: values.valid_from,
              validTo: values.valid_to,
              maxUses: values.max_uses,
            },
          },
          now,
        );
        return inserted.id;
      });
    },

    /** Ends a coupon now: from the next second no checkout accepts it. */
    async expireCoupon(operatorId: number, couponId: number): Promise<void> {
      const now = clock();
      await db.transaction().execute(async (trx: Trx) => {
        const row = await trx
          .selectFrom('coupons')
          .select(['valid_from', 'valid_to', 'uses', 'max_uses'])
          .where('id', '=', couponId)
          .executeTakeFirst();
        if (!row) throw new HttpError(404, CATALOG_MESSAGES.couponNotFound, 'NOT_FOUND');
        const state = couponState(
          { validFrom: row.valid_from, validTo: row.valid_to, uses: row.uses, maxUses: row.max_uses },
          now,
        );
        if (state === 'ended') throw new HttpError(409, CATALOG_MESSAGES.couponAlreadyEnded, 'COUPON_ENDED');
        const end = new Date(now.getTime() - 1000).toISOString();
        const from = row.valid_from > end ? end : row.valid_from;
        await trx.updateTable('coupons').set({ valid_to: end, valid_from: from }).where('id', '=', couponId).execute();
        await recordAudit(
          trx,
          {
            operatorId,
            action: 'coupon.expire',
            entityType: 'coupon',
            entityId: couponId,
            before: { validFrom: row.valid_from, validTo: row.valid_to },
            after: { validFrom: from, validTo: end },
          },
          now,
        );
      });
    },

    async updateOfferBanner(operatorId: number, id: number, html: string): Promise<void> {
      checkHtml('html', html, MAX_OFFER_HTML_LENGTH);
      if (html.trim() === '') refuse({ field: 'html', message: 'Enter the banner text.', code: 'TEXT_LENGTH' });
      await db.transaction().execute(async (trx: Trx) => {
        const row = await trx.selectFrom('main_offers').select('html').where('id', '=', id).executeTakeFirst();
        if (!row) throw new HttpError(404, CATALOG_MESSAGES.bannerNotFound, 'NOT_FOUND');
        if (row.html === html) return;
        await trx.updateTable('main_offers').set({ html }).where('id', '=', id).execute();
        await recordAudit(
          trx,
          {
            operatorId,
            action: 'banner.offer.update',
            entityType: 'offer_banner',
            entityId: id,
            before: { html: row.html },
            after: { html },
          },
          clock(),
        );
      });
    },

    async updateCategoryBanner(operatorId: number, id: number, change: CategoryBannerChange): Promise<void> {
      const next = {
        ...(change.headline !== undefined ? { headline: checkText('headline', 'a headline', change.headline) } : {}),
        ...(change.tagline !== undefined ? { tagline: checkText('tagline', 'a tagline', change.tagline) } : {}),
        ...(change.altText !== undefined ? { altText: checkText('altText', 'a description', change.altText) } : {}),
      };
      await db.transaction().execute(async (trx: Trx) => {
        const row = await trx
          .selectFrom('category_banners as b')
          .innerJoin('categories as c', 'c.id', 'b.category_id')
          .select(['b.headline', 'b.tagline', 'b.alt_text', 'b.image_url', 'c.slug'])
          .where('b.id', '=', id)
          .executeTakeFirst();
        if (!row) throw new HttpError(404, CATALOG_MESSAGES.bannerNotFound, 'NOT_FOUND');
        const headline = next.headline ?? row.headline;
        const tagline = next.tagline ?? row.tagline;
        const wanted = change.imageUrl ?? row.image_url;
        let imageUrl = row.image_url;
        if (isOwnDrawing(row.slug, id, wanted, row.image_url)) {
          // Its own picture is drawn from its text: new text, new address (no cache keeps the old one).
          const textChanged = headline !== row.headline || tagline !== row.tagline;
          if (textChanged || wanted !== row.image_url) imageUrl = drawnBannerUrl(row.slug, id, headline, tagline);
        } else if (wanted !== row.image_url) {
          if (!(await bannerImageChoices(trx)).includes(wanted))
            refuse({ field: 'imageUrl', message: CATALOG_MESSAGES.bannerImage, code: 'IMAGE_INVALID' });
          imageUrl = wanted;
        }
        const current = {
          headline: row.headline,
          tagline: row.tagline,
          altText: row.alt_text,
          imageUrl: row.image_url,
        };
        const { before, after, changed } = diff(current, { ...next, imageUrl });
        if (!changed) return;
        await trx
          .updateTable('category_banners')
          .set({
            ...(next.headline !== undefined ? { headline: next.headline } : {}),
            ...(next.tagline !== undefined ? { tagline: next.tagline } : {}),
            ...(next.altText !== undefined ? { alt_text: next.altText } : {}),
            image_url: imageUrl,
          })
          .where('id', '=', id)
          .execute();
        await recordAudit(
          trx,
          { operatorId, action: 'banner.category.update', entityType: 'category_banner', entityId: id, before, after },
          clock(),
        );
      });
    },
  };
}
