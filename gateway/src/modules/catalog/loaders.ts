// The catalog's DataLoaders, created per GraphQL request by the context factory (never at module
// scope): the same upstream call is made once per request and independent calls run together.
import { slugify } from '@shop/commerce/slug';
import { ALL, keyedLoader, singleLoader } from '../../rest/create-loader.ts';
import type {
  CatalogClient,
  CategoryScreenKey,
  DeliveryKey,
  PageNumber,
  ProductColorKey,
  ProductPageKey,
  ProductRouteKey,
  ProductScreenKey,
  SearchPageKey,
  SearchSuggestionsKey,
} from './client.ts';
import type { HomeScreenRequest } from './models.ts';
import { normalizeProductQuery, productQueryKey, relatedProducts, type ProductQuery } from './rules.ts';

const colorKey = (key: ProductColorKey): string => `${key.productId}:${key.colorId}`;
const routeKey = (key: ProductRouteKey): string =>
  JSON.stringify([slugify(key.modelSlug), slugify(key.categorySlug), slugify(key.nameSlug)]);
const deliveryKey = (key: DeliveryKey): string => `${key.productId}:${key.pincode}`;

const screenKey = (key: object): string => JSON.stringify(key);
/** A page's key: what its answer depends on (the slug only names the category the id names). */
export const productPageKey = (key: ProductPageKey): string =>
  JSON.stringify([key.categoryId, key.filter, key.sort, key.page, key.first]);

/** A product's related products: the first of its category but itself (rules.ts relatedProducts), at most `first`. */
export interface RelatedKey {
  productId: number;
  categoryId: number;
  first: number;
}

export function createCatalogLoaders(client: CatalogClient) {
  const products = keyedLoader((query: ProductQuery) => client.products(query), productQueryKey);
  const categories = singleLoader(() => client.categories());
  const productPage = keyedLoader((key: ProductPageKey) => client.productPage(key), productPageKey);
  return {
    categories,
    categoriesWithBanners: singleLoader(() => client.categoriesWithBanners()),
    filters: keyedLoader((categoryId: number) => client.filters(categoryId)),
    banners: keyedLoader((categoryId: number) => client.banners(categoryId)),
    categorySeo: keyedLoader((categoryId: number) => client.categorySeo(categoryId)),
    products,
    // Unless the product screen primed it, one bounded page of the category (the first `first` + 1
    // in the featured order, so that `first` remain without the product), never the whole category.
    related: keyedLoader(
      async (key: RelatedKey) => {
        if (key.first <= 0) return [];
        const category = (await categories.load(ALL)).find((c) => c.id === key.categoryId);
        if (!category) return [];
        const { categoryId, ...filter } = normalizeProductQuery(key.categoryId);
        const page = await productPage.load({
          categoryId,
          slug: category.slug,
          filter,
          sort: 'FEATURED',
          page: 1,
          first: key.first + 1,
        });
        return relatedProducts(page.nodes, key.productId, key.first);
      },
      (key) => `${key.productId}:${key.first}`,
    ),
    productScreen: keyedLoader((key: ProductScreenKey) => client.productScreen(key), screenKey),
    categoryScreen: keyedLoader((key: CategoryScreenKey) => client.categoryScreen(key), screenKey),
    homeScreen: keyedLoader((request: HomeScreenRequest) => client.homeScreen(request), screenKey),
    productsByRoute: keyedLoader((key: ProductRouteKey) => client.productsByRoute(key), routeKey),
    variants: keyedLoader((productId: number) => client.variants(productId)),
    stock: keyedLoader((key: ProductColorKey) => client.stock(key), colorKey),
    straps: keyedLoader((key: ProductColorKey) => client.straps(key), colorKey),
    addOns: keyedLoader((productId: number) => client.addOns(productId)),
    productSeo: keyedLoader((productId: number) => client.productSeo(productId)),
    productPage,
    bestSelling: keyedLoader((query: ProductQuery) => client.bestSellingProducts(query), productQueryKey),
    productItems: singleLoader(() => client.productItems()),
    productItemPage: keyedLoader(
      (page: PageNumber) => client.productItemPage(page),
      (page) => `${page.page}:${page.first}`,
    ),
    delivery: keyedLoader((key: DeliveryKey) => client.deliveryDays(key), deliveryKey),
    search: keyedLoader((query: string) => client.search(query)),
    searchPage: keyedLoader((key: SearchPageKey) => client.searchPage(key), screenKey),
    searchSuggestions: keyedLoader((key: SearchSuggestionsKey) => client.searchSuggestions(key), screenKey),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
