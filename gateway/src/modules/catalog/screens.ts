// Screens in one upstream round. The product, category and home screens address their subject by
// slug; with one-thing endpoints the gateway would first learn the id (round 1) and then ask for
// the rest (round 2). Instead the root field reads what its query selects below it, asks upstream's
// screen endpoint for exactly those parts in one call, and primes the request's loaders with the
// answer: the type resolvers stay as they are and find their data already loaded. A part the
// screen call did not bring (an aliased second `products` with another filter) is loaded by its
// resolver as before.
import { pageCount } from '@shop/commerce/catalog/paging';
import { REVIEWS_PAGE_SIZE } from '@shop/commerce/reviews/reviews';
import { selected, selects, type ResolveTree } from '../../graphql/selection.ts';
import { reviewFirstInput, reviewPageInput, reviewSortInput } from '../reviews/inputs.ts';
import type { ReviewsLoaders } from '../reviews/loaders.ts';
import { HOME_SECTION_PRODUCT_COUNT } from './constants.ts';
import { pageInput, productFilterInput, productSortInput, relatedCountInput } from './inputs.ts';
import type { CatalogLoaders } from './loaders.ts';
import type {
  CategoriesScreen,
  CategoryScreen,
  CategoryScreenPart,
  CategoryScreenRequest,
  HomeScreenRequest,
  ProductScreen,
  ProductScreenPart,
  ProductScreenRequest,
} from './models.ts';
import { normalizeProductQuery } from './rules.ts';

/** The parts of the product screen selected below `Query.product`. */
export function productScreenRequest(tree: ResolveTree | null): ProductScreenRequest {
  const include: ProductScreenPart[] = [];
  if (selects(tree, 'Product', 'variants')) include.push('variants');
  if (selects(tree, 'Product', 'addOns')) include.push('add_ons');
  if (selects(tree, 'Product', 'seo')) include.push('seo');
  const colors = selected(tree, 'Product', 'colors');
  if (colors.some((color) => selects(color, 'ProductColor', 'stockOptions'))) include.push('stock');
  if (colors.some((color) => selects(color, 'ProductColor', 'straps'))) include.push('straps');
  // Invalid counts are left to the resolver, which refuses them with BAD_USER_INPUT.
  const counts = selected(tree, 'Product', 'related')
    .map((field) => relatedCountInput.safeParse(field.args.first))
    .flatMap((count) => (count.success ? [count.data] : []));
  const related = Math.max(0, ...counts);
  if (related > 0) include.push('related');
  const reviews = firstReviewPage(tree);
  if (reviews) include.push('reviews');
  return { include, related, reviews };
}

/**
 * The order and size of the first `reviewPage` selected on page 1 (the screen brings that page);
 * other pages, other orders beside it and invalid sizes are left to the resolver.
 */
function firstReviewPage(tree: ResolveTree | null): ProductScreenRequest['reviews'] {
  for (const field of selected(tree, 'Product', 'reviewPage')) {
    const page = reviewPageInput.safeParse(field.args.page ?? 1);
    const first = reviewFirstInput.safeParse(field.args.first ?? REVIEWS_PAGE_SIZE);
    const sort = reviewSortInput.safeParse(field.args.sort ?? 'RECENT');
    if (page.success && page.data === 1 && first.success && sort.success) return { sort: sort.data, first: first.data };
  }
  return null;
}

/** The parts of the category screen selected below `Query.category`. */
export function categoryScreenRequest(tree: ResolveTree | null): CategoryScreenRequest {
  const include: CategoryScreenPart[] = [];
  if (selects(tree, 'Category', 'banners')) include.push('banners');
  if (selects(tree, 'Category', 'filters')) include.push('filters');
  if (selects(tree, 'Category', 'seo')) include.push('seo');
  // A page is the screen's list when selected; else the whole list (deprecated `products`).
  const [page] = selected(tree, 'Category', 'productPage');
  const [products] = page ? [page] : selected(tree, 'Category', 'products');
  const filter = products ? productFilterInput.safeParse(products.args.filter) : null;
  // Invalid arguments are left to the resolver, which refuses them with BAD_USER_INPUT.
  const range = page ? pageInput.safeParse(page.args) : null;
  const sort = page ? productSortInput.safeParse(page.args.sort) : null;
  if (!filter?.success || (page && !(range?.success && sort?.success))) return { include, filter: null, page: null };
  include.push('products');
  const { categoryId: _categoryId, ...values } = normalizeProductQuery(0, filter.data);
  return {
    include,
    filter: values,
    page: range?.success && sort?.success ? { sort: sort.data, ...range.data } : null,
  };
}

/** The parts of the home screen selected below `Query.home`. */
export function homeScreenRequest(tree: ResolveTree | null): HomeScreenRequest {
  const include: HomeScreenRequest['include'] = [];
  if (selects(tree, 'HomePage', 'seo')) include.push('seo');
  const sections = selected(tree, 'HomePage', 'sections');
  if (sections.length > 0) include.push('sections');
  const withProducts = sections.some((section) => selects(section, 'HomeSection', 'products'));
  return { include, perSection: withProducts ? HOME_SECTION_PRODUCT_COUNT : 0 };
}

/** Primes the request's loaders with a product screen's parts (keys as the resolvers ask them). */
export function primeProductScreen(
  loaders: CatalogLoaders,
  screen: ProductScreen,
  request: ProductScreenRequest,
): void {
  for (const part of screen.parts) {
    const productId = part.productId;
    if (part.variants) loaders.variants.prime(productId, part.variants);
    if (part.addOns) loaders.addOns.prime(productId, part.addOns);
    if (part.seo !== undefined) loaders.productSeo.prime(productId, part.seo);
    for (const color of part.colors ?? []) {
      const key = { productId, colorId: color.colorId };
      if (color.stock) loaders.stock.prime(key, color.stock);
      if (color.straps) loaders.straps.prime(key, color.straps);
    }
    // The screen brought the largest count asked; a smaller `first` is its prefix.
    const related = part.related;
    const categoryId = screen.products.find((product) => product.id === productId)?.categoryId;
    if (related && categoryId !== undefined) {
      for (let first = 0; first <= request.related; first++) {
        loaders.related.prime({ productId, categoryId, first }, related.slice(0, first));
      }
    }
  }
}

/** Primes the request's reviews loader with each product's first page, as Product.reviewPage asks it. */
export function primeProductScreenReviews(
  loaders: ReviewsLoaders,
  screen: ProductScreen,
  request: ProductScreenRequest,
): void {
  const asked = request.reviews;
  if (!asked) return;
  for (const part of screen.parts) {
    if (part.reviews) loaders.productPage.prime({ productId: part.productId, page: 1, ...asked }, part.reviews);
  }
}

/** Primes the request's loaders with a category screen's parts. */
export function primeCategoryScreen(
  loaders: CatalogLoaders,
  screen: CategoryScreen,
  request: CategoryScreenRequest,
): void {
  const category = screen.category;
  if (!category) return;
  if (screen.banners) loaders.banners.prime(category.id, screen.banners);
  if (screen.filters) loaders.filters.prime(category.id, screen.filters);
  if (screen.seo !== undefined) loaders.categorySeo.prime(category.id, screen.seo);
  if (screen.products && request.filter && request.page) {
    const key = { categoryId: category.id, slug: category.slug, filter: request.filter, ...request.page };
    const total = screen.productsTotal ?? screen.products.length;
    loaders.productPage.prime(key, {
      nodes: screen.products,
      totalCount: total,
      page: request.page.page,
      pageCount: pageCount(total, request.page.first),
    });
  } else if (screen.products && request.filter) {
    loaders.products.prime({ categoryId: category.id, ...request.filter }, screen.products);
  }
}

/** Primes the banners of each category of a categories screen. */
export function primeCategoriesScreen(loaders: CatalogLoaders, screen: CategoriesScreen): void {
  for (const entry of screen) if (entry.banners) loaders.banners.prime(entry.category.id, entry.banners);
}
