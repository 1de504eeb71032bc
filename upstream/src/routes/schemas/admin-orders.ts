// zod schemas of the console's order routes (/api/Admin/Orders...): the list's filters, its rows,
// one order's detail, the transition request and its per-order results. camelCase JSON, amounts in
// rupees (major units) as every answer of upstream.
import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from '@shop/commerce/admin/catalog-limits';
import {
  COURIER_NAME_MAX_LENGTH,
  ORDER_STATES,
  TRACKING_URL_MAX_LENGTH,
  TRANSITION_NOTE_MAX_LENGTH,
} from '@shop/commerce/checkout/order-lifecycle';
import { PAYMENT_MODES } from '@shop/commerce/checkout/payment-mode';
import { isCalendarDate } from '@shop/commerce/shop-time';
import { ADMIN_ORDER_SORTS } from '../../domain/admin-order-filters.ts';
import { filesPath, pincodeParam } from './common.ts';
import { pageQuery } from './admin.ts';

export const OrderState = z.enum(ORDER_STATES);
/** An order's status as stored (text), answered only when it is a lifecycle state. */
const storedState = z.string().pipe(OrderState);
const day = z
  .string()
  .trim()
  .refine(isCalendarDate, 'Expected a calendar date YYYY-MM-DD')
  .describe("A calendar day in the shop's time zone (India)");

/** The list's filters (the export takes the same). */
export const orderFilterQuery = {
  status: z
    .string()
    .trim()
    .max(300)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(OrderState).max(ORDER_STATES.length))
    .optional()
    .describe('One state or several, comma separated (placed,paid)'),
  from: day.optional().describe('First order day, inclusive (shop time)'),
  to: day.optional().describe('Last order day, inclusive (shop time)'),
  paymentMode: z.enum(['prepaid', 'cod']).optional(),
  pincode: pincodeParam.optional().describe('Shipping pincode'),
  state: z.string().trim().min(1).max(120).optional().describe('Shipping state, as the order records it'),
  partner: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,20}$/, 'Expected a partner code such as V5M1001')
    .transform((code) => code.toUpperCase())
    .optional()
    .describe("A channel partner's code: orders placed with a coupon the partner (or a General under them) shared"),
  search: z
    .string()
    .max(ADMIN_SEARCH_MAX)
    .optional()
    .describe('An order number (or its beginning), an email, a mobile number or part of a name'),
  sort: z.enum(ADMIN_ORDER_SORTS).default('date_desc'),
};

function checkRange<T extends { from?: string | undefined; to?: string | undefined }>(query: T, ctx: z.RefinementCtx) {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day comes before the first' });
}

export const AdminOrdersQuery = z.object({ ...pageQuery, ...orderFilterQuery }).superRefine(checkRange);
export const AdminOrdersExportQuery = z.object(orderFilterQuery).superRefine(checkRange);

const PaymentMode = z.enum(PAYMENT_MODES);

export const AdminOrderRow = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: storedState.describe('The lifecycle state (placed, paid, packed, shipped, ...)'),
  amount: z.number(),
  currency: z.string(),
  paymentMode: PaymentMode,
  paymentStatus: z.string().nullable(),
  customerName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  courierName: z.string().nullable(),
  awbNumber: z.string().nullable(),
  invoiceNo: z.string().nullable(),
});

export const AdminOrderList = z.object({ items: z.array(AdminOrderRow), total: z.number().int() });

export const AdminOrderQuery = z.object({
  OrderID: z
    .string()
    .trim()
    .regex(/^(\d{1,9}|[A-Za-z]{3}\d{10,20})$/, 'Expected an order number such as LUM2511020001')
    .describe('The order number (or the internal id)'),
});

const AddressBody = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});

export const AdminOrderDetail = AdminOrderRow.extend({
  legacyStatus: z.string().describe("The REST order_status the shopper's contract reads (Success, Pending, Cancelled)"),
  userId: z.number().int().nullable(),
  billing: AddressBody,
  shipping: AddressBody,
  gstin: z.string().nullable(),
  figures: z.object({
    subtotal: z.number(),
    couponDiscount: z.number(),
    prepaidDiscount: z.number(),
    shippingCharge: z.number(),
    coupons: z.array(z.string()),
  }),
  gst: z.object({
    taxable: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
    total: z.number(),
    ratePercent: z.number().nullable(),
    taxName: z.string().nullable(),
  }),
  shipment: z.object({
    courierName: z.string().nullable(),
    awbNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    expectedDeliveryDate: z.string().nullable(),
  }),
  returnRequest: z.object({ kind: z.string(), reason: z.string().nullable() }).nullable(),
  invoiceUrl: z.string().nullable().describe('A signed invoice link that works for a few minutes'),
  items: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      model: z.string(),
      color: z.string(),
      size: z.string(),
      units: z.number().int(),
      unitPrice: z.number(),
      discountPercent: z.number(),
      lineDiscount: z.number(),
      couponCode: z.string().nullable(),
      hsnCode: z.string(),
      image: z.string(),
      offerProduct: z.boolean(),
    }),
  ),
  payments: z.array(
    z.object({
      kind: z.string(),
      gatewayStatus: z.string(),
      trackingId: z.string().nullable(),
      amount: z.number(),
      outcome: z.string(),
      at: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      amount: z.number(),
      currency: z.string(),
      reason: z.string(),
      createdAt: z.string(),
      resolvedAt: z.string().nullable(),
    }),
  ),
  partners: z.array(z.object({ code: z.string(), name: z.string(), role: z.string(), couponCode: z.string() })),
  timeline: z.array(
    z.object({
      status: storedState,
      at: z.string(),
      actor: z.string().describe('shopper, system or operator'),
      operatorName: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  audit: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      operatorName: z.string(),
      operatorEmail: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      createdAt: z.string(),
    }),
  ),
  allowedTransitions: z.array(OrderState).describe('The states this operator may move the order to now'),
});

const orderNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}\d{10,20}$/, 'Expected an order number such as LUM2511020001');
const shipmentFields = {
  courierName: z
    .string()
    .max(COURIER_NAME_MAX_LENGTH * 2)
    .optional(),
  awbNumber: z.string().max(60).optional(),
  trackingUrl: z
    .string()
    .max(TRACKING_URL_MAX_LENGTH * 2)
    .optional(),
};

export const TransitionBody = z.object({
  orderIds: z.array(orderNumber).min(1).max(100).describe('Order numbers; several for packing and shipping'),
  to: OrderState,
  ...shipmentFields,
  shipments: z
    .array(z.object({ orderId: orderNumber, ...shipmentFields }))
    .max(100)
    .optional()
    .describe("Shipping: each order's own AWB number (and courier or link, where they differ from the common ones)"),
  note: z.string().max(TRANSITION_NOTE_MAX_LENGTH).optional(),
});

export const TransitionAnswer = z.object({
  results: z.array(
    z.object({
      orderId: z.string(),
      ok: z.boolean(),
      status: storedState.nullable().describe('The state it moved to; null when refused'),
      code: z.string().nullable(),
      message: z.string().nullable(),
      field: z.string().nullable(),
    }),
  ),
});

export const ExportLinkAnswer = z.object({ url: filesPath, expiresAt: z.string() });
