// The console's order answers from upstream (/api/Admin/Orders, /api/Admin/Order, the transition's
// results, the export link), each parsed by the zod schema generated from upstream's OpenAPI
// document and renamed here to the schema's shapes: lifecycle states as the enum with their labels,
// amounts as Money, JSON audit values as text, links through safeLink.
import { toMoney } from '@shop/commerce/money';
import type { AdminOrderDetail as AdminOrderDetailWire, AdminOrderRow } from '../../generated/upstream/types.gen.ts';
import {
  zGetApiAdminOrderResponse,
  zGetApiAdminOrdersExportLinkResponse,
  zGetApiAdminOrdersResponse,
  zPostApiAdminOrdersTransitionResponse,
} from '../../generated/upstream/zod.gen.ts';
import { safeLink } from '../../rest/safe-html.ts';
import { statusEnum, statusLabel } from './orders-rules.ts';

const jsonText = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

const toSummary = (raw: AdminOrderRow) => ({
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
});

function toDetail(raw: AdminOrderDetailWire) {
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
}

export const orderListSchema = zGetApiAdminOrdersResponse.transform((raw) => ({
  nodes: raw.items.map(toSummary),
  totalCount: raw.total,
}));
export type AdminOrderPage = { nodes: Array<ReturnType<typeof toSummary>>; totalCount: number };

export const orderDetailSchema = zGetApiAdminOrderResponse.transform(toDetail);
export type AdminOrderDetail = ReturnType<typeof toDetail>;

/** Each order's outcome: the state it moved to, or upstream's refusal (code, message, field). */
export const transitionSchema = zPostApiAdminOrdersTransitionResponse;

export const fileLinkSchema = zGetApiAdminOrdersExportLinkResponse;
