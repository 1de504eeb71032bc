// The console catalog's answers from upstream (/api/Admin/Products, LowStock, Coupons, OfferBanner,
// CategoryBanners), each parsed by the zod schema generated from upstream's OpenAPI document and
// shaped here as the schema's Admin catalog types (money as Money, the product's shop path, coupon
// states as the enum).
import { toMoney } from '@shop/commerce/money';
import { productPath } from '@shop/commerce/paths';
import type {
  AdminProductAnswer,
  CategoryBannerAnswer,
  CouponBody,
  CouponListAnswer,
  CouponOrder,
  LowStockAnswer,
  OfferBannerAnswer,
  ProductListAnswer,
} from '../../generated/upstream/types.gen.ts';
import {
  zGetApiAdminCategoryBannersResponse,
  zGetApiAdminCouponsResponse,
  zGetApiAdminLowStockResponse,
  zGetApiAdminOfferBannerResponse,
  zGetApiAdminProductsByIdResponse,
  zGetApiAdminProductsResponse,
  zPostApiAdminCategoryBannersUpdateResponse,
  zPostApiAdminCouponsExpireResponse,
  zPostApiAdminCouponsResponse,
  zPostApiAdminOfferBannerUpdateResponse,
  zPostApiAdminProductsStockResponse,
  zPostApiAdminProductsUpdateResponse,
} from '../../generated/upstream/zod.gen.ts';

/** The fields a product has in the list and in its own answer. */
type ProductFields = Pick<
  AdminProductAnswer,
  'id' | 'name' | 'model' | 'categoryId' | 'categoryName' | 'listPrice' | 'salePrice' | 'currency' | 'isListed'
>;

const shaped = <T extends ProductFields>(p: T) => {
  const { isListed, currency, listPrice, salePrice, ...rest } = p;
  return {
    ...rest,
    listed: isListed,
    listPrice: toMoney(listPrice, currency),
    salePrice: toMoney(salePrice, currency),
    path: productPath(p),
  };
};

const toProductPage = (a: ProductListAnswer) => ({ total: a.total, items: a.items.map((p) => shaped(p)) });
const toProduct = (p: AdminProductAnswer) => shaped(p);

const toLowStockPage = (a: LowStockAnswer) => ({
  threshold: a.threshold,
  total: a.total,
  items: a.items.map(({ isListed, ...item }) => ({ ...item, listed: isListed })),
});

const COUPON_STATES = { upcoming: 'UPCOMING', active: 'ACTIVE', usedUp: 'USED_UP', ended: 'ENDED' } as const;

const toCouponOrder = (o: CouponOrder) => ({
  orderNumber: o.orderId,
  placedAt: o.orderDate,
  customerName: o.customerName,
  customerEmail: o.customerEmail,
  amount: toMoney(o.amount, 'INR'),
});

const toCoupon = (c: CouponBody) => ({
  ...c,
  state: COUPON_STATES[c.state],
  recentOrders: c.recentOrders.map(toCouponOrder),
});

const toCouponPage = (a: CouponListAnswer) => ({ total: a.total, items: a.items.map(toCoupon) });

const toOfferBanner = (a: OfferBannerAnswer) => a.items;

const toCategoryBanners = (a: CategoryBannerAnswer) => ({ nodes: a.items, imageChoices: a.imageChoices });

export const productPageSchema = zGetApiAdminProductsResponse.transform(toProductPage);
export type AdminProductPage = ReturnType<typeof toProductPage>;

export const productSchema = zGetApiAdminProductsByIdResponse.transform(toProduct);
export const updatedProductSchema = zPostApiAdminProductsUpdateResponse.transform(toProduct);
export const stockedProductSchema = zPostApiAdminProductsStockResponse.transform(toProduct);
export type AdminProduct = ReturnType<typeof toProduct>;

export const lowStockSchema = zGetApiAdminLowStockResponse.transform(toLowStockPage);
export type AdminLowStockPage = ReturnType<typeof toLowStockPage>;

export const couponPageSchema = zGetApiAdminCouponsResponse.transform(toCouponPage);
export type AdminCouponPage = ReturnType<typeof toCouponPage>;

export const createdCouponSchema = zPostApiAdminCouponsResponse.transform(toCoupon);
export const expiredCouponSchema = zPostApiAdminCouponsExpireResponse.transform(toCoupon);
export type AdminCoupon = ReturnType<typeof toCoupon>;

export const offerBannerSchema = zGetApiAdminOfferBannerResponse.transform(toOfferBanner);
export const updatedOfferBannerSchema = zPostApiAdminOfferBannerUpdateResponse.transform(toOfferBanner);
export type AdminOfferBanner = ReturnType<typeof toOfferBanner>[number];

export const categoryBannersSchema = zGetApiAdminCategoryBannersResponse.transform(toCategoryBanners);
export const updatedCategoryBannersSchema = zPostApiAdminCategoryBannersUpdateResponse.transform(toCategoryBanners);
export type AdminCategoryBanners = ReturnType<typeof toCategoryBanners>;
