// Assembles products in the contract's shapes (list shape and full shape) from a list of product
// records with a fixed number of queries: colours, lifestyles and pictures are loaded for all the
// products at once and grouped in memory.
import type { Kysely } from 'kysely';
import { discountText } from '@shop/commerce/catalog/pricing';
import {
  colorsOf,
  imagesOf,
  lifestylesOf,
  offersOf,
  reviewsOf,
  type ColorRecord,
  type ImageRecord,
  type ProductRecord,
} from '../db/queries/products.ts';
import type { Database } from '../db/schema.ts';
import type { ProductFullShape, ProductListShape } from '../routes/schemas/catalog.ts';

export interface ProductCard extends ProductRecord {
  colors: ColorRecord[];
  lifestyles: string[];
  /** Picture 1 of each colour. */
  firstImages: ImageRecord[];
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

async function cardsWith(
  db: Kysely<Database>,
  records: readonly ProductRecord[],
  gallery: ImageRecord[] | null,
): Promise<ProductCard[]> {
  const ids = records.map((r) => r.id);
  const [colors, lifestyles, firstImages] = await Promise.all([
    colorsOf(db, ids),
    lifestylesOf(db, ids),
    gallery ? Promise.resolve(gallery.filter((i) => i.position === 1)) : imagesOf(db, ids, 'gallery', true),
  ]);
  const colorsBy = groupBy(colors, (c) => c.productId);
  const lifestylesBy = groupBy(lifestyles, (l) => l.productId);
  const imagesBy = groupBy(firstImages, (i) => i.productId);
  return records.map((r) => ({
    ...r,
    colors: colorsBy.get(r.id) ?? [],
    lifestyles: (lifestylesBy.get(r.id) ?? []).map((l) => l.name),
    firstImages: imagesBy.get(r.id) ?? [],
  }));
}

export function loadProductCards(db: Kysely<Database>, records: readonly ProductRecord[]): Promise<ProductCard[]> {
  return cardsWith(db, records, null);
}

export function toListShape(card: ProductCard): ProductListShape {
  return {
    product_id: card.id,
    producT_NAME: card.name,
    producT_MODEL: card.model,
    category_id: card.categoryId,
    category_name: card.categoryName,
    product_Price: card.listPrice,
    sale_Price: card.salePrice,
    sale_Discount: discountText(card.listPrice, card.salePrice),
    currency: card.currency,
    rating: card.rating,
    ratingcount: card.ratingCount,
    product_description_30: card.descriptionHtml,
    product_varients: card.variantFamilyId === null ? 0 : 1,
    lifestyle: card.lifestyles,
    product_Color: card.colors.map((c) => ({ color_id: c.id, color_name: c.name, color_code: c.code, stock: c.stock })),
    images: card.firstImages.map((i) => ({ pro_Image: i.url })),
  };
}

export async function loadProductFullShapes(
  db: Kysely<Database>,
  records: readonly ProductRecord[],
): Promise<ProductFullShape[]> {
  const ids = records.map((r) => r.id);
  const [gallery, highlights, offers, reviews] = await Promise.all([
    imagesOf(db, ids, 'gallery'),
    imagesOf(db, ids, 'highlight'),
    offersOf(db, ids),
    reviewsOf(db, ids),
  ]);
  const cards = await cardsWith(db, records, gallery);
  const galleryBy = groupBy(gallery, (i) => i.productId);
  const highlightsBy = groupBy(highlights, (i) => i.productId);
  const offersBy = groupBy(offers, (o) => o.productId);
  const reviewsBy = groupBy(reviews, (r) => r.product_id);
  return cards.map((card) => ({
    ...toListShape(card),
    _Details_Images: (galleryBy.get(card.id) ?? []).map((i) => ({ pro_Image: i.url, color_name: i.colorName })),
    _Collage_Details_Pages: (highlightsBy.get(card.id) ?? []).map((i) => ({
      productColor: i.colorName,
      productImage: i.url,
    })),
    background_info: card.backgroundHtml,
    product_Banner: card.bannerUrl,
    offerProduct: (offersBy.get(card.id) ?? []).map((o) => ({
      product_id: o.offerProductId,
      producT_NAME: o.name,
      producT_MODEL: o.model,
      price: o.price,
      pro_Image: o.imageUrl,
    })),
    _Reviews: (reviewsBy.get(card.id) ?? []).map((r) => ({
      review_id: r.id,
      reviewer_name: r.reviewer_name,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      review_date: r.review_date,
    })),
  }));
}
