// The category page's queries read through indexes: each order a page offers walks an index that
// starts with the category (no scan of the products table, no sort of a whole category), and the
// filters, counts and facets look rows up by key. Plans are SQLite's (EXPLAIN QUERY PLAN) on the
// shipped migrations; PostgreSQL has the same indexes.
import type { Compilable, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '@shop/commerce/catalog/sort';
import { migratedMemoryDatabase, sqlitePlanLines } from '../query-plans.ts';
import type { Database } from '../schema.ts';
import { colorCountsQuery, lifestyleCountsQuery, salePriceRangeQuery } from './catalog.ts';
import { productCountQuery, productPageIdsQuery } from './product-pages.ts';

let db: Kysely<Database>;

beforeAll(async () => {
  db = await migratedMemoryDatabase();
});
afterAll(() => db?.destroy());

/** The plan's lines, e.g. "SEARCH p USING INDEX products_category_price (category_id=? AND is_listed=?)". */
const plan = (query: Compilable): Promise<string[]> => sqlitePlanLines(db, query);

const page = { offset: 48, limit: 24 };
const INDEX_OF_SORT = {
  FEATURED: 'products_category_listed',
  BEST_SELLING: 'products_category_sold',
  NAME_ASC: 'products_category_name',
  NAME_DESC: 'products_category_name',
  PRICE_ASC: 'products_category_price',
  PRICE_DESC: 'products_category_price',
} as const;

describe('query plans of a category page', () => {
  it.each(PRODUCT_SORTS)('reads a %s page in index order, without scanning or sorting the products', async (sort) => {
    const lines = await plan(productPageIdsQuery(db, 3, {}, sort, page));
    expect(lines.join('\n')).toMatch(
      new RegExp(`SEARCH p USING (COVERING )?INDEX ${INDEX_OF_SORT[sort]} \\(category_id=\\? AND is_listed=\\?\\)`),
    );
    expect(lines.some((l) => /^SCAN p\b/.test(l))).toBe(false);
    // Ascending orders need no sort at all; descending ones keep ties in the featured order by
    // sorting only the rows of one key (SQLite's "RIGHT PART"), never the whole category.
    expect(lines.some((l) => l.includes('USE TEMP B-TREE FOR ORDER BY'))).toBe(false);
  });

  it('filters by colour and lifestyle through keyed lookups', async () => {
    const filter = { colors: ['Black'], lifestyles: ['Fitness'], priceRange: { min: 0, max: 20000 } };
    const lines = await plan(productPageIdsQuery(db, 3, filter, 'FEATURED', page));
    expect(lines.some((l) => /^SCAN /.test(l))).toBe(false);
    expect(lines.join('\n')).toMatch(/SEARCH pc USING INDEX product_colors_product/);
    expect(lines.join('\n')).toMatch(/SEARCH pl USING (COVERING )?INDEX/);
  });

  it('counts matches and facets from the category index', async () => {
    for (const query of [
      productCountQuery(db, 3, { colors: ['Black'] }),
      lifestyleCountsQuery(db, 3),
      colorCountsQuery(db, 3),
      salePriceRangeQuery(db, 3),
    ]) {
      const lines = await plan(query);
      expect(
        lines.some((l) => /^SCAN (p|products)\b/.test(l)),
        lines.join('\n'),
      ).toBe(false);
      expect(lines.join('\n')).toMatch(/SEARCH (p|products) USING (COVERING )?INDEX products_category/);
    }
  });
});
