// The console's orders (/api/Admin/Orders...), inside the operator scope of routes/admin.ts: the
// list (paged on the server, filtered, searched, sorted), one order's detail, the lifecycle
// transitions (bulk for packing and shipping; the transition service audits and mails), the CSV
// export, and a signed link to the export for the browser. The export's file route
// (/files/admin/orders.csv) is outside the operator scope: adminOrderFileRoutes, registered in app.ts.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, type OperatorRole } from '@shop/commerce/admin/roles';
import { nextStates, type LifecycleActor } from '@shop/commerce/checkout/order-lifecycle';
import type { PaymentMode } from '@shop/commerce/checkout/payment-mode';
import { shopDate } from '@shop/commerce/shop-time';
import {
  adminOrderBatches,
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
import { csvLine, orderDateBounds, orderSearch } from '../domain/admin-order-filters.ts';
import { EXPORT_LINK_TTL_MS, exportLinkKey, signedLink, verifySignedLink } from '../domain/admin-export-link.ts';
import { PAYTYPE } from '../domain/checkout-constants.ts';
import { invoiceLink } from '../domain/invoice-link.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { requirePermission } from '../http/operator-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { listAudit } from '../services/audit.ts';
import { lifecycleOf, transitionOrder } from '../services/order-lifecycle.ts';
import { ErrorBody } from './schemas/common.ts';
import {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderQuery,
  AdminOrdersExportQuery,
  AdminOrdersQuery,
  ExportLinkAnswer,
  TransitionAnswer,
  TransitionBody,
} from './schemas/admin-orders.ts';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
export const EXPORT_PATH = '/files/admin/orders.csv';
const EXPORT_BATCH = 500;
/** How long an invoice link in an order's detail works. */
const INVOICE_LINK_TTL_MS = 5 * 60_000;

const EXPORT_HEADER = [
  'Order number',
  'Order date',
  'Status',
  'Payment mode',
  'Payment status',
  'Customer',
  'Email',
  'Phone',
  'City',
  'State',
  'Pincode',
  'Currency',
  'Subtotal',
  'Coupon discount',
  'Prepaid discount',
  'Shipping',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'GST rate',
  'Amount',
  'Coupons',
  'Courier',
  'AWB number',
  'Invoice number',
];

type FilterQuery = z.output<typeof AdminOrdersExportQuery>;

function filterOf(query: FilterQuery): AdminOrderFilter {
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
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

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

async function findByIdOrNumber(ctx: AppContext, id: string) {
  return /^\d+$/.test(id) ? findAdminOrder(ctx.db, Number(id)) : findOrderByNumber(ctx.db, id.toUpperCase());
}

async function detailOf(ctx: AppContext, order: OrderRow, role: OperatorRole) {
  const now = ctx.clock();
  const [items, payments, refunds, partners, events, audit] = await Promise.all([
    orderItems(ctx.db, [order.id]),
    paymentEventsOf(ctx.db, order.id),
    refundsOf(ctx.db, order.id),
    partnersOfOrder(ctx.db, order.id),
    eventsOfOrder(ctx.db, order.id),
    listAudit(ctx.db, { entityType: 'order', entityId: order.order_id_new, page: 1, first: 100 }),
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
      ? invoiceLink(ctx.invoiceKey, order.order_id_new, order.user_id, new Date(now.getTime() + INVOICE_LINK_TTL_MS))
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

/** The CSV of every order that passes the filter, read in batches as it is sent. */
function exportStream(ctx: AppContext, query: FilterQuery): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(EXPORT_HEADER)}`;
    for await (const rows of adminOrderBatches(ctx.db, filterOf(query), query.sort, EXPORT_BATCH)) {
      yield rows
        .map((r) =>
          csvLine([
            r.order_id_new,
            shopDate(r.order_date),
            r.status,
            r.paytype === PAYTYPE.PREPAID ? 'Prepaid' : 'COD',
            r.payment_status,
            fullName(r.billing_customer_name, r.billing_last_name),
            r.billing_email,
            r.billing_phone,
            r.shipping_city,
            r.shipping_state,
            r.shipping_pincode,
            r.currency,
            Number(r.subtotal),
            Number(r.coupon_discount),
            Number(r.prepaid_discount),
            Number(r.shipping_charge),
            Number(r.taxable_amount),
            Number(r.cgst),
            Number(r.sgst),
            Number(r.igst),
            r.tax_percent === null ? null : Number(r.tax_percent),
            Number(r.amount),
            r.coupons,
            r.courier_name,
            r.awb_number,
            r.invoice_no,
          ]),
        )
        .join('');
    }
  }
  return Readable.from(lines());
}

function sendCsv(reply: { header(name: string, value: string): unknown }, now: Date) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="orders-${shopDate(now)}.csv"`);
  reply.header('cache-control', 'private, no-store');
  reply.header('x-content-type-options', 'nosniff');
}

export const adminOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const linkKey = exportLinkKey(ctx.invoiceKey);

  app.get(
    '/Admin/Orders',
    {
      schema: {
        tags,
        summary:
          'Orders, newest first by default: paged on the server, filtered by state, order day, payment mode, pincode, state and partner, searched (orders.read)',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrderList, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'orders.read');
      const { page, first, sort } = request.query;
      const { rows, total } = await adminOrderPage(ctx.db, filterOf(request.query), sort, page, first);
      return { items: rows.map(rowOf), total };
    },
  );

  app.get(
    '/Admin/Order',
    {
      schema: {
        tags,
        summary:
          'One order: items, addresses, GST split, payments and refunds, partners, timeline, audit entries and the transitions this operator may make now (orders.read)',
        querystring: AdminOrderQuery,
        response: { 200: AdminOrderDetail, 404: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'orders.read');
      const order = await findByIdOrNumber(ctx, request.query.OrderID);
      if (!order) throw new NotFoundError('No such order.');
      return detailOf(ctx, order, session.role);
    },
  );

  app.post(
    '/Admin/Orders/Transition',
    {
      schema: {
        tags,
        summary:
          'Moves orders to a lifecycle state (several for packing and shipping): orders.fulfil, or orders.refund to refund; each order audited and its shopper mailed',
        body: TransitionBody,
        response: { 200: TransitionAnswer, ...errors },
      },
    },
    async (request) => {
      const { orderIds, to, shipments, note, ...common } = request.body;
      const session = requirePermission(request, to === 'refunded' ? 'orders.refund' : 'orders.fulfil');
      const own = new Map((shipments ?? []).map((s) => [s.orderId, s]));
      const actor = { kind: 'operator', operatorId: session.operatorId, role: session.role } as const;
      const results = [];
      // One order at a time, each in its own transaction: a refusal does not stop the others.
      for (const orderId of new Set(orderIds)) {
        const shipment = own.get(orderId);
        const details = {
          courierName: shipment?.courierName ?? common.courierName,
          awbNumber: shipment?.awbNumber ?? common.awbNumber,
          trackingUrl: shipment?.trackingUrl ?? common.trackingUrl,
          note,
        };
        results.push({ orderId, result: await transitionOrder(ctx, { orderId, to, actor, details }) });
      }
      return {
        results: results.map(({ orderId, result }) =>
          result.ok
            ? { orderId, ok: true, status: result.order.status, code: null, message: null, field: null }
            : {
                orderId,
                ok: false,
                status: null,
                code: result.code,
                message: result.message,
                field: result.field ?? null,
              },
        ),
      };
    },
  );

  app.get(
    '/Admin/Orders/Export',
    {
      schema: {
        tags,
        summary:
          "Every order that passes the list's filters as CSV (streamed; money as plain rupee numbers; orders.read, as the list)",
        querystring: AdminOrdersExportQuery,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      requirePermission(request, 'orders.read');
      sendCsv(reply, ctx.clock());
      return reply.send(exportStream(ctx, request.query));
    },
  );

  app.get(
    '/Admin/Orders/ExportLink',
    {
      schema: {
        tags,
        summary: `A link to the export with these filters that works for ${EXPORT_LINK_TTL_MS / 60_000} minutes, signed for this operator (orders.read)`,
        querystring: AdminOrdersExportQuery,
        response: { 200: ExportLinkAnswer, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'orders.read');
      const raw = request.raw.url ?? '';
      const params = Object.fromEntries(new URL(raw, 'http://upstream.invalid').searchParams);
      const expiresAt = new Date(ctx.clock().getTime() + EXPORT_LINK_TTL_MS);
      return {
        url: signedLink(linkKey, EXPORT_PATH, params, session.operatorId, expiresAt),
        expiresAt: expiresAt.toISOString(),
      };
    },
  );
};

const ExportFileQuery = z
  .object({
    operator: z.string().regex(/^\d{1,9}$/),
    expires: z.string().regex(/^\d{1,12}$/),
    signature: z.string().max(128),
  })
  .loose();

/** GET /files/admin/orders.csv?<filters>&operator&expires&signature: the export through a signed link. */
export const adminOrderFileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const linkKey = exportLinkKey(ctx.invoiceKey);
  app.get(
    EXPORT_PATH,
    {
      schema: {
        tags,
        summary:
          'The orders CSV through a link signed for an operator (GET /api/Admin/Orders/ExportLink); refused once expired, altered or when the operator may no longer read orders',
        querystring: ExportFileQuery,
        response: { 200: z.any().describe('text/csv'), 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const params = Object.fromEntries(new URL(request.raw.url ?? '', 'http://upstream.invalid').searchParams);
      const operatorId = verifySignedLink(linkKey, EXPORT_PATH, params, ctx.clock());
      const allowed = operatorId !== null && (await ctx.operators.allows(operatorId, 'orders.read'));
      if (!allowed) throw new HttpError(403, 'This link has expired or is not valid. Export again from the console.');
      const query = AdminOrdersExportQuery.safeParse(params);
      if (!query.success)
        throw new HttpError(400, 'This link has expired or is not valid. Export again from the console.');
      sendCsv(reply, ctx.clock());
      return reply.send(exportStream(ctx, query.data));
    },
  );
};
