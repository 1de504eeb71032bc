// The console's insights: customers (search, one customer's profile, addresses and orders),
// newsletter subscribers (count and CSV), the monthly GST summary (the rule is
// @shop/commerce/admin/gst-summary; CSV with a GSTR-1 B2C summary's figures) and the dashboard,
// each card computed only for an operator whose role may read it.
import type { Kysely } from 'kysely';
import { LOW_STOCK_UNITS } from '@shop/commerce/admin/catalog-limits';
import { can, type OperatorRole } from '@shop/commerce/admin/roles';
import { GST_CSV_HEADER, GST_EXCLUDED_STATES, gstCsvCells, gstSummary } from '@shop/commerce/admin/gst-summary';
import { monthsBetween, shopDay, shopMonth, shopMonthOf } from '@shop/commerce/admin/shop-periods';
import { ACTIVE_REQUEST_STATUSES } from '@shop/commerce/support/request-status';
import { csvLine } from '../domain/admin-order-filters.ts';
import {
  countLowStock,
  countRequests,
  countSubscribers,
  customerAddresses,
  customerOrders,
  findCustomer,
  gstGroups,
  invoicedOrderSpan,
  listCustomers,
  lowStock,
  newsletterSubscribers,
  orderTotals,
  ordersPerStatus,
  refundsDue,
  type CustomerQuery,
} from '../db/queries/admin-insights.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/** The dashboard lists this many low stock lines (the count covers all). */
export const LOW_STOCK_LISTED = 10;

export function createAdminInsights(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  /** Months with invoiced orders, newest first; the current month when there are none. */
  async function gstMonths(): Promise<string[]> {
    const span = await invoicedOrderSpan(db);
    const current = shopMonthOf(clock());
    if (!span?.oldest || !span.newest) return [current];
    const newest = shopMonthOf(span.newest) > current ? shopMonthOf(span.newest) : current;
    return monthsBetween(newest, shopMonthOf(span.oldest));
  }

  async function gstOf(month: string) {
    const period = shopMonth(month);
    const groups = await gstGroups(db, period.from, period.to);
    return gstSummary(
      groups.map((g) => ({
        status: g.status,
        invoiced: Number(g.invoiced) === 1,
        state: g.shipping_state,
        stateCode: typeof g.gst_code === 'string' ? g.gst_code : '',
        percent: Number(g.tax_percent ?? 0),
        taxable: Number(g.taxable ?? 0),
        cgst: Number(g.cgst ?? 0),
        sgst: Number(g.sgst ?? 0),
        igst: Number(g.igst ?? 0),
        orders: Number(g.orders),
      })),
    );
  }

  return {
    /** Customers newest first or by name, paged; a search matches an email or phone, or part of a name. */
    async customers(query: { page: number; first: number; sort: CustomerQuery['sort']; search?: string | undefined }) {
      const { page, first, sort, search } = query;
      const { rows, total } = await listCustomers(db, { page, first, sort, text: search || undefined });
      return {
        total,
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          phone: r.phone,
          orderCount: Number(r.order_count ?? 0),
          createdAt: r.created_at,
        })),
      };
    },

    /** One customer's profile, addresses and one page of their orders, newest first; null for none. */
    async customer(id: number, page: number, first: number) {
      const customer = await findCustomer(db, id);
      if (!customer) return null;
      const [addresses, orders] = await Promise.all([customerAddresses(db, id), customerOrders(db, id, page, first)]);
      return {
        customer: {
          id: customer.id,
          name: customer.name,
          firstName: customer.first_name,
          lastName: customer.last_name,
          email: customer.email,
          phone: customer.phone,
          createdAt: customer.created_at,
        },
        addresses: addresses.map((a) => ({
          id: a.id,
          kind: a.kind,
          firstName: a.fname,
          lastName: a.lname,
          address: a.deladdress,
          city: a.delcity,
          state: a.delstate,
          country: a.country,
          pincode: a.pincode,
          mobile: a.mobile_no,
          email: a.emailid,
          gstin: a.gst,
          primary: a.isprimary === 1,
        })),
        orders: {
          total: orders.total,
          items: orders.rows.map((o) => ({
            id: o.id,
            orderNumber: o.order_id_new,
            orderDate: o.order_date,
            status: o.status,
            amount: o.amount,
            currency: o.currency,
            paytype: o.paytype,
            units: Number(o.units ?? 0),
          })),
        },
      };
    },

    /** How many newsletter subscribers there are. */
    subscriberCount(): Promise<number> {
      return countSubscribers(db);
    },

    gstMonths,

    async gst(month: string | undefined) {
      const months = await gstMonths();
      const chosen = month ?? months[0]!;
      return { month: chosen, months, ...(await gstOf(chosen)) };
    },

    async gstCsv(month: string): Promise<string> {
      const summary = await gstOf(month);
      return [csvLine(GST_CSV_HEADER), ...summary.rows.map((row) => csvLine(gstCsvCells(month, row)))].join('');
    },

    async subscribersCsv(): Promise<string> {
      const rows = await newsletterSubscribers(db);
      return [
        csvLine(['Email', 'Source', 'Subscribed at']),
        ...rows.map((r) => csvLine([r.email, r.source, r.created_at])),
      ].join('');
    },

    /** Every card the role may read; null for the others. */
    async dashboard(role: OperatorRole) {
      const now = clock();
      const day = shopDay(now);
      const month = shopMonth(shopMonthOf(now));
      const orders = can(role, 'orders.read');
      const [today, thisMonth, perStatus, refunds, lowCount, lowLines, open, inProgress] = await Promise.all([
        orders ? orderTotals(db, day.from, day.to, GST_EXCLUDED_STATES) : null,
        orders ? orderTotals(db, month.from, month.to, GST_EXCLUDED_STATES) : null,
        orders ? ordersPerStatus(db) : null,
        orders ? refundsDue(db) : null,
        can(role, 'catalog.read') ? countLowStock(db, LOW_STOCK_UNITS) : null,
        can(role, 'catalog.read') ? lowStock(db, LOW_STOCK_UNITS, LOW_STOCK_LISTED) : null,
        can(role, 'support.read') ? countRequests(db, [ACTIVE_REQUEST_STATUSES[0]!]) : null,
        can(role, 'support.read') ? countRequests(db, ACTIVE_REQUEST_STATUSES.slice(1)) : null,
      ]);
      return {
        generatedAt: now.toISOString(),
        today,
        month: thisMonth ? { ...thisMonth, month: shopMonthOf(now) } : null,
        ordersByStatus: perStatus ? perStatus.map((r) => ({ status: r.status, count: Number(r.n) })) : null,
        refundsDue: refunds,
        lowStock:
          lowCount !== null && lowLines !== null
            ? {
                threshold: LOW_STOCK_UNITS,
                count: lowCount,
                items: lowLines.map((l) => ({
                  productId: l.product_id,
                  name: l.name,
                  model: l.model,
                  colorName: l.color_name,
                  size: l.size,
                  stock: l.stock,
                })),
              }
            : null,
        openRequests: open !== null && inProgress !== null ? { open, inProgress } : null,
      };
    },
  };
}
