// The viewer's checkout fields need only the session's token, not the profile that decides whether
// the viewer exists. Query.viewer starts their upstream calls beside the profile's (account's
// viewer.ts), so a customer screen takes one round for its data, not a profile round first; the
// field resolvers then find the same loads in the request's loaders (the checkout's figures in
// its pricing memo). A token upstream refuses makes the viewer null and these early answers are
// dropped (their failures are marked as handled).
import type { GatewayContext } from '../../context.ts';
import { selected, selects, type ResolveTree } from '../../graphql/selection.ts';
import { checkoutSummaryInput, orderIdInput, orderPageInput } from './inputs.ts';
import { LIFECYCLE_FIELDS } from './order-lifecycle-client.ts';
import { checkoutSummary } from './summary.ts';

/** Starts the loads of the checkout fields selected on Viewer; invalid arguments are left to the resolvers. */
export function startCheckoutViewerLoads(context: GatewayContext, token: string, viewer: ResolveTree): void {
  const { loaders } = context;
  const started: Array<Promise<unknown>> = [];
  if (selects(viewer, 'Viewer', 'deliveryAddresses')) started.push(loaders.checkout.deliveryAddresses.load(token));
  if (selects(viewer, 'Viewer', 'billingAddresses')) started.push(loaders.checkout.billingAddresses.load(token));
  if (selects(viewer, 'Viewer', 'orders')) started.push(loaders.checkout.orders.load(token));
  if (selects(viewer, 'Viewer', 'preBookings')) started.push(loaders.checkout.preBookings.load(token));
  for (const field of selected(viewer, 'Viewer', 'orderPage')) {
    const input = orderPageInput.safeParse({ page: field.args.page, first: field.args.first });
    if (input.success) started.push(loaders.checkout.orderPage.load({ token, ...input.data }));
  }
  for (const field of selected(viewer, 'Viewer', 'checkout')) {
    const input = checkoutSummaryInput.safeParse(field.args.input);
    if (input.success) started.push(checkoutSummary(context, token, input.data));
  }
  for (const field of selected(viewer, 'Viewer', 'order')) {
    const orderId = orderIdOf(field);
    if (orderId === null) continue;
    started.push(loaders.checkout.order.load({ token, orderId }));
    if (LIFECYCLE_FIELDS.some((name) => selects(field, 'Order', name)))
      started.push(context.loaders.checkout.tracking.load({ token, orderId }));
  }
  for (const field of selected(viewer, 'Viewer', 'orderPayment')) {
    const orderId = orderIdOf(field);
    if (orderId !== null) started.push(context.loaders.checkout.payment.load({ token, orderId }));
  }
  for (const load of started) load.catch(() => undefined);
}

/** The order id as the resolvers read it; null when they would not ask upstream. */
function orderIdOf(field: ResolveTree): string | null {
  const orderId = orderIdInput.safeParse(field.args.orderId);
  return orderId.success && orderId.data !== '' ? orderId.data.toUpperCase() : null;
}
