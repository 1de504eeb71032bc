// What the shopper has chosen on the product page, and the rules around it (spec section 4:
// choosing a colour resets the size; the first stock entry is the default). Pure, tested beside.

type StockOption = { size: string | null; stock: number };
type Strap = { id: string; color: string; isDefault: boolean };
type Color = { id: string; name: string; stock: number; stockOptions: StockOption[]; straps: Strap[] };
type Image = { url: string; colorName: string | null };

export type Selection = {
  colorId: string | null;
  /** Null for products without sizes. */
  size: string | null;
  strapId: string | null;
  quantity: number;
  addOnIds: string[];
  /** Product ids of the offer products ticked (none at first: an offer is added only when chosen). */
  offerIds: string[];
};

/** A cart line the product page asks for; the same shape as the cart's line input. */
export type PurchaseLine = {
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
  /** The offer products chosen with the line, at their offer price (major units). */
  offers?: Array<{ id: string; name: string; price: number }>;
};

export function isSized(color: Pick<Color, 'stockOptions'> | undefined): boolean {
  return Boolean(color?.stockOptions.some((o) => o.size !== null && o.size !== ''));
}

/** The default stock entry: the first one, or the first in stock when the first is sold out. */
export function defaultSize(color: Color | undefined): string | null {
  if (!color || !isSized(color)) return null;
  const option = color.stockOptions.find((o) => o.stock > 0) ?? color.stockOptions[0];
  return option?.size ?? null;
}

export function defaultStrapId(color: Color | undefined): string | null {
  if (!color || color.straps.length === 0) return null;
  return (color.straps.find((s) => s.isDefault) ?? color.straps[0])!.id;
}

export function initialSelection(colors: readonly Color[]): Selection {
  const color = colors[0];
  return {
    colorId: color?.id ?? null,
    size: defaultSize(color),
    strapId: defaultStrapId(color),
    quantity: 1,
    addOnIds: [],
    offerIds: [],
  };
}

/** Choosing a colour resets the size (and the strap) to that colour's defaults. */
export function chooseColor(selection: Selection, colors: readonly Color[], colorId: string): Selection {
  const color = colors.find((c) => c.id === colorId);
  if (!color) return selection;
  return { ...selection, colorId, size: defaultSize(color), strapId: defaultStrapId(color) };
}

/** Units available for the chosen colour and size. */
export function stockFor(color: Color | undefined, size: string | null): number {
  if (!color) return 0;
  if (!isSized(color)) return color.stockOptions[0]?.stock ?? color.stock;
  return color.stockOptions.find((o) => o.size === size)?.stock ?? 0;
}

/** Pictures of the chosen colour; else the untagged ones; else all of them. */
export function imagesForColor<T extends Image>(images: readonly T[], colorName: string | undefined): T[] {
  const own = images.filter((i) => i.colorName === colorName);
  if (own.length > 0) return own;
  const untagged = images.filter((i) => !i.colorName);
  return untagged.length > 0 ? untagged : [...images];
}

/**
 * The gallery with the chosen strap: a strap other than the case's own puts its picture (the watch
 * on that strap) first, before the colour's views; the default strap or none leaves the views as
 * they are (the same array, so a caller can tell).
 */
export function galleryForStrap<T extends { url: string }>(
  images: T[],
  strap: { isDefault: boolean; imageUrl?: string | null } | null,
): Array<T | { url: string }> {
  if (!strap || strap.isDefault || !strap.imageUrl) return images;
  return [{ url: strap.imageUrl }, ...images];
}

/** Product Highlights of the chosen colour, plus those not tied to a colour. */
export function highlightsForColor<T extends Image>(highlights: readonly T[], colorName: string | undefined): T[] {
  return highlights.filter((h) => !h.colorName || h.colorName === colorName);
}
