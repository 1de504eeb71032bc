// Catalog routes over categories: id by slug, menu, filters, filtered product list, banners, models,
// items and search.
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULT_LIMIT } from '@shop/commerce/catalog/limits';
import { slugify } from '@shop/commerce/slug';
import { findCategory, findCategoryBySlug, listCategories, modelsOfCategory } from '../db/queries/catalog.ts';
import { allListedProducts } from '../db/queries/products.ts';
import type { Database } from '../db/schema.ts';
import type { CatalogMemo } from '../services/catalog-memo.ts';
import { NotFoundError } from '../http/errors.ts';
import {
  categoryBanners,
  categoryFilters,
  categoryProducts,
  productListItems,
  searchProductPage,
} from '../services/catalog-views.ts';
import {
  CategoryBanner,
  CategoryFilters,
  CategoryPageBody,
  ModelEntry,
  ProductListItem,
  ProductListShape,
  SORT_ORDERS,
} from './schemas/catalog.ts';
import { idParam, lookupErrors } from './schemas/common.ts';

const tags = ['catalog'];

async function requireCategory(db: Kysely<Database>, id: number) {
  const category = await findCategory(db, id);
  if (!category) throw new NotFoundError(`Category ${id} not found`);
  return category;
}

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; memo: CatalogMemo }> = async (
  app,
  { db, memo },
) => {
  app.get(
    '/CommonData/cat_id',
    {
      schema: {
        tags,
        summary: 'Category id by its slug',
        querystring: z.object({
          cat_name: z.string().trim().min(1).max(120).describe('Category slug, e.g. smart-rings'),
        }),
        response: { 200: z.object({ id: z.number().int() }), ...lookupErrors },
      },
    },
    async (request) => {
      const category = await findCategoryBySlug(db, slugify(request.query.cat_name));
      if (!category) throw new NotFoundError(`Category ${request.query.cat_name} not found`);
      return { id: category.id };
    },
  );

  app.get(
    '/Category/Get_category',
    {
      schema: {
        tags,
        summary: 'Categories in menu order',
        response: { 200: z.array(z.object({ id: z.number().int(), name: z.string() })) },
      },
    },
    async () => (await listCategories(db)).map((c) => ({ id: c.id, name: c.name })),
  );

  app.get(
    '/Category/getfilters',
    {
      schema: {
        tags,
        summary: 'Filter values of a category (lifestyles, colours, price range)',
        querystring: z.object({ cat_id: idParam }),
        response: { 200: CategoryFilters, ...lookupErrors },
      },
    },
    async (request) => categoryFilters(db, (await requireCategory(db, request.query.cat_id)).id, memo),
  );

  app.post(
    '/Product/category_page_data',
    {
      schema: {
        tags,
        summary: 'Listed products of a category matching the filter, featured order unless sort says otherwise',
        body: CategoryPageBody,
        response: { 200: z.array(ProductListShape), ...lookupErrors },
      },
    },
    async (request) => {
      const { cat_id, colors, lifestyle, priceRange, sort } = request.body;
      await requireCategory(db, cat_id);
      return categoryProducts(db, cat_id, { colors, lifestyle, priceRange, sort: SORT_ORDERS[sort ?? 'featured'] });
    },
  );

  app.get(
    '/Product/Product_Category_Banner',
    {
      schema: {
        tags,
        summary: 'Banners of a category',
        querystring: z.object({ CAT_ID: idParam }),
        response: { 200: z.array(CategoryBanner), ...lookupErrors },
      },
    },
    async (request) => categoryBanners(db, (await requireCategory(db, request.query.CAT_ID)).id),
  );

  app.get(
    '/Product/product_model_by_product_category',
    {
      schema: {
        tags,
        summary: 'Models of the listed products of a category',
        querystring: z.object({ cat_id: idParam }),
        response: { 200: z.array(ModelEntry), ...lookupErrors },
      },
    },
    async (request) => {
      const category = await requireCategory(db, request.query.cat_id);
      return (await modelsOfCategory(db, category.id)).map((m) => ({ productId: m.id, model: m.model }));
    },
  );

  app.get(
    '/product/items',
    {
      schema: {
        tags,
        summary: 'Every listed product (product list screen)',
        response: { 200: z.array(ProductListItem) },
      },
    },
    async () => productListItems(db, await allListedProducts(db)),
  );

  app.get(
    '/Product/search',
    {
      schema: {
        tags,
        summary: 'Extension: listed products whose name, model or category match every word of q, best first',
        querystring: z.object({ q: z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH).describe('Search text') }),
        response: { 200: z.array(ProductListShape), 400: lookupErrors[400] },
      },
    },
    async (request) => {
      const page = await searchProductPage(db, request.query.q, { offset: 0, limit: SEARCH_RESULT_LIMIT }, memo);
      return page.products;
    },
  );
};
