// Cart mutation payloads from the cart client's typed results (the messages are @shop/commerce's
// CART_ERRORS), and a payload's cart.
import { CART_ERRORS, CART_STOCK_CODES } from '@shop/commerce/cart/messages';
import type { QuantityRefusal } from '@shop/commerce/cart/quantity';
import { refusedByUpstream, unauthenticated } from '../../auth/require-customer.ts';
import type { Session } from '../../auth/session.ts';
import type { GatewayContext } from '../../context.ts';
import { userError, userErrorWithMessage, type UserError } from '../../graphql/user-errors.ts';
import type { CartChange } from './client.ts';
import type { Cart, CartPayload } from './models.ts';

/** A payload's cart: the changed lines, or the cart as it stands when the change was refused. */
export async function payloadCart(payload: CartPayload, { session, loaders }: GatewayContext): Promise<Cart> {
  if (payload.lines !== null) return { lines: payload.lines };
  const token = session.token;
  if (token === null) throw unauthenticated();
  const lines = await loaders.cart.lines.load(token);
  if (lines === null) throw unauthenticated();
  return { lines };
}

/** The payload of a failed change: the cart as it stands (loaded only when asked for). */
export function unchanged(userErrors: UserError[]): CartPayload {
  return { lines: null, userErrors };
}

/** A refused quantity on the added line's quantity. */
export function quantityError(refusal: QuantityRefusal): UserError {
  return userError(CART_ERRORS[refusal], ['input', 'quantity']);
}

/**
 * `change` is an add (input with a quantity; a 404 is an unknown product) or a change of an
 * existing line (a 404 is no such line). Refusals without a spec message carry upstream's
 * (e.g. 'Please select an available size').
 */
export function cartPayload(session: Session, token: string, change: CartChange, kind: 'add' | 'line'): CartPayload {
  switch (change.kind) {
    case 'ok':
      return { lines: change.lines, userErrors: [] };
    case 'unauthorized':
      return refusedByUpstream(session, token);
    case 'maxQuantity':
      return unchanged([userError(CART_ERRORS.maxQuantity, kind === 'add' ? ['input', 'quantity'] : ['input'])]);
    case 'outOfStock':
      return unchanged([userError(CART_ERRORS.outOfStock, ['input'])]);
    case 'stockCapped':
      // The line now holds what is left: the payload's cart is loaded as it stands.
      return unchanged([
        userErrorWithMessage(
          CART_STOCK_CODES.capped,
          change.message,
          kind === 'add' ? ['input', 'quantity'] : ['input'],
        ),
      ]);
    case 'stockLimit':
      return unchanged([
        userErrorWithMessage(
          CART_STOCK_CODES.allInCart,
          change.message,
          kind === 'add' ? ['input', 'quantity'] : ['input'],
        ),
      ]);
    case 'notFound': {
      const error = kind === 'add' ? CART_ERRORS.productNotFound : CART_ERRORS.lineNotFound;
      return unchanged([userErrorWithMessage(error.code, change.message ?? error.message, ['input'])]);
    }
    case 'invalid':
      if (change.code === CART_ERRORS.offerNotFound.code)
        return unchanged([
          userErrorWithMessage(CART_ERRORS.offerNotFound.code, change.message ?? CART_ERRORS.offerNotFound.message, [
            'input',
            'offerProductIds',
          ]),
        ]);
      return unchanged([
        userErrorWithMessage(CART_ERRORS.invalidLine.code, change.message ?? CART_ERRORS.invalidLine.message, [
          'input',
        ]),
      ]);
  }
}
