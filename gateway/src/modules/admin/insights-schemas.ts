// Zod schemas of upstream's console insight answers (/api/Admin/Dashboard, Customers, Subscribers,
// Gst), parsed and renamed to the GraphQL shapes: amounts as Money, lifecycle states with labels.
import { z } from 'zod';
import { placeOfSupply } from '@shop/commerce/admin/gst-summary';
import { toMoney } from '@shop/commerce/money';
import { paymentModeOf, stateLabel, waitingCounts } from './insights-rules.ts';

const totals = z
  .object({ count: z.number().int(), amount: z.number() })
  .transform((t) => ({ count: t.count, amount: toMoney(t.amount) }));

export const dashboardSchema = z
  .object({
    generatedAt: z.string(),
    today: totals.nullable(),
    month: totals.nullable(),
    ordersByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })).nullable(),
    refundsDue: totals.nullable(),
    lowStock: z
      .object({
        threshold: z.number().int(),
        count: z.number().int(),
        items: z.array(
          z.object({
            productId: z.number().int(),
            name: z.string(),
            model: z.string(),
            colorName: z.string(),
            size: z.string(),
            stock: z.number().int(),
          }),
        ),
      })
      .nullable(),
    openRequests: z.object({ open: z.number().int(), inProgress: z.number().int() }).nullable(),
  })
  .transform((d) => ({
    generatedAt: d.generatedAt,
    today: d.today,
    thisMonth: d.month,
    ordersWaiting: d.ordersByStatus ? waitingCounts(d.ordersByStatus) : null,
    refundsDue: d.refundsDue,
    lowStock: d.lowStock
      ? {
          threshold: d.lowStock.threshold,
          count: d.lowStock.count,
          items: d.lowStock.items.map(({ stock, ...item }) => ({ ...item, units: stock })),
        }
      : null,
    openRequests: d.openRequests,
  }));

export const customerPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      orderCount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
});

export const customerSchema = z
  .object({
    customer: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      createdAt: z.string(),
    }),
    addresses: z.array(
      z.object({
        id: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
        address: z.string(),
        city: z.string(),
        state: z.string(),
        country: z.string(),
        pincode: z.string(),
        mobile: z.string(),
        email: z.string().nullable(),
        gstin: z.string().nullable(),
        primary: z.boolean(),
      }),
    ),
    orders: z.object({
      items: z.array(
        z.object({
          orderNumber: z.string(),
          orderDate: z.string(),
          status: z.string(),
          amount: z.number(),
          currency: z.string(),
          paytype: z.number().int(),
          units: z.number().int(),
        }),
      ),
      total: z.number().int(),
    }),
  })
  .transform((c) => ({
    ...c.customer,
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
  }));

export const subscriberCountSchema = z.object({ count: z.number().int() });

const figures = {
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  invoices: z.number().int(),
};
const money = (f: { taxable: number; cgst: number; sgst: number; igst: number; invoices: number }) => ({
  taxableValue: toMoney(f.taxable),
  cgst: toMoney(f.cgst),
  sgst: toMoney(f.sgst),
  igst: toMoney(f.igst),
  invoiceCount: f.invoices,
});

export const gstSchema = z
  .object({
    month: z.string(),
    months: z.array(z.string()),
    rows: z.array(z.object({ state: z.string(), stateCode: z.string(), percent: z.number(), ...figures })),
    totals: z.object(figures),
  })
  .transform((g) => ({
    month: g.month,
    months: g.months,
    rows: g.rows.map((r) => ({
      state: r.state,
      stateCode: r.stateCode,
      placeOfSupply: placeOfSupply(r),
      rate: r.percent,
      ...money(r),
    })),
    totals: money(g.totals),
  }));

export const fileLinkAnswerSchema = z.object({ url: z.string().startsWith('/files/'), expiresAt: z.string() });
