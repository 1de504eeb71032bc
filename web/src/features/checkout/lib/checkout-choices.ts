// What the shopper chose on the checkout page (pure): coupons, payment mode and delivery address,
// and the message that stops Place Order before any request (spec 4, Checkout submit; the checks
// are @shop/commerce's checkout/orders.ts).
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import { orderProblem } from '@shop/commerce/checkout/orders';
import type { PaymentMode } from '@shop/commerce/checkout/payment-mode';
import type { AppliedCoupon } from './coupons.ts';

/** No payment mode chosen yet, cash on delivery, or prepaid. */
export type PaymentChoice = PaymentMode | null;

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

/** The message of the first reason not to place the order, in the spec's order; null when it may go. */
export function submitProblem(state: SubmitState): string | null {
  const problem = orderProblem(state);
  return problem ? CHECKOUT_ERRORS[problem].message : null;
}
