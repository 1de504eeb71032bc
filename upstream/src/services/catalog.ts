// The catalog's category routes in the contract's shapes: a category's id by slug, the menu, a
// category's filters, products, banners and models, every listed product and the search. A lookup
// of a category that does not exist answers null (the route's 404).
import type { Kysely } from 'kysely';
import { SEARCH_RESULT_LIMIT } from '@shop/commerce/catalog/limits';
import { slugify } from '@shop/commerce/slug';
import { findCategory, findCategoryBySlug, listCategories, modelsOfCategory } from '../db/queries/catalog.ts';
import { allListedProducts } from '../db/queries/products.ts';
import type { Database } from '../db/schema.ts';
import type { CatalogMemo } from './catalog-memo.ts';
import {
  categoryBanners,
  categoryFilters,
  categoryProducts,
  productListItems,
  searchProductPage,
  type CategoryProductQuery,
} from './catalog-views.ts';

export function createCatalog(db: Kysely<Database>, memo: CatalogMemo) {
  /** The category's id, or null when there is no such category. */
  const categoryId = async (id: number) => (await findCategory(db, id))?.id ?? null;

  return {
    /** The id of the category whose slug is the slug of `name`. */
    async categoryIdBySlug(name: string): Promise<number | null> {
      return (await findCategoryBySlug(db, slugify(name)))?.id ?? null;
    },

    /** Categories in menu order. */
    async categories() {
      return (await listCategories(db)).map((c) => ({ id: c.id, name: c.name }));
    },

    async filters(id: number) {
      const found = await categoryId(id);
      return found === null ? null : categoryFilters(db, found, memo);
    },

    /** Listed products of the category matching the query, in its order. */
    async products(id: number, query: CategoryProductQuery) {
      if ((await categoryId(id)) === null) return null;
      return categoryProducts(db, id, query);
    },

    async banners(id: number) {
      const found = await categoryId(id);
      return found === null ? null : categoryBanners(db, found);
    },

    /** Models of the category's listed products. */
    async models(id: number) {
      const found = await categoryId(id);
      if (found === null) return null;
      return (await modelsOfCategory(db, found)).map((m) => ({ productId: m.id, model: m.model }));
    },

    /** Every listed product (the product list screen). */
    async items() {
      return productListItems(db, await allListedProducts(db));
    },

    /** The first SEARCH_RESULT_LIMIT listed products matching every word of the query, best first. */
    async search(query: string) {
      return (await searchProductPage(db, query, { offset: 0, limit: SEARCH_RESULT_LIMIT }, memo)).products;
    },
  };
}
