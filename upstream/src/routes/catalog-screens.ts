// Screen routes (extension): a whole storefront screen in one call, addressed the way the
// storefront's URLs address it (a category's slug, a product's model slug), so that a caller
// needs no id from a first call before it can ask for the rest. `include` names the parts the
// caller shows (the categories list, for the home's hero and tiles, may carry each one's banners;
// a product, the first page of its reviews with their summary); each part has the shape of its
// one-thing route (the same services build both), and a part that route answers 404 for is null
// (SEO) or [] here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '@shop/commerce/catalog/limits';
import { PRODUCT_OFFSET_MAX, PRODUCT_PAGE_MAX, PRODUCT_PAGE_SIZE } from '@shop/commerce/catalog/paging';
import { normaliseSearchQuery } from '@shop/commerce/catalog/search';
import { SEARCH_PRICE_MAX, SEARCH_SUGGESTION_COUNT, SEARCH_SUGGESTION_MAX } from '@shop/commerce/catalog/search-terms';
import { REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE_MAX, REVIEW_SORTS } from '@shop/commerce/reviews/reviews';
import type { AppContext } from '../services/app-context.ts';
import type { CatalogMemo } from '../services/catalog-memo.ts';
import {
  CATEGORIES_SCREEN_PARTS,
  CATEGORY_SCREEN_PARTS,
  HOME_SCREEN_PARTS,
  PRODUCT_SCREEN_PARTS,
  createCatalogScreens,
} from '../services/catalog-screens.ts';
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

const CategoryScreenBody = z
  .object({
    slug: z.string().trim().min(1).max(120).describe('Category slug, e.g. smart-rings'),
    include: z
      .array(z.enum(CATEGORY_SCREEN_PARTS))
      .max(CATEGORY_SCREEN_PARTS.length * 2)
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

export const catalogScreenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; memo: CatalogMemo }> = async (
  app,
  { ctx, memo },
) => {
  const screens = createCatalogScreens(ctx.db, memo, ctx.clock);

  app.get(
    '/Screen/product',
    {
      schema: {
        tags,
        summary:
          'Extension: the product screen by model slug: the products (full shape) and the included parts of each (its reviews: the first page)',
        querystring: z.object({
          modal: z.string().trim().min(1).max(120).describe('Model or its slug, case-insensitive'),
          include: includeParam(PRODUCT_SCREEN_PARTS),
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
      const { modal, include, related = 0, reviews_sort: sort, reviews_page_size: pageSize } = request.query;
      return screens.product(modal, include, related, { sort, pageSize });
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
      const productQuery = { ...query, sort: SORT_ORDERS[query?.sort ?? 'featured'] };
      const page = query?.limit === undefined ? null : { offset: query.offset ?? 0, limit: query.limit };
      return screens.category(slug, new Set(request.body.include), productQuery, page);
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
      return screens.search(
        normaliseSearchQuery(q),
        { offset, limit },
        { categoryId: cat_id, minPrice: min_price, maxPrice: max_price },
      );
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
      return screens.suggestions(normaliseSearchQuery(q), limit);
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
      const { offset, limit } = request.query;
      return screens.productList({ offset, limit });
    },
  );

  app.get(
    '/Screen/categories',
    {
      schema: {
        tags,
        summary: 'Extension: the categories in menu order (as Get_category) with the included parts of each',
        querystring: z.object({ include: includeParam(CATEGORIES_SCREEN_PARTS) }),
        response: {
          200: z.object({ categories: z.array(CategoryEntry.extend({ banners: z.array(CategoryBanner).optional() })) }),
          400: ErrorBody,
        },
      },
    },
    async (request) => screens.categories(request.query.include),
  );

  app.get(
    '/Screen/home',
    {
      schema: {
        tags,
        summary: 'Extension: the home screen: its SEO and a section per category with its first products',
        querystring: z.object({
          include: includeParam(HOME_SCREEN_PARTS),
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
      return screens.home(include, perSection);
    },
  );
};
