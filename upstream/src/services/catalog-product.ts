// The catalog's answers about one product in the contract's shapes: the products of a model, a
// product's add-ons and variants, a colour's straps and stock, and the delivery estimate at a
// pincode. A product or colour that does not exist is a typed miss (the route's 404).
import type { Kysely } from 'kysely';
import { deliveryEstimateText } from '@shop/commerce/catalog/delivery';
import { slugify } from '@shop/commerce/slug';
import { findProductColor } from '../db/queries/catalog.ts';
import { findPincodeZone } from '../db/queries/geo.ts';
import { addonsOf, findProduct, productsByModelSlug } from '../db/queries/products.ts';
import type { Database } from '../db/schema.ts';
import { stockEntriesOf, strapEntriesOf, variantEntries } from './catalog-views.ts';
import { loadProductCards, loadProductFullShapes, toListShape } from './product-view.ts';

/** An answer about a product, or which of the product and its colour does not exist. */
export type ProductLookup<T> = { ok: true; value: T } | { ok: false; missing: 'product' | 'colour' };

const missing = (what: 'product' | 'colour') => ({ ok: false, missing: what }) as const;
const found = <T>(value: T) => ({ ok: true, value }) as const;

export function createCatalogProducts(db: Kysely<Database>) {
  async function colorOf(productId: number, colorId: number) {
    if (!(await findProduct(db, productId))) return missing('product');
    const color = await findProductColor(db, productId, colorId);
    return color ? found(color) : missing('colour');
  }

  return {
    /** The products whose model slug is the slug of `model` (full shape); null when there is none. */
    async byModel(model: string) {
      const records = await productsByModelSlug(db, slugify(model));
      return records.length === 0 ? null : loadProductFullShapes(db, records);
    },

    /** A product's add-ons (list shape). */
    async addOns(productId: number) {
      const product = await findProduct(db, productId);
      if (!product) return missing('product');
      return found((await loadProductCards(db, await addonsOf(db, product.id))).map(toListShape));
    },

    /** Members of the product's variant family, itself included; [] without a family. */
    async variants(productId: number) {
      const product = await findProduct(db, productId);
      return product ? found(await variantEntries(db, product)) : missing('product');
    },

    /** Extra strap colours of a product colour; [] for products without straps. */
    async straps(productId: number, colorId: number) {
      const color = await colorOf(productId, colorId);
      if (!color.ok) return color;
      return found((await strapEntriesOf(db, [color.value.id])).get(color.value.id) ?? []);
    },

    /** Stock of a product colour, per size when sizes apply. */
    async stock(productId: number, colorId: number) {
      const color = await colorOf(productId, colorId);
      if (!color.ok) return color;
      return found((await stockEntriesOf(db, [color.value.id])).get(color.value.id) ?? []);
    },

    /** The delivery estimate of a product at a pincode ('No delivery at this pincode' when not deliverable). */
    async deliveryTime(productId: number, pincode: string) {
      const product = await findProduct(db, productId);
      if (!product) return missing('product');
      const zone = await findPincodeZone(db, pincode);
      const text = deliveryEstimateText({
        zone: zone ? { minDays: zone.min_days, maxDays: zone.max_days } : null,
        deliverable: zone?.deliverable === 1,
        dispatchDays: product.dispatchDays,
      });
      return found([{ d_days: text }]);
    },
  };
}
