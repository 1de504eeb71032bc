// The customer's cart as an order sees it: each line with its product, colour, strap and the offer
// products chosen with it (names, prices, HSN codes, pictures), checked against the catalog, and deliverability
// of the lines at a pincode. Loaded with a fixed number of queries on the given connection (a
// transaction's when called from one).
import type { Kysely } from 'kysely';
import { checkLine, lineId, type CartLine } from '@shop/commerce/cart/lines';
import { deliveryEstimateText } from '@shop/commerce/catalog/delivery';
import { CATALOG_MESSAGES } from '@shop/commerce/catalog/messages';
import { SHOP_CURRENCY } from '@shop/commerce/money';
import { cartLinesOf, cartStock, cartStraps } from '../db/queries/cart.ts';
import { colorFacts, productFacts } from '../db/queries/checkout.ts';
import { findPincodeZone } from '../db/queries/geo.ts';
import { offersOf } from '../db/queries/products.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export interface OfferItem {
  productId: number;
  name: string;
  model: string;
  price: number;
  colorId: number | null;
  colorName: string;
  colorCode: string;
  image: string;
  hsn: string;
}

export interface OrderLine {
  id: string;
  line: CartLine;
  /** False when the catalog no longer has the product, colour, size or strap. */
  valid: boolean;
  name: string;
  model: string;
  categoryId: number;
  unitPrice: number;
  currency: string;
  hsn: string;
  dispatchDays: number;
  colorName: string;
  colorCode: string;
  image: string;
  strapColor: string;
  offers: OfferItem[];
}

export async function loadOrderCart(db: Db, userId: number): Promise<OrderLine[]> {
  const lines = await cartLinesOf(db, userId);
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((l) => l.productId))];
  const offers = await offersOf(db, ids);
  const allIds = [...new Set([...ids, ...offers.map((o) => o.offerProductId)])];
  const [products, colors, stock, straps] = await Promise.all([
    productFacts(db, allIds),
    colorFacts(db, allIds),
    cartStock(db, ids),
    cartStraps(db, ids),
  ]);
  const productBy = new Map(products.map((p) => [p.id, p]));
  const colorBy = new Map(colors.map((c) => [c.id, c]));
  const firstColorOf = (productId: number) => colors.find((c) => c.product_id === productId);
  const stockBy = new Map<number, Map<string, number>>();
  for (const s of stock)
    stockBy.set(s.product_color_id, (stockBy.get(s.product_color_id) ?? new Map()).set(s.size, s.stock));
  const offerIdsBy = new Map<number, Set<number>>();
  for (const o of offers) offerIdsBy.set(o.productId, (offerIdsBy.get(o.productId) ?? new Set()).add(o.offerProductId));
  const facts = {
    offers: offerIdsBy,
    products: new Map(products.map((p) => [p.id, { hasSizes: p.has_sizes === 1 }])),
    colors: new Map(colors.map((c) => [c.id, { productId: c.product_id }])),
    stock: stockBy,
    straps: new Map(straps.map((s) => [s.id, { colorId: s.product_color_id }])),
  };
  return lines.map((line): OrderLine => {
    const product = productBy.get(line.productId);
    const color = colorBy.get(line.colorId);
    return {
      id: lineId(line),
      line,
      valid: checkLine(facts, line).ok && product !== undefined && color !== undefined,
      name: product?.name ?? '',
      model: product?.model ?? '',
      categoryId: product?.category_id ?? 0,
      unitPrice: Number(product?.sale_price ?? 0),
      currency: product?.currency ?? SHOP_CURRENCY,
      hsn: product?.hsn_code ?? '',
      dispatchDays: product?.dispatch_days ?? 0,
      colorName: color?.color_name ?? '',
      colorCode: color?.color_code ?? '',
      image: color?.url ?? '',
      strapColor: straps.find((s) => s.id === line.strapId)?.strap_color ?? '',
      offers: offers
        .filter((o) => o.productId === line.productId && line.offerIds.includes(o.offerProductId))
        .map((o) => {
          const offerColor = firstColorOf(o.offerProductId);
          return {
            productId: o.offerProductId,
            name: o.name,
            model: o.model,
            price: o.price,
            colorId: offerColor?.id ?? null,
            colorName: offerColor?.color_name ?? '',
            colorCode: offerColor?.color_code ?? '',
            image: offerColor?.url ?? o.imageUrl,
            hsn: productBy.get(o.offerProductId)?.hsn_code ?? '',
          };
        }),
    };
  });
}

export interface Deliverability {
  deliverable: boolean;
  /** The whole order's estimate: the zone's days plus the slowest line's dispatch days. */
  deliveryDays: string;
  lines: Array<{ id: string; text: string; deliverable: boolean }>;
}

/** Deliverability of lines at a pincode (the shop delivers a pincode entirely or not at all). */
export async function deliverability(
  db: Db,
  pincode: string,
  lines: ReadonlyArray<Pick<OrderLine, 'id' | 'dispatchDays'>>,
): Promise<Deliverability> {
  const zoneRow = await findPincodeZone(db, pincode);
  const zone = zoneRow ? { minDays: zoneRow.min_days, maxDays: zoneRow.max_days } : null;
  const deliverable = zoneRow?.deliverable === 1;
  const perLine = lines.map((l) => {
    const text = deliveryEstimateText({ zone, deliverable, dispatchDays: l.dispatchDays });
    return { id: l.id, text, deliverable: text !== CATALOG_MESSAGES.noDelivery };
  });
  const slowest = Math.max(0, ...lines.map((l) => l.dispatchDays));
  return {
    deliverable: perLine.every((l) => l.deliverable) && zone !== null && deliverable,
    deliveryDays: deliveryEstimateText({ zone, deliverable, dispatchDays: slowest }),
    lines: perLine,
  };
}
