// The catalog's typed client: one method per REST endpoint of the contract, each returning the
// gateway's models. 404 answers become null (a single thing) or [] (a list) for callers to map.
import type { RestClient } from '../../rest/client.ts';
import type {
  Banner,
  CategoriesScreen,
  Category,
  CategoryFilters,
  CategoryScreen,
  CategoryScreenRequest,
  HomeScreen,
  HomeScreenRequest,
  Product,
  ProductListItem,
  ProductScreen,
  ProductScreenRequest,
  ProductVariant,
  Seo,
  StockOption,
  StrapOption,
} from './models.ts';
import type { ProductQuery } from './rules.ts';
import {
  bannerListSchema,
  categoryFiltersSchema,
  categoriesScreenSchema,
  categoryListSchema,
  categoryScreenSchema,
  deliveryDaysSchema,
  homeScreenSchema,
  productDetailListSchema,
  productItemListSchema,
  productListSchema,
  productScreenSchema,
  seoSchema,
  stockListSchema,
  strapListSchema,
  variantListSchema,
} from './schemas.ts';

export interface ProductColorKey {
  productId: number;
  colorId: number;
}

/** The three segments of a product route; upstream matches on the model slug. */
export interface ProductRouteKey {
  modelSlug: string;
  categorySlug: string;
  nameSlug: string;
}

export interface DeliveryKey {
  productId: number;
  pincode: string;
}

/** Upper bound sent when the shopper set only a lower price bound. */
const OPEN_PRICE_MAX = Number.MAX_SAFE_INTEGER;

export function categoryPageBody(query: ProductQuery): Record<string, unknown> {
  const body: Record<string, unknown> = { cat_id: query.categoryId };
  if (query.colors.length > 0) body.colors = query.colors;
  if (query.lifestyles.length > 0) body.lifestyle = query.lifestyles;
  if (query.minPrice !== null || query.maxPrice !== null) {
    body.priceRange = { min: query.minPrice ?? 0, max: query.maxPrice ?? OPEN_PRICE_MAX };
  }
  return body;
}

/** The product screen of a route, with the parts its query selects. */
export interface ProductScreenKey extends ProductScreenRequest {
  modelSlug: string;
}

/** The category screen of a slug, with the parts its query selects. */
export interface CategoryScreenKey extends CategoryScreenRequest {
  slug: string;
}

export class CatalogClient {
  constructor(private readonly rest: RestClient) {}

  async categories(): Promise<Category[]> {
    return (await this.rest.get('/api/Category/Get_category', {}, categoryListSchema)) ?? [];
  }

  filters(categoryId: number): Promise<CategoryFilters | null> {
    return this.rest.get('/api/Category/getfilters', { cat_id: categoryId }, categoryFiltersSchema);
  }

  async banners(categoryId: number): Promise<Banner[]> {
    return (
      (await this.rest.get('/api/Product/Product_Category_Banner', { CAT_ID: categoryId }, bannerListSchema)) ?? []
    );
  }

  categorySeo(categoryId: number): Promise<Seo | null> {
    return this.rest.get('/api/SEO/CategorypageSEO', { id: categoryId }, seoSchema);
  }

  async products(query: ProductQuery): Promise<Product[]> {
    return (await this.rest.post('/api/Product/category_page_data', categoryPageBody(query), productListSchema)) ?? [];
  }

  async productsByRoute(key: ProductRouteKey): Promise<Product[]> {
    const query = { modal: key.modelSlug, cc: key.categorySlug, n: key.nameSlug };
    return (await this.rest.get('/api/Product/Product_details_Modal', query, productDetailListSchema)) ?? [];
  }

  async variants(productId: number): Promise<ProductVariant[]> {
    return (await this.rest.get('/api/Product/product_varient', { p_id: productId }, variantListSchema)) ?? [];
  }

  async stock(key: ProductColorKey): Promise<StockOption[]> {
    const query = { p_id: key.productId, colorid: key.colorId };
    return (await this.rest.get('/api/Product/product_stock', query, stockListSchema)) ?? [];
  }

  async straps(key: ProductColorKey): Promise<StrapOption[]> {
    const query = { p_id: key.productId, colorid: key.colorId };
    return (await this.rest.get('/api/Product/Extra_strap_color', query, strapListSchema)) ?? [];
  }

  async addOns(productId: number): Promise<Product[]> {
    return (
      (await this.rest.get('/api/Product/Product_details_Modal_ADD_ON', { modal: productId }, productListSchema)) ?? []
    );
  }

  productSeo(productId: number): Promise<Seo | null> {
    return this.rest.get('/api/SEO/DescriptionpageSEO', { id: productId }, seoSchema);
  }

  /** Screen/product (extension): the product screen in one call; null only if upstream lost the route. */
  productScreen(key: ProductScreenKey): Promise<ProductScreen | null> {
    const query = { modal: key.modelSlug, include: key.include.join(','), related: key.related || undefined };
    return this.rest.get('/api/Screen/product', query, productScreenSchema);
  }

  /** Screen/category (extension): the category screen by slug in one call. */
  categoryScreen(key: CategoryScreenKey): Promise<CategoryScreen | null> {
    const body: Record<string, unknown> = { slug: key.slug, include: key.include };
    if (key.filter) {
      const { cat_id: _categoryId, ...products } = categoryPageBody({ categoryId: 0, ...key.filter });
      body.products = products;
    }
    return this.rest.post('/api/Screen/category', body, categoryScreenSchema);
  }

  /** Screen/categories (extension): the categories with each one's banners, in one call. */
  async categoriesWithBanners(): Promise<CategoriesScreen> {
    return (await this.rest.get('/api/Screen/categories', { include: 'banners' }, categoriesScreenSchema)) ?? [];
  }

  /** Screen/home (extension): the home SEO and sections in one call. */
  homeScreen(request: HomeScreenRequest): Promise<HomeScreen | null> {
    const query = { include: request.include.join(','), per_section: request.perSection || undefined };
    return this.rest.get('/api/Screen/home', query, homeScreenSchema);
  }

  async productItems(): Promise<ProductListItem[]> {
    return (await this.rest.get('/api/product/items', {}, productItemListSchema)) ?? [];
  }

  /** Product/search (extension): listed products matching the query, best first. */
  async search(query: string): Promise<Product[]> {
    return (await this.rest.get('/api/Product/search', { q: query }, productListSchema)) ?? [];
  }

  /** The delivery days text; null when nothing is delivered there or upstream does not know the product (404). */
  deliveryDays(key: DeliveryKey): Promise<string | null> {
    return this.rest.get(
      '/api/Product/Deliver_time',
      { p_id: key.productId, pincode: key.pincode },
      deliveryDaysSchema,
    );
  }
}
