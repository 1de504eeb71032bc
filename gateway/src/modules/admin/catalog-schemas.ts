// Upstream's console catalog answers (/api/Admin/Products, LowStock, Coupons, OfferBanner,
// CategoryBanners), parsed once and shaped as the schema's Admin catalog types (money as Money,
// the product's shop path, coupon states as the enum).
import { z } from 'zod';
import { toMoney } from '@shop/commerce/money';
import { productPath } from '@shop/commerce/paths';

const money = (amount: number, currency: string) => toMoney(amount, currency);

const productFields = {
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

const shaped = <T extends z.infer<z.ZodObject<typeof productFields>>>(p: T) => {
  const { isListed, currency, listPrice, salePrice, ...rest } = p;
  return {
    ...rest,
    listed: isListed,
    listPrice: money(listPrice, currency),
    salePrice: money(salePrice, currency),
    path: productPath(p),
  };
};

export const productPageSchema = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({ ...productFields, units: z.number().int(), lowStock: z.boolean() }).transform((p) => shaped(p)),
  ),
});
export type AdminProductPage = z.output<typeof productPageSchema>;

export const productSchema = z
  .object({
    ...productFields,
    descriptionHtml: z.string(),
    hasSizes: z.boolean(),
    lowStockUnits: z.number().int(),
    colors: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        code: z.string(),
        stock: z.array(z.object({ size: z.string(), units: z.number().int(), lowStock: z.boolean() })),
      }),
    ),
  })
  .transform((p) => shaped(p));
export type AdminProduct = z.output<typeof productSchema>;

export const lowStockSchema = z.object({
  threshold: z.number().int(),
  total: z.number().int(),
  items: z.array(
    z
      .object({
        productId: z.number().int(),
        name: z.string(),
        model: z.string(),
        isListed: z.boolean(),
        colorId: z.number().int(),
        colorName: z.string(),
        size: z.string(),
        units: z.number().int(),
      })
      .transform(({ isListed, ...item }) => ({ ...item, listed: isListed })),
  ),
});
export type AdminLowStockPage = z.output<typeof lowStockSchema>;

const COUPON_STATES = { upcoming: 'UPCOMING', active: 'ACTIVE', usedUp: 'USED_UP', ended: 'ENDED' } as const;

export const couponSchema = z
  .object({
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
    email: z.string().nullable(),
    maxUses: z.number().int(),
    uses: z.number().int(),
    source: z.string(),
    state: z.enum(['upcoming', 'active', 'usedUp', 'ended']),
    createdAt: z.string(),
    recentOrders: z.array(
      z
        .object({
          orderId: z.string(),
          orderDate: z.string(),
          customerName: z.string(),
          customerEmail: z.string().nullable(),
          amount: z.number(),
        })
        .transform((o) => ({
          orderNumber: o.orderId,
          placedAt: o.orderDate,
          customerName: o.customerName,
          customerEmail: o.customerEmail,
          amount: money(o.amount, 'INR'),
        })),
    ),
  })
  .transform((c) => ({ ...c, state: COUPON_STATES[c.state] }));
export type AdminCoupon = z.output<typeof couponSchema>;

export const couponPageSchema = z.object({ total: z.number().int(), items: z.array(couponSchema) });
export type AdminCouponPage = z.output<typeof couponPageSchema>;

export const offerBannerSchema = z
  .object({ items: z.array(z.object({ id: z.number().int(), html: z.string(), position: z.number().int() })) })
  .transform((a) => a.items);
export type AdminOfferBanner = z.output<typeof offerBannerSchema>[number];

export const categoryBannersSchema = z
  .object({
    imageChoices: z.array(z.string()),
    items: z.array(
      z.object({
        id: z.number().int(),
        categoryId: z.number().int(),
        categoryName: z.string(),
        position: z.number().int(),
        imageUrl: z.string(),
        ownImageUrl: z.string(),
        altText: z.string(),
        headline: z.string(),
        tagline: z.string(),
      }),
    ),
  })
  .transform((a) => ({ nodes: a.items, imageChoices: a.imageChoices }));
export type AdminCategoryBanners = z.output<typeof categoryBannersSchema>;
