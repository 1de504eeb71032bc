// The mails of the order lifecycle: one per transition the shopper hears about (placed or paid,
// packed, shipped with the courier and tracking link, out for delivery, delivered, cancelled, return
// requested and received, refund issued, replaced), to the order's billing email (else the
// account's), through the outbox after the change has committed. Each links to the order's
// tracking page.
import type { Kysely, Selectable } from 'kysely';
import { ORDER_STATE_LABELS, RETURN_WINDOW_DAYS, type LifecycleMail } from '@shop/commerce/checkout/order-lifecycle';
import { SHOP_NAME } from '@shop/commerce/company';
import { amountText } from '@shop/commerce/money';
import { absoluteUrl, paths } from '@shop/commerce/paths';
import type { Database } from '../db/schema.ts';
import type { OrderTable } from '../db/schema-orders.ts';
import type { Outbox } from './outbox.ts';
import { mailCreditedIncentives } from './partner-attribution.ts';
import { formatShopDate } from '@shop/commerce/dates';

type Order = Selectable<OrderTable>;

export interface OrderMailDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  publicUrl: string;
}

function subjectOf(kind: LifecycleMail, number: string): string {
  switch (kind) {
    case 'placed':
      return `Your order ${number} is placed`;
    case 'shipped':
      return `Your order ${number} has shipped`;
    case 'out_for_delivery':
      return `Your order ${number} is out for delivery`;
    case 'delivered':
      return `Your order ${number} is delivered`;
    case 'cancelled':
      return `Your order ${number} is cancelled`;
    case 'return_requested':
      return `We have your request for order ${number}`;
    case 'refunded':
      return `Refund issued for order ${number}`;
    default:
      return `Order ${number}: ${ORDER_STATE_LABELS[kind]}`;
  }
}

/** The lines that say what happened; the greeting, the link and the signature are added around them. */
function linesOf(kind: LifecycleMail, order: Order): string[] {
  const number = order.order_id_new;
  const money = `${order.currency} ${amountText(Number(order.amount))}`;
  switch (kind) {
    case 'placed':
      return [
        `Thank you for your order ${number} of ${money}.`,
        order.paytype === 1
          ? 'Your payment is received. We will pack your order and mail you when it ships.'
          : 'You pay on delivery. We will pack your order and mail you when it ships.',
      ];
    case 'packed':
      return [`Your order ${number} is packed and will be handed to the courier soon.`];
    case 'shipped':
      return [
        `Your order ${number} has shipped with ${order.courier_name ?? 'our courier'}.`,
        `AWB number: ${order.awb_number ?? '-'}`,
        `Track it: ${order.tracking_url ?? '-'}`,
        ...(order.expected_delivery_date ? [`Expected delivery: ${formatShopDate(order.expected_delivery_date)}`] : []),
      ];
    case 'out_for_delivery':
      return [`Your order ${number} is out for delivery today.`];
    case 'delivered':
      return [
        `Your order ${number} is delivered. We hope you enjoy it.`,
        `Something wrong? You can ask for a return or a replacement within ${RETURN_WINDOW_DAYS} days of delivery from the order's page.`,
      ];
    case 'cancelled':
      return [
        `Your order ${number} is cancelled.`,
        ...(order.paytype === 1 && order.settled_at !== null
          ? [`Your payment of ${money} will be refunded to the account you paid from.`]
          : []),
      ];
    case 'return_requested':
      return [
        `We have your ${order.return_kind === 'replacement' ? 'replacement' : 'return'} request for order ${number}.`,
        'We will arrange the pickup and mail you when we receive the product.',
      ];
    case 'return_received':
      return [`We have received the product of order ${number} and are inspecting it.`];
    case 'refunded':
      return [`We have issued a refund of ${money} for order ${number}.`];
    case 'replaced':
      return [`Your replacement for order ${number} is on its way.`];
  }
}

/** Sends the shopper the mail of `kind` about `order` (its newest row). No address: nothing is sent. */
export async function mailOrderStatus(deps: OrderMailDeps, order: Order, kind: LifecycleMail): Promise<void> {
  let to = order.billing_email?.trim() || null;
  let name = order.billing_customer_name;
  if (!to && order.user_id !== null) {
    const user = await deps.db
      .selectFrom('users')
      .select(['email', 'first_name'])
      .where('id', '=', order.user_id)
      .executeTakeFirst();
    to = user?.email?.trim() || null;
    name = user?.first_name ?? name;
  }
  if (!to) return;
  const link = absoluteUrl(deps.publicUrl, paths.orderTracking.href(order.order_id_new));
  await deps.outbox.send({
    channel: 'email',
    to,
    subject: subjectOf(kind, order.order_id_new),
    body: [`Dear ${name},`, ...linesOf(kind, order), `Your order: ${link}`, `Team ${SHOP_NAME}`].join('\n\n'),
  });
}

/** Mails the order placed (cash on delivery) or paid (prepaid), by its number. */
export async function mailOrderPlaced(deps: OrderMailDeps, orderNumber: string): Promise<void> {
  const order = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('order_id_new', '=', orderNumber)
    .executeTakeFirst();
  if (!order || (order.status !== 'placed' && order.status !== 'paid')) return;
  await mailOrderStatus(deps, order, 'placed');
  // The partners credited on the order hear of their commission.
  await mailCreditedIncentives(deps, orderNumber);
}
