// Rules of the console's insights on the gateway's side: which lifecycle states the dashboard
// counts as waiting for the shop (in the order they are worked), the payment mode of a paytype,
// and a state's label. Pure; tested beside.
import { ORDER_STATE_LABELS, isOrderState, type OrderState } from '@shop/commerce/checkout/order-lifecycle';

/** States in which an order still needs the shop, in the order the work happens. */
export const WAITING_STATES: readonly OrderState[] = [
  'placed',
  'paid',
  'packed',
  'shipped',
  'out_for_delivery',
  'return_requested',
  'return_received',
];

export function stateLabel(state: string): string {
  return isOrderState(state) ? ORDER_STATE_LABELS[state] : state;
}

/** Every waiting state with its count (0 when no order is in it), in WAITING_STATES's order. */
export function waitingCounts(perState: ReadonlyArray<{ status: string; count: number }>) {
  const counts = new Map(perState.map((row) => [row.status, row.count]));
  return WAITING_STATES.map((state) => ({ state, label: stateLabel(state), count: counts.get(state) ?? 0 }));
}

/** Upstream's paytype: 1 prepaid, 2 cash on delivery (spec section 9). */
export function paymentModeOf(paytype: number): string {
  return paytype === 2 ? 'Cash on delivery' : 'Prepaid';
}
