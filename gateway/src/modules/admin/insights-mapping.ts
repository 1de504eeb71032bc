// The console's insight answers from upstream (/api/Admin/Dashboard, Customers, Subscribers, Gst),
// each parsed by the zod schema generated from upstream's OpenAPI document and renamed here to the
// GraphQL shapes: amounts as Money, lifecycle states with labels, a paytype as its payment mode.
import { placeOfSupply } from '@shop/commerce/admin/gst-summary';
import { toMoney } from '@shop/commerce/money';
import type { CustomerAnswer, DashboardAnswer, GstAnswer } from '../../generated/upstream/types.gen.ts';
import {
  zGetApiAdminCustomersByIdResponse,
  zGetApiAdminCustomersResponse,
  zGetApiAdminDashboardResponse,
  zGetApiAdminGstExportLinkResponse,
  zGetApiAdminGstResponse,
  zGetApiAdminSubscribersExportLinkResponse,
  zGetApiAdminSubscribersResponse,
} from '../../generated/upstream/zod.gen.ts';
import { paymentModeOf, stateLabel, waitingCounts } from './insights-rules.ts';

const toTotals = (t: { count: number; amount: number }) => ({ count: t.count, amount: toMoney(t.amount) });

const toDashboard = (d: DashboardAnswer) => ({
  generatedAt: d.generatedAt,
  today: d.today && toTotals(d.today),
  thisMonth: d.month && toTotals(d.month),
  ordersWaiting: d.ordersByStatus ? waitingCounts(d.ordersByStatus) : null,
  refundsDue: d.refundsDue && toTotals(d.refundsDue),
  lowStock: d.lowStock
    ? {
        threshold: d.lowStock.threshold,
        count: d.lowStock.count,
        items: d.lowStock.items.map(({ stock, ...item }) => ({ ...item, units: stock })),
      }
    : null,
  openRequests: d.openRequests,
});

const toCustomer = (c: CustomerAnswer) => ({
  id: c.customer.id,
  name: c.customer.name,
  email: c.customer.email,
  phone: c.customer.phone,
  createdAt: c.customer.createdAt,
  addresses: c.addresses.map(({ firstName, lastName, gstin, ...a }) => ({
    ...a,
    name: `${firstName} ${lastName}`.trim(),
    gstin: gstin || null,
  })),
  orders: {
    total: c.orders.total,
    items: c.orders.items.map((o) => ({
      orderNumber: o.orderNumber,
      orderDate: o.orderDate,
      state: o.status,
      stateLabel: stateLabel(o.status),
      amount: toMoney(o.amount, o.currency),
      paymentMode: paymentModeOf(o.paytype),
      units: o.units,
    })),
  },
});

type GstFigures = GstAnswer['totals'];
const toFigures = (f: GstFigures) => ({
  taxableValue: toMoney(f.taxable),
  cgst: toMoney(f.cgst),
  sgst: toMoney(f.sgst),
  igst: toMoney(f.igst),
  invoiceCount: f.invoices,
});

const toGst = (g: GstAnswer) => ({
  month: g.month,
  months: g.months,
  rows: g.rows.map((r) => ({
    state: r.state,
    stateCode: r.stateCode,
    placeOfSupply: placeOfSupply(r),
    rate: r.percent,
    ...toFigures(r),
  })),
  totals: toFigures(g.totals),
});

export const dashboardSchema = zGetApiAdminDashboardResponse.transform(toDashboard);
export const customerPageSchema = zGetApiAdminCustomersResponse;
export const customerSchema = zGetApiAdminCustomersByIdResponse.transform(toCustomer);
export const subscriberCountSchema = zGetApiAdminSubscribersResponse.transform((a) => a.count);
export const subscribersExportSchema = zGetApiAdminSubscribersExportLinkResponse;
export const gstSchema = zGetApiAdminGstResponse.transform(toGst);
export const gstExportSchema = zGetApiAdminGstExportLinkResponse;
