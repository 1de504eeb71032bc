// The catalog's answers in the contract's shapes, shared by the one-thing routes (variants, stock,
// straps, filters, banners, SEO, a category's products) and the screen routes that answer a whole
// screen at once (routes/catalog-screens.ts): both give the same shape for the same data.
import type { Kysely } from 'kysely';
import { DEFAULT_PRICE_RANGE } from '@shop/commerce/catalog/limits';
import { discountText } from '@shop/commerce/catalog/pricing';
import type { ProductSort } from '@shop/commerce/catalog/sort';
import {
  bannersOf,
  bannersOfCategories,
  colorCounts,
  findSeoPage,
  lifestyleCounts,
  salePriceRange,
  stockOfColors,
  strapsOfColors,
} from '../db/queries/catalog.ts';
import { productCount, productPageIds } from '../db/queries/product-pages.ts';
import {
  listedProductsOfCategory,
  productsByIds,
  variantFamilyMembers,
  type ProductRecord,
} from '../db/queries/products.ts';
import type { Database } from '../db/schema.ts';
import type { z } from 'zod';
import type {
  CategoryBanner,
  CategoryFilters,
  ProductListItem,
  ProductListShape,
  StockEntry,
  StrapOption,
  VariantEntry,
} from '../routes/schemas/catalog.ts';
import type { SeoBody } from '../routes/schemas/common.ts';
import { NO_MEMO, type CatalogMemo } from './catalog-memo.ts';
import { strapImagePath } from './images.ts';
import { loadProductCards, toListShape } from './product-view.ts';
import { productSearchIndex, searchProducts, type SearchFilter } from './search-index.ts';

type Db = Kysely<Database>;

export type SeoPageType = 'home' | 'category' | 'product';

/** The page's SEO, or null when none is set. */
export async function seoOf(db: Db, pageType: SeoPageType, refId: number): Promise<z.infer<typeof SeoBody> | null> {
  const page = await findSeoPage(db, pageType, refId);
  return page
    ? { pageTitle: page.page_title, pageDescription: page.page_description, pageKeywords: page.page_keywords }
    : null;
}

/** Members of the product's variant family, itself included; [] without a family. */
export async function variantEntries(db: Db, product: ProductRecord): Promise<z.infer<typeof VariantEntry>[]> {
  if (product.variantFamilyId === null) return [];
  return (await variantFamilyMembers(db, product.variantFamilyId)).map((m) => ({
    product_id: m.id,
    product_name: m.name,
    txT_MODEL: m.model,
    maiN_PRODUCT_HEADING: m.variantHeading ?? m.name,
    sale_Discount: discountText(m.listPrice, m.salePrice),
    currency: m.currency,
    sale_Price: m.salePrice,
    product_Price: m.listPrice,
    category_name: m.categoryName,
  }));
}

/** Rows grouped by their owner's id, in the rows' order; every id asked for has a list, [] when none. */
function groupedBy<R, T>(ids: readonly number[], rows: readonly R[], owner: (row: R) => number, shape: (row: R) => T) {
  const groups = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(owner(row))?.push(shape(row));
  return groups;
}

/** Stock of each colour, per size when sizes apply (one row of stock 0 for a colour without rows). */
export async function stockEntriesOf(
  db: Db,
  colorIds: readonly number[],
): Promise<Map<number, z.infer<typeof StockEntry>[]>> {
  const byColor = groupedBy(
    colorIds,
    await stockOfColors(db, colorIds),
    (r) => r.product_color_id,
    (r): z.infer<typeof StockEntry> => ({ stock: r.stock, size: r.size, issize: r.size === '' ? 0 : 1 }),
  );
  for (const [id, rows] of byColor) if (rows.length === 0) byColor.set(id, [{ stock: 0, size: '', issize: 0 }]);
  return byColor;
}

/** Extra strap colours of each colour ([] for colours without straps). */
export async function strapEntriesOf(
  db: Db,
  colorIds: readonly number[],
): Promise<Map<number, z.infer<typeof StrapOption>[]>> {
  return groupedBy(
    colorIds,
    await strapsOfColors(db, colorIds),
    (s) => s.product_color_id,
    (s) => ({
      id: s.id,
      strapColor: s.strap_color,
      colorCode: s.color_code,
      size: s.size,
      default: s.is_default,
      image: strapImagePath(s.id),
    }),
  );
}

/** Filter values of a category, counted by the database (once per catalog change with a memo). */
export function categoryFilters(
  db: Db,
  categoryId: number,
  memo: CatalogMemo = NO_MEMO,
): Promise<z.infer<typeof CategoryFilters>> {
  return memo.get(`filters:${categoryId}`, () => countCategoryFilters(db, categoryId));
}

async function countCategoryFilters(db: Db, categoryId: number): Promise<z.infer<typeof CategoryFilters>> {
  const [lifestyles, colors, range] = await Promise.all([
    lifestyleCounts(db, categoryId),
    colorCounts(db, categoryId),
    salePriceRange(db, categoryId),
  ]);
  const hasRange = range?.min !== null && range?.min !== undefined && range.max !== null;
  return {
    categories: lifestyles.map((l) => ({ id: l.id, name: l.name, count: Number(l.count) })),
    filters: {
      colors: colors.map((c) => c.color_name),
      lifestyle: lifestyles.map((l) => l.name),
      productColor: colors.map((c) => ({
        color_name: c.color_name,
        color_code: String(c.color_code),
        count: Number(c.count),
      })),
      priceRange: hasRange ? { min: Number(range.min), max: Number(range.max) } : { ...DEFAULT_PRICE_RANGE },
    },
  };
}

export async function categoryBanners(db: Db, categoryId: number): Promise<z.infer<typeof CategoryBanner>[]> {
  return (await bannersOf(db, categoryId)).map((b) => ({ category_Banner: b.image_url, txt_Alt: b.alt_text }));
}

/** Banners of each category (in the categories' order; [] for a category without any). */
export async function bannersByCategory(
  db: Db,
  categoryIds: readonly number[],
): Promise<Map<number, z.infer<typeof CategoryBanner>[]>> {
  return groupedBy(
    categoryIds,
    await bannersOfCategories(db, categoryIds),
    (b) => b.category_id,
    (b) => ({ category_Banner: b.image_url, txt_Alt: b.alt_text }),
  );
}

export interface CategoryProductQuery {
  colors?: readonly string[] | null;
  lifestyle?: readonly string[] | null;
  priceRange?: { min: number; max: number } | null;
  sort: ProductSort;
}

function catalogFilter(query: CategoryProductQuery) {
  return { colors: query.colors, lifestyles: query.lifestyle, priceRange: query.priceRange };
}

async function listShapesOf(db: Db, ids: readonly number[]): Promise<ProductListShape[]> {
  return (await loadProductCards(db, await productsByIds(db, ids))).map(toListShape);
}

/** Listed products of a category matching the filter, in the asked order (the database filters and sorts). */
export async function categoryProducts(
  db: Db,
  categoryId: number,
  query: CategoryProductQuery,
): Promise<ProductListShape[]> {
  return listShapesOf(db, await productPageIds(db, categoryId, catalogFilter(query), query.sort));
}

export interface ProductPageShape {
  products: ProductListShape[];
  /** Matching products in all pages. */
  total: number;
}

/** One page of a category's listed products matching the filter, with the count of all of them. */
export async function categoryProductPage(
  db: Db,
  categoryId: number,
  query: CategoryProductQuery,
  page: { offset: number; limit: number },
  memo: CatalogMemo = NO_MEMO,
): Promise<ProductPageShape> {
  const filter = catalogFilter(query);
  const countKey = `count:${categoryId}:${JSON.stringify([filter.colors, filter.lifestyles, filter.priceRange])}`;
  const [ids, total] = await Promise.all([
    productPageIds(db, categoryId, filter, query.sort, page),
    memo.get(countKey, () => productCount(db, categoryId, filter)),
  ]);
  return { products: await listShapesOf(db, ids), total };
}

/**
 * One page of the listed products matching a search (services/search-index.ts), best first, with
 * the count of all matches, the categories of the matches and the query's correction if any.
 * Cards are loaded for the page alone.
 */
export async function searchProductPage(
  db: Db,
  query: string,
  page: { offset: number; limit: number },
  memo: CatalogMemo = NO_MEMO,
  filter: SearchFilter = {},
): Promise<ProductPageShape & Omit<ProductSearchAnswerShape, 'ids'>> {
  const answer = searchProducts(await productSearchIndex(db, memo), query, filter);
  const ids = answer.ids.slice(page.offset, page.offset + page.limit);
  return {
    products: await listShapesOf(db, ids),
    total: answer.ids.length,
    categories: answer.categories,
    corrected_query: answer.correctedQuery,
  };
}

interface ProductSearchAnswerShape {
  ids: number[];
  categories: Array<{ id: number; name: string; count: number }>;
  corrected_query: string | null;
}

/** The first `count` listed products of a category in the featured order, read as far as needed. */
export async function firstProductsOfCategory(db: Db, categoryId: number, count: number): Promise<ProductListShape[]> {
  if (count <= 0) return [];
  return (await loadProductCards(db, await listedProductsOfCategory(db, categoryId, count))).map(toListShape);
}

/** Products in the product list screen's shape (product/items). */
export async function productListItems(
  db: Db,
  records: readonly ProductRecord[],
): Promise<Array<z.infer<typeof ProductListItem>>> {
  return (await loadProductCards(db, records)).map((c) => ({
    _id: c.id,
    producT_NAME: c.name,
    category: c.categoryName,
    txt_Model: c.model,
    productImage: c.firstImages[0]?.url ?? '',
    product_Color: c.colors.map((x) => ({ color_code: x.code, color_name: x.name })),
    currency: c.currency,
    sale_price: c.salePrice,
    price: c.listPrice,
    sale_Discount: discountText(c.listPrice, c.salePrice),
  }));
}
