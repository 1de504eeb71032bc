// How an order is paid, as a domain word (storefront spec sections 4 and 9): online before dispatch
// (prepaid, with the prepaid discount) or cash on delivery. The REST contract's numeric paytype
// (1 and 2) belongs to upstream and to the gateway's REST client, never to a rule.

export const PAYMENT_MODES = ['PREPAID', 'CASH_ON_DELIVERY'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** True for a prepaid order; no mode chosen yet is not prepaid. */
export function isPrepaid(mode: PaymentMode | null | undefined): boolean {
  return mode === 'PREPAID';
}
