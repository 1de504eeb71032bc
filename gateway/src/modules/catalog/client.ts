// The catalog's typed client: one method per REST endpoint of the contract, each returning the
// gateway's models. 404 answers become null (a single thing) or [] (a list) for callers to map.
import { pageCount, pageOffset } from '@shop/commerce/catalog/paging';
import type { ProductSort } from '@shop/commerce/catalog/sort';
import { categoryPath, productPath } from '@shop/commerce/paths';
import type { RestClient } from '../../rest/client.ts';
import { UPSTREAM_REVIEW_SORT } from '../reviews/mapping.ts';
import type {
  Banner,
  CategoriesScreen,
  Category,
  CategoryFilters,
  CategoryScreen,
  CategoryScreenRequest,
  HomeScreen,
  HomeScreenRequest,
  PageRequest,
  Product,
  ProductFilterValues,
  ProductListItem,
  ProductListPage,
  ProductPage,
  ProductSearchPage,
  ProductScreen,
  ProductScreenRequest,
  ProductVariant,
  SearchSuggestion,
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
  productItemPageSchema,
  productListSchema,
  productScreenSchema,
  searchPageSchema,
  searchSuggestionsSchema,
  seoSchema,
  stockListSchema,
  strapListSchema,
  variantListSchema,
} from './mapping.ts';

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

/** Upstream's name of each order (category_page_data's `sort`). */
const UPSTREAM_SORT: Readonly<Record<ProductSort, string>> = {
  FEATURED: 'featured',
  BEST_SELLING: 'best-selling',
  NAME_ASC: 'a-z',
  NAME_DESC: 'z-a',
  PRICE_ASC: 'price-low-high',
  PRICE_DESC: 'price-high-low',
};

/** The products part of Screen/category: the filter, and the order and page when it is a page. */
function screenProductsBody(filter: ProductFilterValues, page: PageRequest | null): Record<string, unknown> {
  const { cat_id: _categoryId, ...body } = categoryPageBody({ categoryId: 0, ...filter });
  return page
    ? { ...body, sort: UPSTREAM_SORT[page.sort], offset: pageOffset(page.page, page.first), limit: page.first }
    : body;
}

/** One page of a category's products: the category by id and slug, the filter, order and page. */
export interface ProductPageKey extends PageRequest {
  categoryId: number;
  slug: string;
  filter: ProductFilterValues;
}

export interface SearchPageKey {
  query: string;
  page: number;
  first: number;
  categoryId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export interface SearchSuggestionsKey {
  query: string;
  first: number;
}

/** A page of `first` items from page number `page`. */
export interface PageNumber {
  page: number;
  first: number;
}

function pageOf<T>(nodes: T[], total: number, page: PageNumber) {
  return { nodes, totalCount: total, page: page.page, pageCount: pageCount(total, page.first) };
}

const restPage = (page: PageNumber) => ({ offset: pageOffset(page.page, page.first), limit: page.first });

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

  /** The same list best-selling first: upstream's hidden sort (units sold are its own, never sent). */
  async bestSellingProducts(query: ProductQuery): Promise<Product[]> {
    const body = { ...categoryPageBody(query), sort: UPSTREAM_SORT.BEST_SELLING };
    return (await this.rest.post('/api/Product/category_page_data', body, productListSchema)) ?? [];
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
    const query = {
      modal: key.modelSlug,
      include: key.include.join(','),
      related: key.related || undefined,
      reviews_sort: key.reviews ? UPSTREAM_REVIEW_SORT[key.reviews.sort] : undefined,
      reviews_page_size: key.reviews?.first,
    };
    return this.rest.get('/api/Screen/product', query, productScreenSchema);
  }

  /** Screen/category (extension): the category screen by slug in one call. */
  categoryScreen(key: CategoryScreenKey): Promise<CategoryScreen | null> {
    const body: Record<string, unknown> = { slug: key.slug, include: key.include };
    if (key.filter) body.products = screenProductsBody(key.filter, key.page);
    return this.rest.post('/api/Screen/category', body, categoryScreenSchema);
  }

  /** Screen/category's products part alone, as one page with the count of all. */
  async productPage(key: ProductPageKey): Promise<ProductPage> {
    const body = { slug: key.slug, include: ['products'], products: screenProductsBody(key.filter, key) };
    const screen = await this.rest.post('/api/Screen/category', body, categoryScreenSchema);
    return pageOf(screen?.products ?? [], screen?.productsTotal ?? 0, key);
  }

  /** Screen/search (extension): one page of a search's matches, best first, with their count. */
  async searchPage(key: SearchPageKey): Promise<ProductSearchPage> {
    const query = {
      q: key.query,
      ...restPage(key),
      cat_id: key.categoryId,
      min_price: key.minPrice,
      max_price: key.maxPrice,
    };
    const answer = await this.rest.get('/api/Screen/search', query, searchPageSchema);
    return {
      ...pageOf(answer?.products ?? [], answer?.total ?? 0, key),
      categories: (answer?.categories ?? []).map((c) => ({ ...c, id: String(c.id) })),
      correctedQuery: answer?.corrected_query ?? null,
    };
  }

  /** Screen/search_suggestions (extension): what the header box suggests, each with where it leads. */
  async searchSuggestions(key: SearchSuggestionsKey): Promise<SearchSuggestion[]> {
    const answer = await this.rest.get(
      '/api/Screen/search_suggestions',
      { q: key.query, limit: key.first },
      searchSuggestionsSchema,
    );
    return (answer ?? []).map((s) =>
      s.kind === 'category'
        ? { kind: 'CATEGORY', text: s.name, model: null, href: categoryPath(s.name) }
        : {
            kind: 'PRODUCT',
            text: s.name,
            model: s.model,
            href: productPath({ categoryName: s.category_name, name: s.name, model: s.model ?? '' }),
          },
    );
  }

  /** Screen/product_list (extension): one page of the product list with the count of listed products. */
  async productItemPage(page: PageNumber): Promise<ProductListPage> {
    const answer = await this.rest.get('/api/Screen/product_list', restPage(page), productItemPageSchema);
    return pageOf(answer?.items ?? [], answer?.total ?? 0, page);
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
