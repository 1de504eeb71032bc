// The guest cart's rules (spec sections 3, 4 and 9), pure and tested beside. The cart is an array
// of lines in the old site's client shape, so a cart saved by the old site still loads.
import { MAX_QTY, MIN_QTY } from '@/lib/constants.ts';

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
};

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
};

export type AddResult = { items: CartItem[]; added: boolean };

/** Line id: product id and colour name, then size and strap colour when they apply. */
export function cartLineId(pid: string, colorName: string, size?: string | null, strapColor?: string | null): string {
  return [pid, colorName, size ? `size ${size}` : '', strapColor ? `strap ${strapColor}` : '']
    .filter((part) => part !== '')
    .join('-');
}

export function toCartItem(input: CartItemInput): CartItem {
  return {
    id: cartLineId(input.pid, input.colorName, input.size, input.strap?.color),
    pid: input.pid,
    name: input.name,
    model: input.model,
    selectedColor: input.colorName,
    quantity: input.quantity,
    image: input.image,
    price: input.price,
    max: MAX_QTY,
    color_id: input.colorId,
    selectedSize: input.size ?? '',
    selectedColorStrap: input.strap?.id ?? '',
    strapColor: input.strap?.color ?? '',
    currency: input.currency,
  };
}

/**
 * Adds a line. Same id: merged when the new total is MAX_QTY or less, otherwise the cart is left
 * unchanged and `added` is false. New id: appended (when its own quantity is within the limits).
 */
export function addItem(items: readonly CartItem[], item: CartItem): AddResult {
  if (item.quantity < MIN_QTY || item.quantity > MAX_QTY) return { items: [...items], added: false };
  const index = items.findIndex((line) => line.id === item.id);
  if (index === -1) return { items: [...items, item], added: true };
  const existing = items[index]!;
  const total = existing.quantity + item.quantity;
  if (total > MAX_QTY) return { items: [...items], added: false };
  return { items: items.map((line, i) => (i === index ? { ...line, quantity: total } : line)), added: true };
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

/** One less, never below MIN_QTY. */
export function decreaseItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.map((line) => (line.id === id ? { ...line, quantity: Math.max(MIN_QTY, line.quantity - 1) } : line));
}

/** One more, never above MAX_QTY. */
export function increaseItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.map((line) => (line.id === id ? { ...line, quantity: Math.min(MAX_QTY, line.quantity + 1) } : line));
}

/** Replaces the cart with a given list (e.g. the server's), dropping lines that are not valid. */
export function setItems(list: unknown): CartItem[] {
  return parseCart(list);
}

/** Number of items: the sum of the quantities. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** Sum of quantity × price, rounded to paise. */
export function cartSubtotal(items: readonly CartItem[]): number {
  return Math.round(items.reduce((sum, line) => sum + line.quantity * line.price, 0) * 100) / 100;
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
      quantity: Math.min(MAX_QTY, Math.max(MIN_QTY, Math.round(quantity))),
      image: text(r.image),
      price,
      max: MAX_QTY,
      color_id: text(r.color_id),
      selectedSize: text(r.selectedSize),
      selectedColorStrap: text(r.selectedColorStrap),
      strapColor: text(r.strapColor),
      currency: text(r.currency) || 'INR',
    });
  }
  return lines;
}
