// The gateway's cart models: upstream's CartItem after zod parsed and renamed it
// (mapping.ts). codegen.ts maps the GraphQL types to these.
import type { UserError } from '../../graphql/user-errors.ts';

export interface CartOfferProduct {
  productId: number;
  name: string;
  model: string;
  imageUrl: string;
  /** Price of one unit. */
  price: number;
  /** The line's currency. */
  currencyCode: string;
}

export interface CartLine {
  /** Upstream's line id: product, colour, size, strap and the chosen offers. */
  id: string;
  productId: number;
  colorId: number;
  name: string;
  model: string;
  colorName: string;
  size: string | null;
  strapId: number | null;
  strapColor: string | null;
  imageUrl: string;
  quantity: number;
  /** Current sale price of one unit. */
  unitPrice: number;
  currencyCode: string;
  /** Set when upstream says (an additive field); otherwise the path is looked up. */
  categoryName: string | null;
  /** Units left of the line's colour and size for this line (null: upstream did not say). */
  stock: number | null;
  /** The offer products the shopper chose with the line (none unless chosen). */
  offerProducts: CartOfferProduct[];
}

export interface Cart {
  lines: CartLine[];
}

/** A line to add, or a guest's local line. */
export interface CartLineSpec {
  productId: number;
  colorId: number;
  quantity: number;
  size: string | null;
  strapId: number | null;
  /** The offer products chosen with the line (ids, each once; none when empty). */
  offerProductIds: number[];
}

/** What names a line: product, colour, size, strap and the chosen offers. */
export type CartLineKey = Omit<CartLineSpec, 'quantity'>;

export interface CappedCartLine {
  productId: number;
  name: string;
  requested: number;
  kept: number;
}

/** A cart mutation's result; `lines` null means "the cart as it stands" (loaded when asked for). */
export interface CartPayload {
  lines: CartLine[] | null;
  userErrors: UserError[];
}

export interface MergeCartPayload extends CartPayload {
  capped: CappedCartLine[];
}
