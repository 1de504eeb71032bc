// Turns the category and product definitions into rows: products, colours, stock per colour and
// size, gallery and highlight pictures, strap options, add-ons, offer products, reviews and SEO.
import { nameSortKey } from '@shop/commerce/catalog/sort';
import type { Insertable, Kysely } from 'kysely';
import { SHOP_CURRENCY } from '@shop/commerce/money';
import { slugify } from '@shop/commerce/slug';
import { createRandom, type Random } from '../../domain/random.ts';
import type { Database } from '../schema.ts';
import { CATEGORIES, HOME_SEO, MAIN_OFFERS } from './categories.ts';
import { LIFESTYLES, PALETTE, STRAP_COLORS, lifestyleId } from './palette.ts';
import type { ProductDef, VariantFamilyDef } from './product-def.ts';
import { backgroundHtml, productSeo, shortDescriptionHtml } from './product-content.ts';
import { AUDIO_FAMILIES, AUDIO_PRODUCTS } from './products-audio.ts';
import { GIFTING_FAMILIES, GIFTING_PRODUCTS } from './products-gifting.ts';
import { WEARABLE_FAMILIES, WEARABLE_PRODUCTS } from './products-wearables.ts';
import { draftReviews } from './reviews.ts';

export const PRODUCTS: readonly ProductDef[] = [...WEARABLE_PRODUCTS, ...AUDIO_PRODUCTS, ...GIFTING_PRODUCTS];
export const FAMILIES: readonly VariantFamilyDef[] = [...WEARABLE_FAMILIES, ...AUDIO_FAMILIES, ...GIFTING_FAMILIES];

const BATCH_SIZE = 400;
/** Ring sizes the shop stocks (US sizes). */
const RING_SIZES = ['6', '7', '8', '9', '10', '11', '12', '13'] as const;

type Rows<T extends keyof Database> = Array<Insertable<Database[T]>>;

interface CatalogRows {
  products: Rows<'products'>;
  product_colors: Rows<'product_colors'>;
  product_stock: Rows<'product_stock'>;
  product_images: Rows<'product_images'>;
  product_lifestyles: Rows<'product_lifestyles'>;
  strap_options: Rows<'strap_options'>;
  product_addons: Rows<'product_addons'>;
  offer_products: Rows<'offer_products'>;
  reviews: Rows<'reviews'>;
  seo_pages: Rows<'seo_pages'>;
}

/** Colour id = product id * 10 + position (1011 is the first colour of product 101). */
export function colorId(productId: number, index: number): number {
  return productId * 10 + index + 1;
}

function stockRows(random: Random, def: ProductDef, colorRowId: number, soldOut: boolean): Rows<'product_stock'> {
  if (def.kind !== 'ring') {
    return [{ product_color_id: colorRowId, size: '', stock: soldOut ? 0 : random.int(3, 60), position: 1 }];
  }
  return RING_SIZES.map((size, i) => {
    const edgeSize = size === RING_SIZES[0] || size === RING_SIZES[RING_SIZES.length - 1];
    const empty = soldOut || (edgeSize && random.next() < 0.6) || random.next() < 0.12;
    return { product_color_id: colorRowId, size, stock: empty ? 0 : random.int(1, 15), position: i + 1 };
  });
}

function strapRows(random: Random, def: ProductDef, colorRowId: number, caseColor: string): Rows<'strap_options'> {
  if (def.kind !== 'watch') return [];
  const size = def.strapSize ?? '22 mm';
  const others = random.shuffle(STRAP_COLORS.filter((c) => c !== caseColor)).slice(0, random.int(2, 3));
  const strapNames = [caseColor, ...others] as Array<keyof typeof PALETTE>;
  return strapNames.map((name, i) => ({
    product_color_id: colorRowId,
    strap_color: name,
    color_code: PALETTE[name],
    size,
    is_default: i === 0 ? 1 : 0,
    position: i + 1,
  }));
}

function buildProduct(def: ProductDef, featuredRank: number, rows: CatalogRows): void {
  const random = createRandom(def.id * 7919);
  const category = CATEGORIES.find((c) => c.id === def.categoryId);
  if (!category) throw new Error(`Product ${def.id}: unknown category ${def.categoryId}`);
  rows.products.push({
    id: def.id,
    category_id: def.categoryId,
    name: def.name,
    name_key: nameSortKey(def.name),
    model: def.model,
    model_slug: slugify(def.model),
    name_slug: slugify(def.name),
    device_kind: def.kind,
    list_price: def.listPrice,
    sale_price: def.salePrice,
    currency: SHOP_CURRENCY,
    rating: def.rating,
    rating_count: def.ratingCount,
    description_html: shortDescriptionHtml(def),
    background_html: backgroundHtml(def),
    banner_url: `/images/banners/product-${def.id}.svg`,
    is_listed: def.listed === false ? 0 : 1,
    featured_rank: featuredRank,
    units_sold: def.ratingCount * random.int(3, 6),
    dispatch_days: def.dispatchDays ?? 1,
    has_sizes: def.kind === 'ring' ? 1 : 0,
    variant_family_id: def.family?.id ?? null,
    variant_heading: def.family?.heading ?? null,
  });

  def.colors.forEach((name, index) => {
    const id = colorId(def.id, index);
    rows.product_colors.push({
      id,
      product_id: def.id,
      color_name: name,
      color_code: PALETTE[name],
      position: index + 1,
    });
    rows.product_stock.push(...stockRows(random, def, id, def.soldOut?.includes(name) ?? false));
    rows.strap_options.push(...strapRows(random, def, id, name));
    const gallery = random.int(3, 5);
    for (let n = 1; n <= gallery; n++) {
      rows.product_images.push({
        product_id: def.id,
        product_color_id: id,
        kind: 'gallery',
        position: n,
        url: `/images/products/${def.id}/${id}/${n}.svg`,
        caption: null,
      });
    }
    const highlights = Math.min(random.int(2, 4), Math.max(2, def.features.length));
    for (let n = 1; n <= highlights; n++) {
      const caption = def.features[(n - 1) % def.features.length] ?? def.name;
      rows.product_images.push({
        product_id: def.id,
        product_color_id: id,
        kind: 'highlight',
        position: n,
        url: `/images/highlights/${def.id}/${id}/${n}.svg`,
        caption,
      });
    }
  });

  for (const tag of def.lifestyles)
    rows.product_lifestyles.push({ product_id: def.id, lifestyle_id: lifestyleId(tag) });
  (def.addons ?? []).forEach((addonId, i) =>
    rows.product_addons.push({ product_id: def.id, addon_product_id: addonId, position: i + 1 }),
  );
  if (def.offer)
    rows.offer_products.push({
      product_id: def.id,
      offer_product_id: def.offer.productId,
      offer_price: def.offer.price,
      position: 1,
    });
  for (const review of draftReviews(random, def.kind, def.rating)) rows.reviews.push({ product_id: def.id, ...review });
  const seo = productSeo(def, category.name);
  rows.seo_pages.push({
    page_type: 'product',
    ref_id: def.id,
    page_title: seo.title,
    page_description: seo.description,
    page_keywords: seo.keywords,
  });
}

export function catalogRows(): CatalogRows {
  const rows: CatalogRows = {
    products: [],
    product_colors: [],
    product_stock: [],
    product_images: [],
    product_lifestyles: [],
    strap_options: [],
    product_addons: [],
    offer_products: [],
    reviews: [],
    seo_pages: [],
  };
  const rankInCategory = new Map<number, number>();
  for (const def of PRODUCTS) {
    const rank = (rankInCategory.get(def.categoryId) ?? 0) + 1;
    rankInCategory.set(def.categoryId, rank);
    buildProduct(def, rank, rows);
  }
  rows.seo_pages.unshift(
    {
      page_type: 'home',
      ref_id: 0,
      page_title: HOME_SEO.title,
      page_description: HOME_SEO.description,
      page_keywords: HOME_SEO.keywords,
    },
    ...CATEGORIES.map((c) => ({
      page_type: 'category',
      ref_id: c.id,
      page_title: c.seo.title,
      page_description: c.seo.description,
      page_keywords: c.seo.keywords,
    })),
  );
  return rows;
}

async function insertBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Rows<T>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    // Kysely cannot narrow a generic table name; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH_SIZE) as never)
      .execute();
  }
}

export async function seedCatalog(db: Kysely<Database>): Promise<void> {
  await insertBatches(
    db,
    'categories',
    CATEGORIES.map((c, i) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      position: i + 1,
      tagline: c.tagline,
      device_kind: c.kind,
    })),
  );
  await insertBatches(
    db,
    'category_banners',
    CATEGORIES.flatMap((c) =>
      c.banners.map((b, i) => ({
        category_id: c.id,
        position: i + 1,
        image_url: `/images/banners/${c.slug}-${i + 1}.svg`,
        alt_text: b.alt,
        headline: b.headline,
        tagline: b.tagline,
      })),
    ),
  );
  await insertBatches(
    db,
    'lifestyles',
    LIFESTYLES.map((name) => ({ id: lifestyleId(name), name, position: lifestyleId(name) })),
  );
  await insertBatches(
    db,
    'variant_families',
    FAMILIES.map((f) => ({ id: f.id, name: f.name })),
  );
  await insertBatches(
    db,
    'main_offers',
    MAIN_OFFERS.map((html, i) => ({ html, position: i + 1 })),
  );
  const rows = catalogRows();
  await insertBatches(db, 'products', rows.products);
  await insertBatches(db, 'product_colors', rows.product_colors);
  await insertBatches(db, 'product_stock', rows.product_stock);
  await insertBatches(db, 'product_images', rows.product_images);
  await insertBatches(db, 'product_lifestyles', rows.product_lifestyles);
  await insertBatches(db, 'strap_options', rows.strap_options);
  await insertBatches(db, 'product_addons', rows.product_addons);
  await insertBatches(db, 'offer_products', rows.offer_products);
  await insertBatches(db, 'reviews', rows.reviews);
  await insertBatches(db, 'seo_pages', rows.seo_pages);
}
