// Zod pieces of the console's catalog routes (/api/Admin/Products, LowStock, Coupons, banners): the
// shop's own extension in camelCase JSON; lists answer { items, total }.
import { z } from 'zod';
import { ADMIN_SEARCH_MAX, MAX_DESCRIPTION_LENGTH, MAX_OFFER_HTML_LENGTH } from '@shop/commerce/admin/catalog-limits';
import { ADMIN_COUPON_STATES, ADMIN_PRODUCT_SORTS } from '../../domain/admin-catalog-constants.ts';
import { pageQuery } from './admin.ts';

const id = z.number().int().min(1).max(2_147_483_647);
/** Amounts and counts are checked by the shared rules (their messages name the field). */
const amount = z.number().finite();
const search = z.string().trim().max(ADMIN_SEARCH_MAX).optional();

export const ProductListQuery = z.object({
  ...pageQuery,
  q: search,
  categoryId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  listed: z.enum(['listed', 'unlisted']).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('name_asc'),
});

const ProductFields = {
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  listPrice: z.number(),
  salePrice: z.number(),
  currency: z.string(),
  isListed: z.boolean(),
};

export const ProductListItem = z.object({
  ...ProductFields,
  /** Units in stock over every colour and size. */
  units: z.number().int(),
  /** True when some colour and size is at or below the low-stock threshold. */
  lowStock: z.boolean(),
});

export const ProductListAnswer = z.object({ items: z.array(ProductListItem), total: z.number().int() });

export const StockRow = z.object({ size: z.string(), units: z.number().int(), lowStock: z.boolean() });

export const AdminProductAnswer = z.object({
  ...ProductFields,
  descriptionHtml: z.string(),
  hasSizes: z.boolean(),
  lowStockUnits: z.number().int(),
  colors: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string(), stock: z.array(StockRow) })),
});

export const ProductIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a product id')
    .transform(Number),
});

export const ProductUpdateBody = z
  .object({
    id,
    listPrice: amount.optional(),
    salePrice: amount.optional(),
    descriptionHtml: z
      .string()
      .max(MAX_DESCRIPTION_LENGTH * 2)
      .optional(),
    isListed: z.boolean().optional(),
  })
  .strict();

export const StockBody = z
  .object({
    productId: id,
    colorId: id,
    size: z.string().max(20).default(''),
    units: amount,
  })
  .strict();

export const LowStockQuery = z.object({ ...pageQuery });

export const LowStockAnswer = z.object({
  threshold: z.number().int(),
  total: z.number().int(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      model: z.string(),
      isListed: z.boolean(),
      colorId: z.number().int(),
      colorName: z.string(),
      size: z.string(),
      units: z.number().int(),
    }),
  ),
});

export const CouponListQuery = z.object({
  ...pageQuery,
  q: search,
  source: z.enum(['shop', 'popup', 'partner']).optional(),
  state: z.enum(ADMIN_COUPON_STATES).optional(),
});

export const CouponOrder = z.object({
  orderId: z.string(),
  orderDate: z.string(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  amount: z.number(),
});

export const CouponBody = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  percent: z.number(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  /** A personal code's owner; null for anyone. */
  email: z.string().nullable(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  source: z.string(),
  state: z.enum(['upcoming', 'active', 'usedUp', 'ended']),
  createdAt: z.string(),
  /** The newest orders that used it (at most 5). */
  recentOrders: z.array(CouponOrder),
});

export const CouponListAnswer = z.object({ items: z.array(CouponBody), total: z.number().int() });

export const NewCouponBody = z
  .object({
    code: z.string().max(40),
    description: z.string().max(400),
    percent: amount,
    productId: id.nullable().default(null),
    categoryId: id.nullable().default(null),
    validFrom: z.iso.datetime({ offset: true, message: 'Enter a start date and time.' }),
    validTo: z.iso.datetime({ offset: true, message: 'Enter an end date and time.' }),
    maxUses: amount,
  })
  .strict();

export const CouponIdBody = z.object({ id }).strict();

export const OfferBannerBody = z.object({ id: z.number().int(), html: z.string(), position: z.number().int() });
export const OfferBannerAnswer = z.object({ items: z.array(OfferBannerBody) });
export const OfferBannerUpdateBody = z.object({ id, html: z.string().max(MAX_OFFER_HTML_LENGTH * 2) }).strict();

export const CategoryBannerBody = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  position: z.number().int(),
  imageUrl: z.string(),
  /** The banner's own picture, drawn from its headline and tagline (a choice when it shows another). */
  ownImageUrl: z.string(),
  altText: z.string(),
  headline: z.string(),
  tagline: z.string(),
});
export const CategoryBannerAnswer = z.object({
  items: z.array(CategoryBannerBody),
  /** The pictures a banner may show. */
  imageChoices: z.array(z.string()),
});
export const CategoryBannerUpdateBody = z
  .object({
    id,
    headline: z.string().max(1000).optional(),
    tagline: z.string().max(1000).optional(),
    altText: z.string().max(1000).optional(),
    imageUrl: z.string().max(500).optional(),
  })
  .strict();
