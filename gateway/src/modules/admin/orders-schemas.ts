// The console's order REST shapes (/api/Admin/Orders, /api/Admin/Order, the transition's results,
// the export link), parsed and renamed to the schema's shapes in this one place: lifecycle states
// as the enum, amounts as Money, JSON audit values as text, links through safeLink.
import { isOrderState, type OrderState } from '@shop/commerce/checkout/order-lifecycle';
import { toMoney } from '@shop/commerce/money';
import { z } from 'zod';
import { safeLink } from '../../rest/safe-html.ts';
import { statusEnum, statusLabel } from './orders-rules.ts';

const amount = z.number().finite();
const state = z.string().refine(isOrderState, 'an order lifecycle state') as unknown as z.ZodType<OrderState>;
const paymentMode = z.enum(['PREPAID', 'CASH_ON_DELIVERY']);
const currency = z.string().regex(/^[A-Z]{3}$/);

const rowFields = {
  orderNumber: z.string(),
  orderDate: z.string(),
  status: state,
  amount,
  currency,
  paymentMode,
  paymentStatus: z.string().nullable(),
  customerName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  awbNumber: z.string().nullable(),
};

type RowFields = z.output<z.ZodObject<typeof rowFields>>;

function summaryOf(raw: RowFields) {
  return {
    id: raw.orderNumber,
    orderNumber: raw.orderNumber,
    placedAt: raw.orderDate,
    status: statusEnum(raw.status),
    statusLabel: statusLabel(raw.status),
    total: toMoney(raw.amount, raw.currency),
    paymentMode: raw.paymentMode,
    customerName: raw.customerName,
    email: raw.email,
    phone: raw.phone,
    city: raw.city,
    state: raw.state,
    pincode: raw.pincode,
    awbNumber: raw.awbNumber,
  };
}

export const orderListSchema = z
  .object({ items: z.array(z.object(rowFields).transform(summaryOf)), total: z.number().int().min(0) })
  .transform((raw) => ({ nodes: raw.items, totalCount: raw.total }));
export type AdminOrderPage = z.output<typeof orderListSchema>;

const address = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});

const jsonText = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export const orderDetailSchema = z
  .object({
    ...rowFields,
    billing: address,
    shipping: address,
    gstin: z.string().nullable(),
    figures: z.object({
      subtotal: amount,
      couponDiscount: amount,
      prepaidDiscount: amount,
      shippingCharge: amount,
      coupons: z.array(z.string()),
    }),
    gst: z.object({
      taxable: amount,
      cgst: amount,
      sgst: amount,
      igst: amount,
      total: amount,
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
    invoiceUrl: z.string().nullable(),
    items: z.array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        model: z.string(),
        color: z.string(),
        size: z.string(),
        units: z.number().int(),
        unitPrice: amount,
        discountPercent: z.number(),
        lineDiscount: amount,
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
        amount,
        outcome: z.string(),
        at: z.string(),
      }),
    ),
    refunds: z.array(
      z.object({
        amount,
        currency,
        reason: z.string(),
        createdAt: z.string(),
        resolvedAt: z.string().nullable(),
      }),
    ),
    partners: z.array(z.object({ code: z.string(), name: z.string(), role: z.string(), couponCode: z.string() })),
    timeline: z.array(
      z.object({
        status: state,
        at: z.string(),
        actor: z.string(),
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
    allowedTransitions: z.array(state),
  })
  .transform((raw) => {
    const money = (value: number) => toMoney(value, raw.currency);
    return {
      id: raw.orderNumber,
      orderNumber: raw.orderNumber,
      placedAt: raw.orderDate,
      status: statusEnum(raw.status),
      statusLabel: statusLabel(raw.status),
      paymentMode: raw.paymentMode,
      paymentStatus: raw.paymentStatus,
      customerName: raw.customerName,
      email: raw.email,
      phone: raw.phone,
      billingAddress: raw.billing,
      shippingAddress: raw.shipping,
      gstin: raw.gstin,
      items: raw.items.map((item) => ({
        ...item,
        image: safeLink(item.image) ?? '',
        unitPrice: money(item.unitPrice),
        lineDiscount: money(item.lineDiscount),
      })),
      subtotal: money(raw.figures.subtotal),
      couponDiscount: money(raw.figures.couponDiscount),
      prepaidDiscount: money(raw.figures.prepaidDiscount),
      shippingCharge: money(raw.figures.shippingCharge),
      total: money(raw.amount),
      coupons: raw.figures.coupons,
      gst: {
        taxableValue: money(raw.gst.taxable),
        cgst: money(raw.gst.cgst),
        sgst: money(raw.gst.sgst),
        igst: money(raw.gst.igst),
        totalTax: money(raw.gst.total),
        ratePercent: raw.gst.ratePercent,
        taxName: raw.gst.taxName,
      },
      shipment: { ...raw.shipment, trackingUrl: safeLink(raw.shipment.trackingUrl) },
      returnRequest: raw.returnRequest,
      invoiceUrl: safeLink(raw.invoiceUrl),
      payments: raw.payments.map((p) => ({ ...p, amount: money(p.amount) })),
      refunds: raw.refunds.map((r) => ({
        amount: toMoney(r.amount, r.currency),
        reason: r.reason,
        createdAt: r.createdAt,
        resolvedAt: r.resolvedAt,
      })),
      partners: raw.partners,
      timeline: raw.timeline.map((e) => ({ ...e, status: statusEnum(e.status), statusLabel: statusLabel(e.status) })),
      auditEntries: raw.audit.map((a) => ({
        id: a.id,
        action: a.action,
        operatorName: a.operatorName,
        operatorEmail: a.operatorEmail,
        before: jsonText(a.before),
        after: jsonText(a.after),
        at: a.createdAt,
      })),
      allowedTransitions: raw.allowedTransitions.map(statusEnum),
    };
  });
export type AdminOrderDetail = z.output<typeof orderDetailSchema>;

export const transitionSchema = z.object({
  results: z.array(
    z.object({
      orderId: z.string(),
      ok: z.boolean(),
      status: state.nullable(),
      code: z.string().nullable(),
      message: z.string().nullable(),
      field: z.string().nullable(),
    }),
  ),
});
export type TransitionAnswer = z.output<typeof transitionSchema>;

export const fileLinkSchema = z.object({
  url: z.string().startsWith('/files/'),
  expiresAt: z.string(),
});
