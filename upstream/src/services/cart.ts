// The server cart and guest-cart pricing: checks lines against the catalog, applies the cart
// rules (@shop/commerce's cart/) and answers lines as CartItem with the server's current sale prices,
// the offer products the shopper chose with each line (none unless chosen) at their offer prices,
// and the units left of each line's colour and size. Stock is per colour and size: lines of the same
// colour and size (different straps) share it. An add or increase past the stock keeps the line at
// what is left and answers 409 STOCK_CAPPED with the cart changed (the message says so); a line that
// already holds all that is left answers 409 STOCK_LIMIT unchanged; none left: 409 OUT_OF_STOCK.
import type { Kysely } from 'kysely';
import {
  checkLine,
  guestCartLines,
  lineId,
  mergeCarts,
  sameLine,
  sortedOfferIds,
  validLocalLines,
  type CartLine,
  type CatalogFacts,
  type LineKey,
} from '@shop/commerce/cart/lines';
import { CART_ERRORS, CART_STOCK_CODES, stockAllInCartMessage, stockCappedMessage } from '@shop/commerce/cart/messages';
import { addUnits, decreaseUnits, increaseUnits } from '@shop/commerce/cart/quantity';
import { checkStock } from '@shop/commerce/cart/stock';
import {
  cartColors,
  cartImages,
  cartLinesOf,
  cartProducts,
  cartStock,
  cartStraps,
  deleteCartLine,
  saveCartLine,
} from '../db/queries/cart.ts';
import { offersOf, type OfferRecord } from '../db/queries/products.ts';
import { lockCustomer } from '../db/queries/checkout.ts';
import type { Database } from '../db/schema.ts';
import type { CartItem } from '../routes/schemas/cart.ts';
import type { Clock } from './clock.ts';

type Db = Kysely<Database>;

interface CartCatalog extends CatalogFacts {
  info: Map<number, { name: string; model: string; price: number; currency: string; categoryName: string }>;
  colorNames: Map<number, string>;
  strapNames: Map<number, string>;
  images: Map<number, string>;
  /** Every offer product of each product (the line answers only the chosen ones). */
  offerRecords: Map<number, OfferRecord[]>;
}

export type CartRefusal = {
  status: 400 | 404 | 409;
  message: string;
  code?: string;
  /** True when the cart was changed anyway (a line capped at the stock left). */
  changed?: boolean;
};
export type CartResult<T> = { ok: true; value: T } | { ok: false; refusal: CartRefusal };
export interface CappedReport {
  pid: number;
  name: string;
  requested: number;
  kept: number;
}

async function loadCatalog(db: Db, productIds: readonly number[]): Promise<CartCatalog> {
  const ids = [...new Set(productIds)];
  const none = Promise.resolve([]);
  const [products, colors, stock, straps, images, offers] =
    ids.length === 0
      ? await Promise.all([none, none, none, none, none, none])
      : await Promise.all([
          cartProducts(db, ids),
          cartColors(db, ids),
          cartStock(db, ids),
          cartStraps(db, ids),
          cartImages(db, ids),
          offersOf(db, ids),
        ]);
  const stockBy = new Map<number, Map<string, number>>();
  for (const s of stock) {
    const sizes = stockBy.get(s.product_color_id) ?? new Map<string, number>();
    sizes.set(s.size, s.stock);
    stockBy.set(s.product_color_id, sizes);
  }
  const offersBy = new Map<number, OfferRecord[]>();
  for (const o of offers) offersBy.set(o.productId, [...(offersBy.get(o.productId) ?? []), o]);
  return {
    offers: new Map([...offersBy].map(([productId, list]) => [productId, new Set(list.map((o) => o.offerProductId))])),
    offerRecords: offersBy,
    products: new Map(products.map((p) => [p.id, { hasSizes: p.has_sizes === 1 }])),
    colors: new Map(colors.map((c) => [c.id, { productId: c.product_id }])),
    stock: stockBy,
    straps: new Map(straps.map((s) => [s.id, { colorId: s.product_color_id }])),
    info: new Map(
      products.map((p) => [
        p.id,
        {
          name: p.name,
          model: p.model,
          price: Number(p.sale_price),
          currency: p.currency,
          categoryName: p.category_name,
        },
      ]),
    ),
    colorNames: new Map(colors.map((c) => [c.id, c.color_name])),
    strapNames: new Map(straps.map((s) => [s.id, s.strap_color])),
    images: new Map(images.map((i) => [i.product_color_id, i.url])),
  };
}

/** Units of a colour and size left for `line`: the stock less what the cart's other lines of it hold. */
function unitsLeftFor(catalog: CatalogFacts, line: LineKey, cart: readonly CartLine[]): number {
  const stock = catalog.stock.get(line.colorId)?.get(line.size) ?? 0;
  const elsewhere = cart
    .filter((l) => l.colorId === line.colorId && l.size === line.size && !sameLine(l, line))
    .reduce((sum, l) => sum + l.quantity, 0);
  return Math.max(0, stock - elsewhere);
}

function toCartItem(catalog: CartCatalog, line: CartLine, cart: readonly CartLine[]): CartItem | null {
  const info = catalog.info.get(line.productId);
  const colorName = catalog.colorNames.get(line.colorId);
  if (!info || colorName === undefined) return null;
  const offers = (catalog.offerRecords.get(line.productId) ?? []).filter((o) =>
    line.offerIds.includes(o.offerProductId),
  );
  return {
    id: lineId(line),
    pid: line.productId,
    color_id: line.colorId,
    name: info.name,
    model: info.model,
    category_name: info.categoryName,
    selectedColor: colorName,
    image: catalog.images.get(line.colorId) ?? '',
    price: info.price,
    quantity: line.quantity,
    currency: info.currency,
    size: line.size,
    selectedColorStrap: line.strapId,
    strapColor: catalog.strapNames.get(line.strapId) ?? '',
    isprodductOffer: offers.length > 0 ? 1 : 0,
    offerProduct: offers.map((o) => ({
      product_id: o.offerProductId,
      name: o.name,
      model: o.model,
      price: o.price,
      image: o.imageUrl,
    })),
    _Coupon_Lists: [],
    stock: unitsLeftFor(catalog, line, cart),
  };
}

function view(catalog: CartCatalog, lines: readonly CartLine[]): CartItem[] {
  return lines.map((l) => toCartItem(catalog, l, lines)).filter((i): i is CartItem => i !== null);
}

const refuse = <T>(status: CartRefusal['status'], message: string, code?: string): CartResult<T> => ({
  ok: false,
  refusal: { status, message, ...(code ? { code } : {}) },
});

export function createCarts(db: Db, clock: Clock) {
  async function items(userId: number): Promise<CartItem[]> {
    const lines = await cartLinesOf(db, userId);
    return view(
      await loadCatalog(
        db,
        lines.map((l) => l.productId),
      ),
      lines,
    );
  }

  /** Runs a change of one existing line; 404 when the user has no such line. */
  async function changeLine(
    userId: number,
    key: LineKey,
    change: (line: CartLine, unitsLeft: number) => CartResult<number | null>,
  ): Promise<CartResult<CartItem[]>> {
    const result = await db.transaction().execute(async (trx): Promise<CartResult<null>> => {
      await lockCustomer(trx, userId);
      const catalog = await loadCatalog(trx, [key.productId]);
      const check = checkLine(catalog, key);
      const normal = check.ok ? check.key : { ...key, size: key.size.trim(), offerIds: sortedOfferIds(key.offerIds) };
      const cart = await cartLinesOf(trx, userId);
      const line = cart.find((l) => sameLine(l, normal));
      if (!line) return refuse(404, CART_ERRORS.lineNotFound.message);
      const outcome = change(line, unitsLeftFor(catalog, line, cart));
      if (!outcome.ok) return outcome;
      if (outcome.value === null) await deleteCartLine(trx, userId, line);
      else if (outcome.value !== line.quantity)
        await saveCartLine(trx, userId, { ...line, quantity: outcome.value }, clock());
      return { ok: true, value: null };
    });
    return result.ok ? { ok: true, value: await items(userId) } : result;
  }

  const maxQuantity = <T>() => refuse<T>(409, CART_ERRORS.maxQuantity.message, CART_ERRORS.maxQuantity.code);

  /** The refusal of a quantity past the stock (a capped line is saved by the caller first). */
  function stockRefusal<T>(stock: Exclude<ReturnType<typeof checkStock>, { kind: 'ok' }>): CartResult<T> {
    switch (stock.kind) {
      case 'outOfStock':
        return refuse(409, CART_ERRORS.outOfStock.message, CART_ERRORS.outOfStock.code);
      case 'allInCart':
        return refuse(409, stockAllInCartMessage(stock.left), CART_STOCK_CODES.allInCart);
      case 'capped':
        return {
          ok: false,
          refusal: {
            status: 409,
            message: stockCappedMessage(stock.left),
            code: CART_STOCK_CODES.capped,
            changed: true,
          },
        };
    }
  }

  /** Saves a line at `wanted` units when that many are left, at what is left when fewer are (capped). */
  async function withinStock(
    trx: Db,
    userId: number,
    key: LineKey,
    current: number,
    wanted: number,
    left: number,
  ): Promise<CartResult<null>> {
    const stock = checkStock(current, wanted, left);
    if (stock.kind === 'ok' || stock.kind === 'capped')
      await saveCartLine(trx, userId, { ...key, quantity: stock.quantity }, clock());
    return stock.kind === 'ok' ? { ok: true, value: null } : stockRefusal(stock);
  }

  /** The cart after a change: its lines, or the refusal of a change that still changed the cart. */
  async function settle(userId: number, result: CartResult<null>): Promise<CartResult<CartItem[]>> {
    return result.ok ? { ok: true, value: await items(userId) } : result;
  }

  return {
    items,

    async add(userId: number, key: LineKey, quantity: number): Promise<CartResult<CartItem[]>> {
      const result = await db.transaction().execute(async (trx): Promise<CartResult<null>> => {
        await lockCustomer(trx, userId);
        const catalog = await loadCatalog(trx, [key.productId]);
        const check = checkLine(catalog, key);
        if (!check.ok)
          return refuse(
            check.problem === 'productNotFound' || check.problem === 'colorNotFound' ? 404 : 400,
            CART_ERRORS[check.problem].message,
            check.problem === 'offerNotFound' ? CART_ERRORS.offerNotFound.code : undefined,
          );
        const cart = await cartLinesOf(trx, userId);
        const current = cart.find((l) => sameLine(l, check.key))?.quantity ?? 0;
        const next = addUnits(current, quantity);
        if (!next.ok)
          return next.error === 'maxQuantity'
            ? maxQuantity()
            : refuse(400, CART_ERRORS.minQuantity.message, CART_ERRORS.minQuantity.code);
        return withinStock(trx, userId, check.key, current, next.quantity, unitsLeftFor(catalog, check.key, cart));
      });
      return result.ok || result.refusal.changed ? settle(userId, result) : result;
    },

    remove: (userId: number, key: LineKey) => changeLine(userId, key, () => ({ ok: true, value: null })),
    decrease: (userId: number, key: LineKey) =>
      changeLine(userId, key, (line) => ({ ok: true, value: decreaseUnits(line.quantity) })),
    increase: (userId: number, key: LineKey) =>
      changeLine(userId, key, (line, left) => {
        const next = increaseUnits(line.quantity);
        if (!next.ok) return maxQuantity();
        const stock = checkStock(line.quantity, next.quantity, left);
        return stock.kind === 'ok' ? { ok: true, value: stock.quantity } : stockRefusal(stock);
      }),

    /**
     * Adds a local cart to the server cart: valid lines only, each line capped at 5 and at the units
     * left of its colour and size (a line with none left is not added); capped lines are reported.
     */
    async merge(userId: number, local: readonly CartLine[]): Promise<{ items: CartItem[]; capped: CappedReport[] }> {
      const capped = await db.transaction().execute(async (trx) => {
        await lockCustomer(trx, userId);
        const catalog = await loadCatalog(
          trx,
          local.map((l) => l.productId),
        );
        const server = await cartLinesOf(trx, userId);
        const result = mergeCarts(server, validLocalLines(catalog, local));
        const limited = new Map(result.capped.map((c) => [lineId(c.key), { ...c }]));
        const cart = [...server];
        const now = clock();
        for (const line of result.changed) {
          const current = cart.find((l) => sameLine(l, line))?.quantity ?? 0;
          const stock = checkStock(current, line.quantity, unitsLeftFor(catalog, line, cart));
          const kept = stock.kind === 'ok' || stock.kind === 'capped' ? stock.quantity : current;
          if (kept < line.quantity) {
            const report = limited.get(lineId(line)) ?? { key: line, requested: line.quantity, kept };
            limited.set(lineId(line), { ...report, kept });
          }
          if (kept === current) continue;
          const saved = { ...line, quantity: kept };
          await saveCartLine(trx, userId, saved, now);
          const at = cart.findIndex((l) => sameLine(l, line));
          if (at >= 0) cart[at] = saved;
          else cart.push(saved);
        }
        return [...limited.values()].map((c) => ({
          pid: c.key.productId,
          name: catalog.info.get(c.key.productId)?.name ?? '',
          requested: c.requested,
          kept: c.kept,
        }));
      });
      return { items: await items(userId), capped };
    },

    /** Prices a guest's local cart from current data; saves nothing. */
    async priceGuest(local: readonly CartLine[]): Promise<CartItem[]> {
      const catalog = await loadCatalog(
        db,
        local.map((l) => l.productId),
      );
      return view(catalog, guestCartLines(catalog, local));
    },
  };
}

export type Carts = ReturnType<typeof createCarts>;
