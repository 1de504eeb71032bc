// What the shopper chose on the checkout page (pure): coupons, payment mode and delivery address,
// and the problem that stops Place Order before any request (spec 4, Checkout submit).
import type { AppliedCoupon } from './coupons.ts';
import {
  CART_EMPTY_MESSAGE,
  NO_DELIVERY_ADDRESS_MESSAGE,
  NO_PAYMENT_MODE_MESSAGE,
  NOT_DELIVERABLE_MESSAGE,
} from '@/features/checkout/checkout-constants.ts';

/** The spec's paytype: 0 none, 2 cash on delivery, 1 prepaid. */
export type PaymentChoice = 'CASH_ON_DELIVERY' | 'PREPAID' | null;

export type CheckoutChoices = {
  coupons: AppliedCoupon[];
  paymentMode: PaymentChoice;
  /** Null: the primary delivery address (the server's default). */
  deliveryAddressId: string | null;
};

export const INITIAL_CHOICES: CheckoutChoices = { coupons: [], paymentMode: null, deliveryAddressId: null };

/** The summary query's input. */
export function summaryInput(choices: CheckoutChoices) {
  return {
    coupons: choices.coupons.map(({ productId, colorId, code }) => ({ productId, colorId, code })),
    paymentMode: choices.paymentMode,
    deliveryAddressId: choices.deliveryAddressId,
  };
}

type SubmitState = {
  itemCount: number;
  deliveryAddressId: string | null;
  paymentMode: PaymentChoice;
  /** Null without an address (then the address message comes first). */
  deliverable: boolean | null;
};

/** The first reason not to place the order, in the spec's order; null when it may go. */
export function submitProblem(state: SubmitState): string | null {
  if (state.itemCount === 0) return CART_EMPTY_MESSAGE;
  if (!state.deliveryAddressId) return NO_DELIVERY_ADDRESS_MESSAGE;
  if (!state.paymentMode) return NO_PAYMENT_MODE_MESSAGE;
  if (state.deliverable === false) return NOT_DELIVERABLE_MESSAGE;
  return null;
}
