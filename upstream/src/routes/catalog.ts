// Catalog routes over categories: id by slug, menu, filters, filtered product list, banners, models,
// items and search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '@shop/commerce/catalog/limits';
import { NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { createCatalog } from '../services/catalog.ts';
import type { CatalogMemo } from '../services/catalog-memo.ts';
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

function found<T>(answer: T | null, id: number): T {
  if (answer === null) throw new NotFoundError(`Category ${id} not found`);
  return answer;
}

export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; memo: CatalogMemo }> = async (
  app,
  { ctx, memo },
) => {
  const catalog = createCatalog(ctx.db, memo);

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
      const id = await catalog.categoryIdBySlug(request.query.cat_name);
      if (id === null) throw new NotFoundError(`Category ${request.query.cat_name} not found`);
      return { id };
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
    async () => catalog.categories(),
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
    async (request) => found(await catalog.filters(request.query.cat_id), request.query.cat_id),
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
      const query = { colors, lifestyle, priceRange, sort: SORT_ORDERS[sort ?? 'featured'] };
      return found(await catalog.products(cat_id, query), cat_id);
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
    async (request) => found(await catalog.banners(request.query.CAT_ID), request.query.CAT_ID),
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
    async (request) => found(await catalog.models(request.query.cat_id), request.query.cat_id),
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
    async () => catalog.items(),
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
    async (request) => catalog.search(request.query.q),
  );
};
