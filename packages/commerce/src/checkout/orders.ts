// Orders (storefront spec section 4): the checks before an order is placed, in the spec's order;
// the statuses and the order list's texts; the shop's calendar day (India time) of an instant.
import type { PaymentMode } from './payment-mode.ts';
import { CHECKOUT_MESSAGES, type CheckoutErrorKey } from './messages.ts';

/** Placed (and paid, or cash on delivery), awaiting online payment, cancelled. */
export const ORDER_STATUS = { SUCCESS: 'Success', PENDING: 'Pending', CANCELLED: 'Cancelled' } as const;

/** The order list's status: an empty status reads 'Cancelled' (spec section 4). */
export function orderStatusText(status: string | null | undefined): string {
  const text = (status ?? '').trim();
  return text === '' ? ORDER_STATUS.CANCELLED : text;
}

/** Only a Success order shows the confirmation; anything else is the Order Cancelled page. */
export function isSuccessStatus(status: string | null | undefined): boolean {
  return orderStatusText(status) === ORDER_STATUS.SUCCESS;
}

/** The order list's More cell: a download link, or 'Yet to Generate Invoice'. */
export function invoiceLabel(invoiceUrl: string | null | undefined): string {
  return invoiceUrl ? CHECKOUT_MESSAGES.downloadInvoice : CHECKOUT_MESSAGES.noInvoice;
}

export interface OrderRequestState {
  itemCount: number;
  deliveryAddressId: number | string | null;
  paymentMode: PaymentMode | null;
  /** Null when not known yet (no address): the address check speaks first. */
  deliverable: boolean | null;
}

export type OrderProblem = Extract<
  CheckoutErrorKey,
  'cartEmpty' | 'noDeliveryAddress' | 'noPaymentMode' | 'notDeliverable'
>;

/** The first reason not to place the order, in the spec's order; null when it may go. */
export function orderProblem(state: OrderRequestState): OrderProblem | null {
  if (state.itemCount === 0) return 'cartEmpty';
  if (state.deliveryAddressId === null || state.deliveryAddressId === '') return 'noDeliveryAddress';
  if (state.paymentMode === null) return 'noPaymentMode';
  if (state.deliverable === false) return 'notDeliverable';
  return null;
}
