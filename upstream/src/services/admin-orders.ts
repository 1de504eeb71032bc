// The console's orders in the answers' shapes: one page of the list (filtered, searched and sorted
// by the database) and one order's detail: items, addresses, GST split, payments and refunds,
// partners, timeline, audit entries, the transitions this operator may make now, and an invoice link
// that works a few minutes. The CSV export reads the same filter (services/admin-order-export.ts).
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { can, type OperatorRole } from '@shop/commerce/admin/roles';
import { nextStates, type LifecycleActor } from '@shop/commerce/checkout/order-lifecycle';
import type { PaymentMode } from '@shop/commerce/checkout/payment-mode';
import {
  adminOrderPage,
  eventsOfOrder,
  findAdminOrder,
  partnersOfOrder,
  paymentEventsOf,
  refundsOf,
  type AdminOrderFilter,
  type AdminOrderListRow,
} from '../db/queries/admin-orders.ts';
import { findOrderByNumber, orderItems, type OrderRow } from '../db/queries/orders.ts';
import type { Database } from '../db/schema.ts';
import { orderDateBounds, orderSearch } from '../domain/admin-order-filters.ts';
import { PAYTYPE } from '../domain/checkout-constants.ts';
import { invoiceLink } from '../domain/invoice-link.ts';
import type { AdminOrdersExportQuery, AdminOrdersQuery } from '../routes/schemas/admin-orders.ts';
import { listAudit } from './audit.ts';
import type { Clock } from './clock.ts';
import { lifecycleOf } from './order-lifecycle.ts';

/** How long an invoice link in an order's detail works. */
const INVOICE_LINK_TTL_MS = 5 * 60_000;

export type FilterQuery = z.output<typeof AdminOrdersExportQuery>;

export function filterOf(query: FilterQuery): AdminOrderFilter {
  const bounds = orderDateBounds(query.from, query.to);
  return {
    statuses: query.status,
    from: bounds.from,
    before: bounds.before,
    paytype:
      query.paymentMode === 'prepaid'
        ? PAYTYPE.PREPAID
        : query.paymentMode === 'cod'
          ? PAYTYPE.CASH_ON_DELIVERY
          : undefined,
    pincode: query.pincode,
    state: query.state,
    partnerCode: query.partner,
    search: query.search === undefined ? null : orderSearch(query.search),
  };
}

const paymentModeOf = (paytype: number): PaymentMode => (paytype === PAYTYPE.PREPAID ? 'PREPAID' : 'CASH_ON_DELIVERY');
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

function rowOf(row: AdminOrderListRow) {
  return {
    id: row.id,
    orderNumber: row.order_id_new,
    orderDate: row.order_date,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    paymentMode: paymentModeOf(row.paytype),
    paymentStatus: row.payment_status,
    customerName: fullName(row.billing_customer_name, row.billing_last_name),
    email: row.billing_email,
    phone: row.billing_phone,
    city: row.shipping_city,
    state: row.shipping_state,
    pincode: row.shipping_pincode,
    courierName: row.courier_name,
    awbNumber: row.awb_number,
    invoiceNo: row.invoice_no,
  };
}

function operatorActor(role: OperatorRole): LifecycleActor {
  return { kind: 'operator', can: (permission) => can(role, permission) };
}

export function createAdminOrders(deps: { db: Kysely<Database>; clock: Clock; invoiceKey: string }) {
  const { db, clock, invoiceKey } = deps;

  async function findByIdOrNumber(id: string) {
    return /^\d+$/.test(id) ? findAdminOrder(db, Number(id)) : findOrderByNumber(db, id.toUpperCase());
  }

  async function detailOf(order: OrderRow, role: OperatorRole) {
    const now = clock();
    const [items, payments, refunds, partners, events, audit] = await Promise.all([
      orderItems(db, [order.id]),
      paymentEventsOf(db, order.id),
      refundsOf(db, order.id),
      partnersOfOrder(db, order.id),
      eventsOfOrder(db, order.id),
      listAudit(db, { entityType: 'order', entityId: order.order_id_new, page: 1, first: 100 }),
    ]);
    const address = (kind: 'billing' | 'shipping') => ({
      name: fullName(order[`${kind}_customer_name`], order[`${kind}_last_name`]),
      address: order[`${kind}_address`],
      city: order[`${kind}_city`],
      state: order[`${kind}_state`],
      country: order[`${kind}_country`],
      pincode: order[`${kind}_pincode`],
      phone: order[`${kind}_phone`],
      email: order[`${kind}_email`],
    });
    const invoiceUrl =
      order.invoice_no !== null && order.user_id !== null
        ? invoiceLink(invoiceKey, order.order_id_new, order.user_id, new Date(now.getTime() + INVOICE_LINK_TTL_MS))
        : null;
    return {
      ...rowOf(order),
      legacyStatus: order.order_status,
      userId: order.user_id,
      billing: address('billing'),
      shipping: address('shipping'),
      gstin: order.gst,
      figures: {
        subtotal: Number(order.subtotal),
        couponDiscount: Number(order.coupon_discount),
        prepaidDiscount: Number(order.prepaid_discount),
        shippingCharge: Number(order.shipping_charge),
        coupons: (order.coupons ?? '')
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      },
      gst: {
        taxable: Number(order.taxable_amount),
        cgst: Number(order.cgst),
        sgst: Number(order.sgst),
        igst: Number(order.igst),
        total: Number(order.tax_amount),
        ratePercent: order.tax_percent === null ? null : Number(order.tax_percent),
        taxName: order.tax_name,
      },
      shipment: {
        courierName: order.courier_name,
        awbNumber: order.awb_number,
        trackingUrl: order.tracking_url,
        expectedDeliveryDate: order.expected_delivery_date,
      },
      returnRequest: order.return_kind ? { kind: order.return_kind, reason: order.return_reason } : null,
      invoiceUrl,
      items: items.map((item) => ({
        productId: item.product_id,
        name: item.product_name,
        model: item.txt_model,
        color: item.color_name,
        size: item.size,
        units: item.units,
        unitPrice: Number(item.slling_price),
        discountPercent: Number(item.discount_percentage),
        lineDiscount: Number(item.line_discount),
        couponCode: item.coupon_code,
        hsnCode: item.hsn_code,
        image: item.pro_image,
        offerProduct: item.offerproduct === 1,
      })),
      payments: payments.map((p) => ({
        kind: p.kind,
        gatewayStatus: p.order_status,
        trackingId: p.tracking_id,
        amount: Number(p.amount),
        outcome: p.outcome,
        at: p.created_at,
      })),
      refunds: refunds.map((r) => ({
        amount: Number(r.amount),
        currency: r.currency,
        reason: r.reason,
        createdAt: r.created_at,
        resolvedAt: r.resolved_at,
      })),
      partners: partners.map((p) => ({
        code: p.code,
        name: fullName(p.name, p.surname),
        role: p.role,
        couponCode: p.coupon_code,
      })),
      timeline: events.map((e) => ({
        status: e.status,
        at: e.at,
        actor: e.actor_kind,
        operatorName: e.operator_name,
        note: e.note,
      })),
      audit: audit.items.map((a) => ({
        id: a.id,
        action: a.action,
        operatorName: a.operatorName,
        operatorEmail: a.operatorEmail,
        before: a.before,
        after: a.after,
        createdAt: a.createdAt,
      })),
      allowedTransitions: nextStates(lifecycleOf(order), operatorActor(role), now),
    };
  }

  return {
    /** One page of the orders that pass the list's filters, in its sort. */
    async page(query: z.output<typeof AdminOrdersQuery>) {
      const { page, first, sort } = query;
      const { rows, total } = await adminOrderPage(db, filterOf(query), sort, page, first);
      return { items: rows.map(rowOf), total };
    },

    /** One order by its id or its order number (any case), as this operator sees it; null for none. */
    async detail(id: string, role: OperatorRole) {
      const order = await findByIdOrNumber(id);
      return order ? detailOf(order, role) : null;
    },
  };
}
