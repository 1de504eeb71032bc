// The console's catalog client: one method per REST endpoint of upstream's catalog family
// (/api/Admin/Products, LowStock, Coupons, OfferBanner, CategoryBanners), with the operator's token
// (admin-calls.ts: 401 UNAUTHENTICATED, 403 FORBIDDEN). Reads go through DataLoaders made per
// request (the admin manifest), so a field asked twice is one call. Every method is async, so a refused
// permission (thrown before any call) rejects its promise and fails only its own field. A change answers the changed thing or
// the refusal (400, 404, 409) as a userError.
import type DataLoader from 'dataloader';
import type { ZodType } from 'zod';
import type {
  PostApiAdminCategoryBannersUpdateData,
  PostApiAdminCouponsData,
  PostApiAdminCouponsExpireData,
  PostApiAdminOfferBannerUpdateData,
  PostApiAdminProductsStockData,
  PostApiAdminProductsUpdateData,
} from '../../generated/upstream/types.gen.ts';
import { keyedLoader, singleLoader, type All } from '../../rest/create-loader.ts';
import type { QueryParams } from '../../rest/client.ts';
import type { StatusAnswer } from '../../rest/status-table.ts';
import type { AdminCall, AdminCalls } from './admin-calls.ts';
import {
  categoryBannersSchema,
  couponPageSchema,
  createdCouponSchema,
  expiredCouponSchema,
  lowStockSchema,
  offerBannerSchema,
  productPageSchema,
  productSchema,
  stockedProductSchema,
  updatedCategoryBannersSchema,
  updatedOfferBannerSchema,
  updatedProductSchema,
  type AdminCategoryBanners,
  type AdminCoupon,
  type AdminCouponPage,
  type AdminLowStockPage,
  type AdminOfferBanner,
  type AdminProduct,
  type AdminProductPage,
} from './catalog-mapping.ts';
import {
  catalogUserError,
  type CouponQuery,
  type LowStockQuery,
  type ProductQuery,
  type UserError,
} from './catalog-rules.ts';

export type Change<T> = { ok: true; value: T } | { ok: false; error: UserError };

export class CatalogAdminClient {
  constructor(private readonly calls: AdminCalls) {}

  private async read<T>(path: string, schema: ZodType<T>, query?: QueryParams): Promise<T> {
    return this.calls.send<T>(
      { method: 'GET', path, ...(query ? { query } : {}) },
      { ok: (a) => a.parse(schema) },
      'catalog.read',
    );
  }

  /** A change: the parsed answer, or upstream's refusal as a userError under `root`. */
  private async change<T>(call: AdminCall, schema: ZodType<T>, root?: string[]): Promise<Change<T>> {
    const refused = (answer: StatusAnswer): Change<T> => {
      const error = catalogUserError(answer.body, answer.status, root);
      return error ? { ok: false, error } : answer.unexpected();
    };
    return this.calls.send<Change<T>>(
      call,
      { ok: (a) => ({ ok: true, value: a.parse(schema) }), 400: refused, 404: refused, 409: refused },
      'catalog.write',
    );
  }

  products(query: ProductQuery): Promise<AdminProductPage> {
    return this.read('/api/Admin/Products', productPageSchema, query);
  }

  /** Null when there is no such product. */
  async product(id: number): Promise<AdminProduct | null> {
    return this.calls.read({ method: 'GET', path: `/api/Admin/Products/${id}` }, productSchema, 'catalog.read');
  }

  lowStock(query: LowStockQuery): Promise<AdminLowStockPage> {
    return this.read('/api/Admin/LowStock', lowStockSchema, query);
  }

  coupons(query: CouponQuery): Promise<AdminCouponPage> {
    return this.read('/api/Admin/Coupons', couponPageSchema, query);
  }

  offerBanner(): Promise<AdminOfferBanner[]> {
    return this.read('/api/Admin/OfferBanner', offerBannerSchema);
  }

  categoryBanners(): Promise<AdminCategoryBanners> {
    return this.read('/api/Admin/CategoryBanners', categoryBannersSchema);
  }

  updateProduct(body: PostApiAdminProductsUpdateData['body']): Promise<Change<AdminProduct>> {
    return this.change({ method: 'POST', path: '/api/Admin/Products/Update', json: body }, updatedProductSchema);
  }

  setStock(body: PostApiAdminProductsStockData['body']): Promise<Change<AdminProduct>> {
    return this.change({ method: 'POST', path: '/api/Admin/Products/Stock', json: body }, stockedProductSchema);
  }

  createCoupon(body: PostApiAdminCouponsData['body']): Promise<Change<AdminCoupon>> {
    return this.change({ method: 'POST', path: '/api/Admin/Coupons', json: body }, createdCouponSchema);
  }

  expireCoupon(id: number): Promise<Change<AdminCoupon>> {
    return this.change(
      {
        method: 'POST',
        path: '/api/Admin/Coupons/Expire',
        json: { id } satisfies PostApiAdminCouponsExpireData['body'],
      },
      expiredCouponSchema,
      [],
    );
  }

  updateOfferBanner(body: PostApiAdminOfferBannerUpdateData['body']): Promise<Change<AdminOfferBanner[]>> {
    return this.change({ method: 'POST', path: '/api/Admin/OfferBanner/Update', json: body }, updatedOfferBannerSchema);
  }

  updateCategoryBanner(body: PostApiAdminCategoryBannersUpdateData['body']): Promise<Change<AdminCategoryBanners>> {
    return this.change(
      { method: 'POST', path: '/api/Admin/CategoryBanners/Update', json: body },
      updatedCategoryBannersSchema,
    );
  }
}

export interface CatalogLoaders {
  products: DataLoader<ProductQuery, AdminProductPage, unknown>;
  product: DataLoader<number, AdminProduct | null, unknown>;
  lowStock: DataLoader<LowStockQuery, AdminLowStockPage, unknown>;
  coupons: DataLoader<CouponQuery, AdminCouponPage, unknown>;
  offerBanner: DataLoader<All, AdminOfferBanner[]>;
  categoryBanners: DataLoader<All, AdminCategoryBanners>;
}

const byQuery = (query: QueryParams) => JSON.stringify(query);

export function catalogLoaders(client: CatalogAdminClient): CatalogLoaders {
  return {
    products: keyedLoader((q: ProductQuery) => client.products(q), byQuery),
    product: keyedLoader((id: number) => client.product(id)),
    lowStock: keyedLoader((q: LowStockQuery) => client.lowStock(q), byQuery),
    coupons: keyedLoader((q: CouponQuery) => client.coupons(q), byQuery),
    offerBanner: singleLoader(() => client.offerBanner()),
    categoryBanners: singleLoader(() => client.categoryBanners()),
  };
}
