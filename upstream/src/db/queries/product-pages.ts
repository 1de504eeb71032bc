// Pages of a category's listed products, filtered, ordered and counted by the database (storefront
// spec section 2's filter and orders; the rules of @shop/commerce/catalog/filter and /sort): a page
// reads its ids through an index that starts with the category and stops at its last row, and its
// cards are then loaded for those ids alone. The builders are exported so that a test can read
// their query plans.
import { sql, type Kysely } from 'kysely';
import type { CatalogFilter } from '@shop/commerce/catalog/filter';
import type { ProductSort } from '@shop/commerce/catalog/sort';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

const lowered = (values: readonly string[] | null | undefined): string[] => [
  ...new Set((values ?? []).map((v) => v.trim().toLowerCase()).filter((v) => v !== '')),
];

/** The category's listed products matching the filter (no columns selected yet). */
function matching(db: Db, categoryId: number, filter: CatalogFilter) {
  let query = db.selectFrom('products as p').where('p.category_id', '=', categoryId).where('p.is_listed', '=', 1);
  const lifestyles = lowered(filter.lifestyles);
  if (lifestyles.length > 0)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_lifestyles as pl')
          .innerJoin('lifestyles as l', 'l.id', 'pl.lifestyle_id')
          .select('pl.product_id')
          .whereRef('pl.product_id', '=', 'p.id')
          .where(sql<string>`lower(l.name)`, 'in', lifestyles),
      ),
    );
  const colors = lowered(filter.colors);
  if (colors.length > 0)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_colors as pc')
          .select('pc.product_id')
          .whereRef('pc.product_id', '=', 'p.id')
          .where(sql<string>`lower(pc.color_name)`, 'in', colors),
      ),
    );
  const range = filter.priceRange;
  if (range) query = query.where('p.sale_price', '>=', range.min).where('p.sale_price', '<=', range.max);
  return query;
}

/** Ids of the matching products in `sort` order (ties in the featured order), one page when given. */
export function productPageIdsQuery(
  db: Db,
  categoryId: number,
  filter: CatalogFilter,
  sort: ProductSort,
  page?: { offset: number; limit: number },
) {
  let query = matching(db, categoryId, filter).select('p.id');
  if (sort === 'BEST_SELLING') query = query.orderBy('p.units_sold', 'desc');
  else if (sort === 'NAME_ASC') query = query.orderBy('p.name_key');
  else if (sort === 'NAME_DESC') query = query.orderBy('p.name_key', 'desc');
  else if (sort === 'PRICE_ASC') query = query.orderBy('p.sale_price');
  else if (sort === 'PRICE_DESC') query = query.orderBy('p.sale_price', 'desc');
  query = query.orderBy('p.featured_rank').orderBy('p.id');
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** How many products match (all pages). */
export function productCountQuery(db: Db, categoryId: number, filter: CatalogFilter) {
  return matching(db, categoryId, filter).select((eb) => eb.fn.countAll<number>().as('count'));
}

export async function productPageIds(
  db: Db,
  categoryId: number,
  filter: CatalogFilter,
  sort: ProductSort,
  page?: { offset: number; limit: number },
): Promise<number[]> {
  return (await productPageIdsQuery(db, categoryId, filter, sort, page).execute()).map((r) => r.id);
}

export async function productCount(db: Db, categoryId: number, filter: CatalogFilter): Promise<number> {
  return Number((await productCountQuery(db, categoryId, filter).executeTakeFirst())?.count ?? 0);
}
