// The customer's order history, one order's detail and pre-bookings, in the contract's shapes, and
// the invoice PDF behind an invoice link. Invoice links are signed for the order's owner and expire
// (domain/invoice-link.ts). Orders whose payment hold has run out are released first, so nobody
// sees them waiting.
import type { Kysely } from 'kysely';
import { stateLabel } from '@shop/commerce/checkout/order-lifecycle';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { INVOICE_LINK_TTL_MINUTES } from '../domain/checkout-constants.ts';
import { invoiceLink, verifyInvoiceLink } from '../domain/invoice-link.ts';
import { minutesAfter } from '../domain/order-rules.ts';
import {
  findOrderByNumber,
  findOwnOrder,
  orderCountQuery,
  orderItems,
  orderPageQuery,
  ordersOf,
  prebookingsOf,
  type OrderRow,
} from '../db/queries/orders.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { invoiceContent } from './invoice-content.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { releaseExpiredHolds } from './order-settlement.ts';

type Db = Kysely<Database>;

export function createOrderViews(db: Db, clock: Clock, invoiceKey: string) {
  const linkOf = (order: OrderRow): string =>
    // An order has its invoice from the moment it is placed (COD) or paid; it keeps it if cancelled later.
    order.invoice_no && order.user_id !== null
      ? invoiceLink(invoiceKey, order.order_id_new, order.user_id, minutesAfter(clock(), INVOICE_LINK_TTL_MINUTES))
      : '';

  const release = () => db.transaction().execute((trx) => releaseExpiredHolds(trx, clock()));

  const rowOf = (o: OrderRow) => ({
    order_id_new: o.order_id_new,
    order_Date: o.order_date,
    order_status: o.order_status,
    status: o.status,
    status_label: stateLabel(o.status),
    cur_symbol: o.cur_symbol,
    amount: Number(o.amount),
    invoice_file: linkOf(o),
    currency: o.currency,
    paytype: o.paytype,
  });

  return {
    async list(userId: number) {
      await release();
      return (await ordersOf(db, userId, ORDER_STATUS.PENDING)).map(rowOf);
    },

    /** One page of the history (page from 1) and the count of all its orders. */
    async page(userId: number, page: number, first: number) {
      await release();
      const [rows, count] = await Promise.all([
        orderPageQuery(db, userId, ORDER_STATUS.PENDING, { offset: (page - 1) * first, limit: first }).execute(),
        orderCountQuery(db, userId, ORDER_STATUS.PENDING).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(rowOf), total: Number(count.count) };
    },

    async detail(userId: number, orderId: string) {
      await release();
      const o = await findOwnOrder(db, userId, orderId);
      if (!o) return null;
      const items = await orderItems(db, [o.id]);
      return {
        order_id_new: o.order_id_new,
        order_Date: o.order_date,
        order_status: o.order_status,
        paytype: o.paytype,
        billing_customer_name: o.billing_customer_name,
        billing_last_name: o.billing_last_name,
        billing_address: o.billing_address,
        billing_city: o.billing_city,
        billing_state: o.billing_state,
        billing_country: o.billing_country,
        billing_pincode: o.billing_pincode,
        billing_phone: o.billing_phone,
        billing_email: o.billing_email,
        shipping_customer_name: o.shipping_customer_name,
        shipping_last_name: o.shipping_last_name,
        shipping_address: o.shipping_address,
        shipping_city: o.shipping_city,
        shipping_state: o.shipping_state,
        shipping_country: o.shipping_country,
        shipping_pincode: o.shipping_pincode,
        shipping_phone: o.shipping_phone,
        shipping_email: o.shipping_email,
        deliverdays: o.deliverdays,
        cur_symbol: o.cur_symbol,
        currency: o.currency,
        subtotal: Number(o.subtotal),
        coupon_discount: Number(o.coupon_discount),
        prepaid_discount: Number(o.prepaid_discount),
        shipping_charge: Number(o.shipping_charge),
        amount: Number(o.amount),
        tax_name: o.tax_name ?? '',
        tax_percent: Number(o.tax_percent ?? 0),
        taxable_amount: Number(o.taxable_amount),
        cgst: Number(o.cgst),
        sgst: Number(o.sgst),
        igst: Number(o.igst),
        gst: o.gst,
        invoice_no: o.invoice_no,
        invoice_file: linkOf(o),
        orderItemsLists: items.map((i) => ({
          pro_Image: i.pro_image,
          txt_model: i.txt_model,
          product_name: i.product_name,
          color_name: i.color_name,
          colorcode: i.colorcode,
          size: i.size,
          strap_color: i.strap_color,
          offerproduct: i.offerproduct,
          units: i.units,
          symbol: o.cur_symbol,
          slling_price: Number(i.slling_price),
          couponCode: i.coupon_code,
          discountPercentage: Number(i.discount_percentage),
          line_discount: Number(i.line_discount),
          hsn_code: i.hsn_code,
        })),
      };
    },

    async prebookings(userId: number) {
      return (await prebookingsOf(db, userId)).map((b) => ({
        prebook_id: b.booking_no,
        product_name: b.product_name,
        model: b.model,
        color_name: b.color_name,
        booking_date: b.booked_on,
        amount: Number(b.amount_paid),
        currency: b.currency,
        cur_symbol: b.cur_symbol,
        status: b.status,
        expected_dispatch: b.expected_dispatch,
      }));
    },

    /**
     * The tax invoice (PDF) of an order through its signed link, rendered from the order as
     * recorded; null when the link is forged, altered, expired or for an order without an invoice.
     */
    async invoicePdf(orderId: string, expires: number, signature: string) {
      const order = await findOrderByNumber(db, orderId);
      if (
        !order ||
        order.user_id === null ||
        order.invoice_no === null ||
        !verifyInvoiceLink(invoiceKey, orderId, order.user_id, expires, signature, clock())
      )
        return null;
      const pdf = await renderInvoicePdf(invoiceContent(order, await orderItems(db, [order.id])));
      return { invoiceNo: order.invoice_no, pdf };
    },
  };
}

export type OrderViews = ReturnType<typeof createOrderViews>;
