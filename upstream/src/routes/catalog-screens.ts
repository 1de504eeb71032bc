// Screen routes (extension): a whole storefront screen in one call, addressed the way the
// storefront's URLs address it (a category's slug, a product's model slug), so that a caller
// needs no id from a first call before it can ask for the rest. `include` names the parts the
// caller shows (the categories list, for the home's hero and tiles, may carry each one's banners;
// a product, the first page of its reviews with their summary); each part has the shape of its
// one-thing route (the same services build both), and a part that route answers 404 for is null
// (SEO) or [] here.
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '@shop/commerce/catalog/limits';
import { PRODUCT_OFFSET_MAX, PRODUCT_PAGE_MAX, PRODUCT_PAGE_SIZE } from '@shop/commerce/catalog/paging';
import { normaliseSearchQuery } from '@shop/commerce/catalog/search';
import { SEARCH_PRICE_MAX, SEARCH_SUGGESTION_COUNT, SEARCH_SUGGESTION_MAX } from '@shop/commerce/catalog/search-terms';
import { REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE_MAX, REVIEW_SORTS } from '@shop/commerce/reviews/reviews';
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
import type { CatalogMemo } from '../services/catalog-memo.ts';
import type { Clock } from '../services/clock.ts';
import {
  bannersByCategory,
  categoryBanners,
  categoryFilters,
  categoryProductPage,
  categoryProducts,
  productListItems,
  firstProductsOfCategory,
  searchProductPage,
  seoOf,
  stockEntriesOf,
  strapEntriesOf,
  variantEntries,
} from '../services/catalog-views.ts';
import { loadProductCards, loadProductFullShapes, toListShape } from '../services/product-view.ts';
import { createReviews } from '../services/reviews.ts';
import { productSearchIndex, searchSuggestions } from '../services/search-index.ts';
import {
  CategoryBanner,
  CategoryFilters,
  CategoryPageBody,
  ProductFullShape,
  ProductListItem,
  ProductListShape,
  SORT_ORDERS,
  StockEntry,
  StrapOption,
  VariantEntry,
} from './schemas/catalog.ts';
import { ErrorBody, SeoBody } from './schemas/common.ts';
import { ProductReviewsAnswer } from './schemas/reviews.ts';

const tags = ['catalog'];

/** Most products a screen asks for beside its subject (a home row, related products). */
export const SCREEN_PRODUCTS_MAX = 20;

/** A comma-separated list of part names; unknown names are refused, repeats are harmless. */
function includeParam<const T extends readonly [string, ...string[]]>(parts: T) {
  return z
    .string()
    .max(200)
    .default('')
    .transform((value) => value.split(',').filter((part) => part !== ''))
    .pipe(z.array(z.enum(parts)))
    .transform((list) => new Set(list))
    .describe(`Parts to include, comma-separated: ${parts.join(', ')}`);
}

/** A whole number from `min` to `max` in a query string. */
const pageParam = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const countParam = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, 'Expected a count')
  .transform(Number)
  .pipe(z.number().int().min(0).max(SCREEN_PRODUCTS_MAX));

const CategoryEntry = z.object({ id: z.number().int(), name: z.string() });

const PRODUCT_PARTS = ['variants', 'add_ons', 'seo', 'stock', 'straps', 'related', 'reviews'] as const;
const ProductParts = z.object({
  product_id: z.number().int(),
  variants: z.array(VariantEntry).optional(),
  add_ons: z.array(ProductListShape).optional(),
  seo: SeoBody.nullable().optional(),
  colors: z
    .array(
      z.object({
        color_id: z.number().int(),
        stock: z.array(StockEntry).optional(),
        straps: z.array(StrapOption).optional(),
      }),
    )
    .optional(),
  related: z.array(ProductListShape).optional(),
  reviews: ProductReviewsAnswer.optional().describe('The first page of its approved reviews, as Reviews/Product'),
});

const HOME_PARTS = ['seo', 'sections'] as const;

const CATEGORIES_PARTS = ['banners'] as const;

const CATEGORY_PARTS = ['banners', 'filters', 'seo', 'products'] as const;
const CategoryScreenBody = z
  .object({
    slug: z.string().trim().min(1).max(120).describe('Category slug, e.g. smart-rings'),
    include: z
      .array(z.enum(CATEGORY_PARTS))
      .max(CATEGORY_PARTS.length * 2)
      .default([]),
    products: CategoryPageBody.omit({ cat_id: true })
      .extend({
        offset: z.number().int().min(0).max(PRODUCT_OFFSET_MAX).optional().describe('First product of the page'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(PRODUCT_PAGE_MAX)
          .optional()
          .describe('Products of the page; without it every matching product'),
      })
      .optional()
      .describe('Filter, order and page of the products part'),
  })
  .strict();

/** A section per category in menu order with its first products; the products' cards are read at once. */
async function homeSections(db: Kysely<Database>, perSection: number) {
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

export const catalogScreenRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  memo: CatalogMemo;
  clock: Clock;
}> = async (app, { db, memo, clock }) => {
  const reviews = createReviews({ db, clock });

  app.get(
    '/Screen/product',
    {
      schema: {
        tags,
        summary:
          'Extension: the product screen by model slug: the products (full shape) and the included parts of each (its reviews: the first page)',
        querystring: z.object({
          modal: z.string().trim().min(1).max(120).describe('Model or its slug, case-insensitive'),
          include: includeParam(PRODUCT_PARTS),
          related: countParam.optional().describe('How many related products (same category, featured order)'),
          reviews_sort: z
            .enum(REVIEW_SORTS)
            .default('recent')
            .describe("The reviews part's order (as Reviews/Product)"),
          reviews_page_size: pageParam(1, REVIEWS_PAGE_SIZE_MAX)
            .default(REVIEWS_PAGE_SIZE)
            .describe("Reviews in the reviews part's first page (as Reviews/Product's pageSize)"),
        }),
        response: {
          200: z.object({ products: z.array(ProductFullShape), parts: z.array(ProductParts) }),
          400: ErrorBody,
        },
      },
    },
    async (request) => {
      const {
        modal,
        include,
        related = 0,
        reviews_sort: reviewSort,
        reviews_page_size: reviewPageSize,
      } = request.query;
      const records = await productsByModelSlug(db, slugify(modal));
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
            include.has('reviews') ? reviews.productPage(record.id, reviewSort, 1, reviewPageSize) : undefined,
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
  );

  app.post(
    '/Screen/category',
    {
      schema: {
        tags,
        summary: 'Extension: the category screen by slug: the category (null when none) and its included parts',
        body: CategoryScreenBody,
        response: {
          200: z.object({
            category: CategoryEntry.nullable(),
            banners: z.array(CategoryBanner).optional(),
            filters: CategoryFilters.optional(),
            seo: SeoBody.nullable().optional(),
            products: z.array(ProductListShape).optional(),
            products_total: z.number().int().optional().describe('Matching products in all pages'),
          }),
          400: ErrorBody,
        },
      },
    },
    async (request) => {
      const { slug, products: query } = request.body;
      const include = new Set(request.body.include);
      const wanted = slugify(slug);
      const category = (await listCategories(db)).find((c) => slugify(c.name) === wanted);
      if (!category) return { category: null };
      const productQuery = { ...query, sort: SORT_ORDERS[query?.sort ?? 'featured'] };
      const page = query?.limit === undefined ? null : { offset: query.offset ?? 0, limit: query.limit };
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
  );

  app.get(
    '/Screen/search',
    {
      schema: {
        tags,
        summary:
          'Extension: one page of the listed products matching a search (synonyms, typos, a prefix for the last word), with their count, categories and correction',
        querystring: z
          .object({
            q: z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH).describe('Search text'),
            offset: pageParam(0, PRODUCT_OFFSET_MAX).default(0).describe('First product of the page'),
            limit: pageParam(1, PRODUCT_PAGE_MAX).default(PRODUCT_PAGE_SIZE).describe('Products of the page'),
            cat_id: pageParam(1, 1_000_000_000).optional().describe('Only this category'),
            min_price: pageParam(0, SEARCH_PRICE_MAX).optional().describe('Lowest sale price (rupees)'),
            max_price: pageParam(0, SEARCH_PRICE_MAX).optional().describe('Highest sale price (rupees)'),
          })
          .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
            message: 'The lowest price must not be above the highest',
            path: ['min_price'],
          }),
        response: {
          200: z.object({
            products: z.array(ProductListShape),
            total: z.number().int(),
            categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
            corrected_query: z.string().nullable(),
          }),
          400: ErrorBody,
        },
      },
    },
    async (request) => {
      const { q, offset, limit, cat_id, min_price, max_price } = request.query;
      return searchProductPage(db, normaliseSearchQuery(q), { offset, limit }, memo, {
        categoryId: cat_id,
        minPrice: min_price,
        maxPrice: max_price,
      });
    },
  );

  app.get(
    '/Screen/search_suggestions',
    {
      schema: {
        tags,
        summary: 'Extension: what the search box suggests as the shopper types (categories, then product names)',
        querystring: z.object({
          q: z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH).describe('Search text typed so far'),
          limit: pageParam(1, SEARCH_SUGGESTION_MAX).default(SEARCH_SUGGESTION_COUNT).describe('Suggestions at most'),
        }),
        response: {
          200: z.array(
            z.object({
              kind: z.enum(['category', 'product']),
              name: z.string(),
              model: z.string().nullable(),
              category_name: z.string(),
            }),
          ),
          400: ErrorBody,
        },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      const index = await productSearchIndex(db, memo);
      return searchSuggestions(index, normaliseSearchQuery(q), limit).map((s) => ({
        kind: s.kind,
        name: s.name,
        model: s.model,
        category_name: s.categoryName,
      }));
    },
  );

  app.get(
    '/Screen/product_list',
    {
      schema: {
        tags,
        summary: 'Extension: one page of the product list (as product/items, menu order), with the count of all',
        querystring: z.object({
          offset: pageParam(0, PRODUCT_OFFSET_MAX).default(0).describe('First product of the page'),
          limit: pageParam(1, PRODUCT_PAGE_MAX).default(PRODUCT_PAGE_SIZE).describe('Products of the page'),
        }),
        response: {
          200: z.object({ items: z.array(ProductListItem), total: z.number().int() }),
          400: ErrorBody,
        },
      },
    },
    async (request) => {
      // The menu order spans categories, so the database sorts every listed product for it: the
      // order is kept per catalog change and a page reads its own products only.
      const { offset, limit } = request.query;
      const order = await memo.get('listed-order', () => listedProductIdsInMenuOrder(db));
      const records = await productsByIds(db, order.slice(offset, offset + limit));
      return { items: await productListItems(db, records), total: order.length };
    },
  );

  app.get(
    '/Screen/categories',
    {
      schema: {
        tags,
        summary: 'Extension: the categories in menu order (as Get_category) with the included parts of each',
        querystring: z.object({ include: includeParam(CATEGORIES_PARTS) }),
        response: {
          200: z.object({ categories: z.array(CategoryEntry.extend({ banners: z.array(CategoryBanner).optional() })) }),
          400: ErrorBody,
        },
      },
    },
    async (request) => {
      const categories = await listCategories(db);
      const banners = request.query.include.has('banners')
        ? await bannersByCategory(
            db,
            categories.map((c) => c.id),
          )
        : null;
      return { categories: categories.map((c) => ({ id: c.id, name: c.name, banners: banners?.get(c.id) })) };
    },
  );

  app.get(
    '/Screen/home',
    {
      schema: {
        tags,
        summary: 'Extension: the home screen: its SEO and a section per category with its first products',
        querystring: z.object({
          include: includeParam(HOME_PARTS),
          per_section: countParam.optional().describe('Products per section (featured order)'),
        }),
        response: {
          200: z.object({
            seo: SeoBody.nullable().optional(),
            sections: z.array(z.object({ category: CategoryEntry, products: z.array(ProductListShape) })).optional(),
          }),
          400: ErrorBody,
        },
      },
    },
    async (request) => {
      const { include, per_section: perSection = 0 } = request.query;
      const [seo, sections] = await Promise.all([
        include.has('seo') ? seoOf(db, 'home', 0) : undefined,
        include.has('sections') ? homeSections(db, perSection) : undefined,
      ]);
      return { seo, sections };
    },
  );
};
