// Zod schemas of the console's insight routes (/api/Admin/Customers..., Subscribers, Gst,
// Dashboard): the shop's own extension, camelCase JSON, lists as { items, total }.
import { z } from 'zod';
import { isMonth } from '@shop/commerce/admin/shop-periods';
import { pageQuery } from './admin.ts';
import { filesPath } from './common.ts';

export const LinkAnswer = z.object({ url: filesPath, expiresAt: z.string() });

export const CustomerQuery = z.object({
  ...pageQuery,
  search: z.string().trim().max(120).optional().describe('An email or phone, or part of a name or email'),
  sort: z.enum(['newest', 'name']).default('newest'),
});

export const CustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orderCount: z.number().int(),
  createdAt: z.string(),
});
export const CustomerListAnswer = z.object({ items: z.array(CustomerRow), total: z.number().int() });

export const CustomerParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const CustomerOrdersQuery = z.object({ ...pageQuery });

export const CustomerAddress = z.object({
  id: z.number().int(),
  kind: z.string(),
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
});

export const CustomerOrder = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  paytype: z.number().int(),
  units: z.number().int(),
});

export const CustomerAnswer = z.object({
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: z.string(),
  }),
  addresses: z.array(CustomerAddress),
  orders: z.object({ items: z.array(CustomerOrder), total: z.number().int() }),
});

export const SubscribersAnswer = z.object({ count: z.number().int() });

export const MonthQuery = z.object({
  month: z
    .string()
    .refine(isMonth, 'Expected a month YYYY-MM')
    .optional()
    .describe('YYYY-MM (India time); the newest month with orders when absent'),
});
export const RequiredMonthQuery = z.object({ month: z.string().refine(isMonth, 'Expected a month YYYY-MM') });

const GstFigures = z.object({
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  invoices: z.number().int(),
});

export const GstAnswer = z.object({
  month: z.string(),
  months: z.array(z.string()),
  rows: z.array(GstFigures.extend({ state: z.string(), stateCode: z.string(), percent: z.number() })),
  totals: GstFigures,
});

const Totals = z.object({ count: z.number().int(), amount: z.number() });

export const DashboardAnswer = z.object({
  generatedAt: z.string(),
  today: Totals.nullable(),
  month: Totals.extend({ month: z.string() }).nullable(),
  ordersByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })).nullable(),
  refundsDue: Totals.nullable(),
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
});
