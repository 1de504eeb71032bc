// What the order tracking view shows, worked out apart from the components: a shop day as people
// read it (14-03-2026, the shop's one date format), whether a cancelled order had been placed (the shopper or the shop
// cancelled it) or never paid (its payment failed), and the texts of the view.
import { formatShopDate } from '@shop/commerce/dates';

/** YYYY-MM-DD as "14-03-2026"; anything else as it is. */
export function dayText(day: string): string {
  return formatShopDate(day);
}

/** True when the order was placed or paid before it was cancelled (not a failed payment). */
export function cancelledAfterPlacing(timeline: ReadonlyArray<{ status: string }>): boolean {
  return timeline.some((e) => e.status === 'PLACED' || e.status === 'PAID');
}

export const TRACKING_TEXTS = {
  heading: 'Order status',
  timelineHeading: 'Order timeline',
  cancelButton: 'Cancel order',
  cancelQuestion: 'Cancel this order? Its items go back on sale and you cannot undo this.',
  cancelConfirm: 'Yes, cancel order',
  keepOrder: 'Keep order',
  cancelled: 'Your order is cancelled.',
  returnButton: 'Request return / replacement',
  returnHeading: 'Return or replacement',
  returnKindLegend: 'What would you like?',
  returnReasonLabel: 'Reason',
  returnSubmit: 'Send request',
  returnSent: 'We have your request. We will mail you about the pickup.',
  close: 'Close',
  failed: 'Something went wrong. Please try again.',
  cancelledByShop: 'This order was cancelled.',
  trackLink: 'Track this order',
} as const;

/** The last day of the return window, as a sentence. */
export const returnWindowText = (day: string): string =>
  `You can ask for a return or replacement until ${dayText(day)}.`;
