// The order lifecycle's words on the GraphQL surface: its states as the OrderLifecycleStatus enum,
// the return kinds as OrderReturnKind, the state of an order list row (an upstream without the
// lifecycle still answers Success or Cancelled), and upstream's refusals as userErrors.
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import {
  LIFECYCLE_ERRORS,
  isOrderState,
  type OrderState,
  type ReturnKind,
} from '@shop/commerce/checkout/order-lifecycle';
import { isSuccessStatus } from '@shop/commerce/checkout/orders';
import type { OrderLifecycleStatus, OrderReturnKind } from '../../generated/resolvers.ts';
import { userErrorWithMessage, type UserError } from '../../graphql/user-errors.ts';

export function statusEnum(state: OrderState): OrderLifecycleStatus {
  return state.toUpperCase() as OrderLifecycleStatus;
}

export function returnKindEnum(kind: ReturnKind): OrderReturnKind {
  return kind === 'replacement' ? 'REPLACEMENT' : 'RETURN';
}

export function returnKindOf(kind: OrderReturnKind): ReturnKind {
  return kind === 'REPLACEMENT' ? 'replacement' : 'return';
}

/** A list row's state: upstream's lifecycle status, else what its Success/Cancelled text says. */
export function rowState(row: { status: string; lifecycleStatus: string | null }): OrderState {
  if (isOrderState(row.lifecycleStatus)) return row.lifecycleStatus;
  return isSuccessStatus(row.status) ? 'placed' : 'cancelled';
}

/** The input field a refusal is about. */
const FIELDS: Readonly<Record<string, string[]>> = {
  [LIFECYCLE_ERRORS.returnKindRequired.code]: ['input', 'kind'],
  [LIFECYCLE_ERRORS.returnReasonInvalid.code]: ['input', 'reason'],
};

/** Upstream's refusal of a change as a userError (its code and message; the lifecycle's default else). */
export function lifecycleRefusal(code: string | null, message: string | null): UserError {
  const known = code ?? LIFECYCLE_ERRORS.notAllowed.code;
  return userErrorWithMessage(known, message ?? LIFECYCLE_ERRORS.notAllowed.message, FIELDS[known] ?? null);
}

export const ORDER_NOT_FOUND_ERROR = userErrorWithMessage(
  CHECKOUT_ERRORS.orderNotFound.code,
  CHECKOUT_ERRORS.orderNotFound.message,
  ['orderId'],
);
