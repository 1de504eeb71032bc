// The guest cart in the browser (spec sections 3 and 4): an array of lines in the spec's client
// shape of 'voodscart', so a cart a browser already holds still loads, changed by the cart rules of
// @shop/commerce (the line limit, merging, increase and decrease, the subtotal). Pure, tested beside.
import { MAX_QUANTITY_PER_LINE } from '@shop/commerce/cart/limits';
import { addUnits, clampQuantity, decreaseUnits, increaseUnits } from '@shop/commerce/cart/quantity';
import { cartSubtotal as subtotalOf } from '@shop/commerce/cart/subtotal';
import { SHOP_CURRENCY } from '@shop/commerce/money';

export type CartItem = {
  /** Product id joined with the colour name (and the size and strap when they apply). */
  id: string;
  pid: string;
  name: string;
  model: string;
  selectedColor: string;
  quantity: number;
  image: string;
  /** Sale price of one unit, in major units. */
  price: number;
  max: number;
  color_id: string;
  selectedSize: string;
  /** Id of the chosen strap option ('' when none). */
  selectedColorStrap: string;
  /** Colour name of the chosen strap ('' when none). */
  strapColor: string;
  currency: string;
  /** The offer products the shopper ticked on the product page (none unless chosen); prices per unit. */
  offerProducts: CartOfferChoice[];
};

/** An offer product chosen with a line: its product id, name and offer price (major units). */
export type CartOfferChoice = { id: string; name: string; price: number };

/** What the product page knows when the shopper presses Buy Now. */
export type CartItemInput = {
  pid: string;
  name: string;
  model: string;
  colorId: string;
  colorName: string;
  image: string;
  price: number;
  currency: string;
  quantity: number;
  size?: string | null;
  strap?: { id: string; color: string } | null;
  /** The offer products ticked on the product page. */
  offers?: CartOfferChoice[];
};

export type AddResult = { items: CartItem[]; added: boolean };

/** Offer product ids in one order, so the same choice names the same line. */
export function sortedOfferIds(ids: readonly string[]): string[] {
  return [...ids].sort((a, b) => Number(a) - Number(b));
}

/**
 * Line id: product id and colour name, then size and strap colour when they apply, then the chosen
 * offer products' ids (a ring with its dock and the same ring without it are two lines).
 */
export function cartLineId(
  pid: string,
  colorName: string,
  size?: string | null,
  strapColor?: string | null,
  offerIds: readonly string[] = [],
): string {
  return [
    pid,
    colorName,
    size ? `size ${size}` : '',
    strapColor ? `strap ${strapColor}` : '',
    offerIds.length > 0 ? `offer ${sortedOfferIds(offerIds).join('+')}` : '',
  ]
    .filter((part) => part !== '')
    .join('-');
}

export function toCartItem(input: CartItemInput): CartItem {
  return {
    id: cartLineId(
      input.pid,
      input.colorName,
      input.size,
      input.strap?.color,
      (input.offers ?? []).map((o) => o.id),
    ),
    pid: input.pid,
    name: input.name,
    model: input.model,
    selectedColor: input.colorName,
    quantity: input.quantity,
    image: input.image,
    price: input.price,
    max: MAX_QUANTITY_PER_LINE,
    color_id: input.colorId,
    selectedSize: input.size ?? '',
    selectedColorStrap: input.strap?.id ?? '',
    strapColor: input.strap?.color ?? '',
    currency: input.currency,
    offerProducts: [...(input.offers ?? [])].sort((a, b) => Number(a.id) - Number(b.id)),
  };
}

/**
 * Adds a line. Same id: merged when the new total is within the line limit, otherwise the cart is
 * left unchanged and `added` is false. New id: appended (when its own quantity is within the limit).
 */
export function addItem(items: readonly CartItem[], item: CartItem): AddResult {
  const index = items.findIndex((line) => line.id === item.id);
  const result = addUnits(items[index]?.quantity ?? 0, item.quantity);
  if (!result.ok) return { items: [...items], added: false };
  if (index === -1) return { items: [...items, item], added: true };
  return {
    items: items.map((line, i) => (i === index ? { ...line, quantity: result.quantity } : line)),
    added: true,
  };
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

/** One less, never below 1. */
export function decreaseItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.map((line) => (line.id === id ? { ...line, quantity: decreaseUnits(line.quantity) } : line));
}

/** One more, never above the line limit. */
export function increaseItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.map((line) => {
    if (line.id !== id) return line;
    const next = increaseUnits(line.quantity);
    return next.ok ? { ...line, quantity: next.quantity } : line;
  });
}

/** Replaces the cart with a given list (e.g. the server's), dropping lines that are not valid. */
export function setItems(list: unknown): CartItem[] {
  return parseCart(list);
}

/** Sum of quantity × price plus quantity × price of each chosen offer product, added in paise. */
export function cartSubtotal(items: readonly CartItem[]): number {
  return subtotalOf(
    items.map((line) => ({ quantity: line.quantity, unitPrice: line.price, offerProducts: line.offerProducts })),
  );
}

/** A stored line's chosen offers, read defensively (a cart stored before offers were chosen has none). */
function offerChoices(value: unknown): CartOfferChoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const r = raw as Record<string, unknown>;
    const id = text(r.id);
    const price = Number(r.price);
    return /^\d+$/.test(id) && Number.isFinite(price) ? [{ id, name: text(r.name), price }] : [];
  });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Reads a stored cart defensively: anything that is not a usable line is dropped. */
export function parseCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const lines: CartItem[] = [];
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null) continue;
    const r = raw as Record<string, unknown>;
    const quantity = Number(r.quantity);
    const price = Number(r.price);
    const id = text(r.id);
    if (!id || !Number.isFinite(quantity) || !Number.isFinite(price)) continue;
    lines.push({
      id,
      pid: text(r.pid),
      name: text(r.name),
      model: text(r.model),
      selectedColor: text(r.selectedColor),
      quantity: clampQuantity(quantity),
      image: text(r.image),
      price,
      max: MAX_QUANTITY_PER_LINE,
      color_id: text(r.color_id),
      selectedSize: text(r.selectedSize),
      selectedColorStrap: text(r.selectedColorStrap),
      strapColor: text(r.strapColor),
      currency: text(r.currency) || SHOP_CURRENCY,
      offerProducts: offerChoices(r.offerProducts),
    });
  }
  return lines;
}
