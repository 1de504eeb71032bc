// Checkout seed step: HSN codes of products, the shop's coupons, the demo customers'
// pre-bookings, and the figures and tax invoices of orders written without them (the demo orders
// of the 'orders' step): subtotal, coupon discounts, the GST split of the amount by the delivery
// state, and an invoice for every Success order. Runs once (marker: prebookings).
import type { Kysely } from 'kysely';
import { gstSplit, isInterState } from '@shop/commerce/checkout/gst';
import { TAX_NAME } from '@shop/commerce/checkout/limits';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { couponDiscountPaise } from '@shop/commerce/checkout/pricing';
import { fromPaise, SHOP_CURRENCY, SHOP_CURRENCY_SYMBOL, timesPaise, toPaise } from '@shop/commerce/money';
import { HSN_BY_DEVICE_KIND, PAYTYPE } from '../../domain/checkout-constants.ts';
import { invoiceNumber } from '../../domain/order-rules.ts';
import { findPincodeDetails } from '../queries/geo.ts';
import type { Database } from '../schema.ts';
import { DEMO_PREBOOKINGS, couponRows } from './checkout-data.ts';

async function seedHsnCodes(db: Kysely<Database>): Promise<void> {
  for (const [kind, hsn] of Object.entries(HSN_BY_DEVICE_KIND)) {
    await db
      .updateTable('products')
      .set({ hsn_code: hsn })
      .where('device_kind', '=', kind)
      .where('hsn_code', '=', '')
      .execute();
  }
}

async function seedPrebookings(db: Kysely<Database>): Promise<void> {
  for (const booking of DEMO_PREBOOKINGS) {
    const user = await db.selectFrom('users').select('id').where('email', '=', booking.email).executeTakeFirst();
    if (!user) continue;
    const { email: _email, ...row } = booking;
    await db
      .insertInto('prebookings')
      .values({ ...row, user_id: user.id, currency: SHOP_CURRENCY, cur_symbol: SHOP_CURRENCY_SYMBOL })
      .execute();
  }
}

/** Fills the figures of orders that have none (the demo orders) and invoices the settled ones. */
export async function backfillOrders(db: Kysely<Database>): Promise<void> {
  const orders = await db.selectFrom('orders').selectAll().where('subtotal', '=', 0).execute();
  for (const order of orders) {
    const items = await db
      .selectFrom('order_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.id', 'i.units', 'i.slling_price', 'i.discount_percentage', 'i.coupon_code', 'p.hsn_code'])
      .where('i.order_id', '=', order.id)
      .execute();
    let subtotalPaise = 0;
    let discountPaise = 0;
    for (const item of items) {
      const unit = { unitPrice: Number(item.slling_price), quantity: item.units };
      const lineDiscount = couponDiscountPaise(unit, [Number(item.discount_percentage)]);
      subtotalPaise += timesPaise(unit.unitPrice, unit.quantity);
      discountPaise += lineDiscount;
      await db
        .updateTable('order_items')
        .set({ hsn_code: item.hsn_code, line_discount: fromPaise(lineDiscount) })
        .where('id', '=', item.id)
        .execute();
    }
    const place = await findPincodeDetails(db, order.shipping_pincode);
    const percent = Number(place?.tax_percent ?? 0);
    const amount = Number(order.amount);
    const gst = gstSplit(amount, percent, isInterState(place?.state_name ?? order.shipping_state));
    const codes = [...new Set(items.map((i) => i.coupon_code).filter((c): c is string => Boolean(c)))];
    const settled = order.order_status === ORDER_STATUS.SUCCESS;
    await db
      .updateTable('orders')
      .set({
        subtotal: fromPaise(subtotalPaise),
        coupon_discount: fromPaise(discountPaise),
        prepaid_discount: Math.max(0, fromPaise(subtotalPaise - discountPaise - toPaise(amount))),
        shipping_charge: 0,
        taxable_amount: gst.taxable,
        tax_amount: gst.tax,
        cgst: gst.cgst,
        sgst: gst.sgst,
        igst: gst.igst,
        tax_percent: percent,
        tax_name: TAX_NAME,
        coupons: codes.length > 0 ? codes.join(',') : null,
        payment_status: order.paytype === PAYTYPE.PREPAID ? 'Success' : null,
        payment_mode: order.paytype === PAYTYPE.PREPAID ? 'Net Banking' : 'Cash on Delivery',
        settled_at: settled ? order.order_date : null,
        invoice_no: settled ? invoiceNumber(order.order_id_new) : null,
        invoice_file: settled ? `${order.order_id_new}.pdf` : null,
      })
      .where('id', '=', order.id)
      .execute();
  }
}

export async function seedCheckout(db: Kysely<Database>): Promise<void> {
  await seedHsnCodes(db);
  await db
    .insertInto('coupons')
    .values(couponRows())
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await seedPrebookings(db);
  await backfillOrders(db);
}
