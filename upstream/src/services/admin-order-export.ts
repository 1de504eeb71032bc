// The console's orders CSV: every order that passes the list's filters, in its sort, read from the
// database in batches as the lines are sent; money as plain rupee numbers.
import type { Kysely } from 'kysely';
import { shopDate } from '@shop/commerce/shop-time';
import { adminOrderBatches } from '../db/queries/admin-orders.ts';
import type { Database } from '../db/schema.ts';
import { csvLine } from '../domain/admin-order-filters.ts';
import { PAYTYPE } from '../domain/checkout-constants.ts';
import { filterOf, fullName, type FilterQuery } from './admin-orders.ts';

const EXPORT_BATCH = 500;

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

/** The CSV's lines (the first with a byte order mark and the header), a batch of orders at a time. */
export async function* orderCsvLines(db: Kysely<Database>, query: FilterQuery): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(EXPORT_HEADER)}`;
  for await (const rows of adminOrderBatches(db, filterOf(query), query.sort, EXPORT_BATCH)) {
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
