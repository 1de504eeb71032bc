// Whole storefront screens in one answer (routes/catalog-screens.ts): the product screen by model
// slug, the category screen by slug, a page of a search and its suggestions, a page of the product
// list, the categories and the home; a product's parts may carry the first page of its reviews.
// Each part has the shape of its one-thing route, built by the
// same services (catalog-views.ts, product-view.ts); a part that route answers 404 for is null
// (SEO) or [] here.
import type { Kysely } from 'kysely';
import type { ReviewSort } from '@shop/commerce/reviews/reviews';
import { slugify } from '@shop/commerce/slug';
import { listCategories } from '../db/queries/catalog.ts';
import {
  addonsOf,
  listedProductIdsInMenuOrder,
  listedProductsOfCategory,
  productsByIds,
  productsByModelSlug,
} from '../db/queries/products.ts';
import type { Database } from '../db/schema.ts';
import type { CatalogMemo } from './catalog-memo.ts';
import type { Clock } from './clock.ts';
import {
  bannersByCategory,
  categoryBanners,
  categoryFilters,
  categoryProductPage,
  categoryProducts,
  firstProductsOfCategory,
  productListItems,
  searchProductPage,
  seoOf,
  stockEntriesOf,
  strapEntriesOf,
  variantEntries,
  type CategoryProductQuery,
} from './catalog-views.ts';
import { loadProductCards, loadProductFullShapes, toListShape } from './product-view.ts';
import { createReviews } from './reviews.ts';
import { productSearchIndex, searchSuggestions, type SearchFilter } from './search-index.ts';

type Db = Kysely<Database>;

/** The parts each screen may include. */
export const PRODUCT_SCREEN_PARTS = ['variants', 'add_ons', 'seo', 'stock', 'straps', 'related', 'reviews'] as const;
export const HOME_SCREEN_PARTS = ['seo', 'sections'] as const;
export const CATEGORIES_SCREEN_PARTS = ['banners'] as const;
export const CATEGORY_SCREEN_PARTS = ['banners', 'filters', 'seo', 'products'] as const;

type Parts<T extends readonly string[]> = ReadonlySet<T[number]>;
interface Page {
  offset: number;
  limit: number;
}

/** A section per category in menu order with its first products; the products' cards are read at once. */
async function homeSections(db: Db, perSection: number) {
  const categories = await listCategories(db);
  const records = await Promise.all(
    categories.map((c) => (perSection > 0 ? listedProductsOfCategory(db, c.id, perSection) : [])),
  );
  const cards = (await loadProductCards(db, records.flat())).map(toListShape);
  let next = 0;
  return categories.map((c, i) => {
    const products = cards.slice(next, next + records[i]!.length);
    next += records[i]!.length;
    return { category: { id: c.id, name: c.name }, products };
  });
}

/** The first page of a product's reviews the product screen includes (as Reviews/Product). */
export interface ReviewsPart {
  sort: ReviewSort;
  pageSize: number;
}

export function createCatalogScreens(db: Db, memo: CatalogMemo, clock: Clock) {
  const reviews = createReviews({ db, clock });
  return {
    /**
     * The products of a model (full shape) and the included parts of each; `related` products
     * beside it, the first page of its reviews in `reviewsPart`'s order and size.
     */
    async product(
      model: string,
      include: Parts<typeof PRODUCT_SCREEN_PARTS>,
      related: number,
      reviewsPart: ReviewsPart,
    ) {
      const records = await productsByModelSlug(db, slugify(model));
      const products = await loadProductFullShapes(db, records);
      const colorIds = products.flatMap((p) => p.product_Color.map((c) => c.color_id));
      const [stock, straps] = await Promise.all([
        include.has('stock') ? stockEntriesOf(db, colorIds) : null,
        include.has('straps') ? strapEntriesOf(db, colorIds) : null,
      ]);
      const parts = await Promise.all(
        records.map(async (record, i) => {
          const product = products[i]!;
          const [variants, addOns, seo, relatedProducts, reviewPage] = await Promise.all([
            include.has('variants') ? variantEntries(db, record) : undefined,
            include.has('add_ons')
              ? loadProductCards(db, await addonsOf(db, record.id)).then((cards) => cards.map(toListShape))
              : undefined,
            include.has('seo') ? seoOf(db, 'product', record.id) : undefined,
            include.has('related')
              ? firstProductsOfCategory(db, record.categoryId, related + 1).then((list) =>
                  list.filter((p) => p.product_id !== record.id).slice(0, related),
                )
              : undefined,
            include.has('reviews')
              ? reviews.productPage(record.id, reviewsPart.sort, 1, reviewsPart.pageSize)
              : undefined,
          ]);
          return {
            product_id: record.id,
            variants,
            add_ons: addOns,
            seo,
            colors:
              stock || straps
                ? product.product_Color.map((c) => ({
                    color_id: c.color_id,
                    stock: stock?.get(c.color_id),
                    straps: straps?.get(c.color_id),
                  }))
                : undefined,
            related: relatedProducts,
            reviews: reviewPage,
          };
        }),
      );
      return { products, parts };
    },

    /**
     * The category whose name has the slug of `slug` (null when none) and its included parts; its
     * products are one page of them when `page` is given, else every matching product.
     */
    async category(
      slug: string,
      include: Parts<typeof CATEGORY_SCREEN_PARTS>,
      productQuery: CategoryProductQuery,
      page: Page | null,
    ) {
      const wanted = slugify(slug);
      const category = (await listCategories(db)).find((c) => slugify(c.name) === wanted);
      if (!category) return { category: null };
      const [banners, filters, seo, products] = await Promise.all([
        include.has('banners') ? categoryBanners(db, category.id) : undefined,
        include.has('filters') ? categoryFilters(db, category.id, memo) : undefined,
        include.has('seo') ? seoOf(db, 'category', category.id) : undefined,
        !include.has('products')
          ? undefined
          : page
            ? categoryProductPage(db, category.id, productQuery, page, memo)
            : categoryProducts(db, category.id, productQuery).then((list) => ({ products: list, total: list.length })),
      ]);
      return {
        category: { id: category.id, name: category.name },
        banners,
        filters,
        seo,
        products: products?.products,
        products_total: products?.total,
      };
    },

    /** One page of the listed products matching a (normalised) search, with its count, categories and correction. */
    search(query: string, page: Page, filter: SearchFilter) {
      return searchProductPage(db, query, page, memo, filter);
    },

    /** What the search box suggests for a (normalised) query: categories, then product names. */
    async suggestions(query: string, limit: number) {
      const index = await productSearchIndex(db, memo);
      return searchSuggestions(index, query, limit).map((s) => ({
        kind: s.kind,
        name: s.name,
        model: s.model,
        category_name: s.categoryName,
      }));
    },

    /** One page of the product list (menu order), with the count of all. */
    async productList(page: Page) {
      // The menu order spans categories, so the database sorts every listed product for it: the
      // order is kept per catalog change and a page reads its own products only.
      const order = await memo.get('listed-order', () => listedProductIdsInMenuOrder(db));
      const records = await productsByIds(db, order.slice(page.offset, page.offset + page.limit));
      return { items: await productListItems(db, records), total: order.length };
    },

    /** The categories in menu order with the included parts of each. */
    async categories(include: Parts<typeof CATEGORIES_SCREEN_PARTS>) {
      const categories = await listCategories(db);
      const banners = include.has('banners')
        ? await bannersByCategory(
            db,
            categories.map((c) => c.id),
          )
        : null;
      return { categories: categories.map((c) => ({ id: c.id, name: c.name, banners: banners?.get(c.id) })) };
    },

    /** The home screen: its SEO and a section per category with its first `perSection` products. */
    async home(include: Parts<typeof HOME_SCREEN_PARTS>, perSection: number) {
      const [seo, sections] = await Promise.all([
        include.has('seo') ? seoOf(db, 'home', 0) : undefined,
        include.has('sections') ? homeSections(db, perSection) : undefined,
      ]);
      return { seo, sections };
    },
  };
}
