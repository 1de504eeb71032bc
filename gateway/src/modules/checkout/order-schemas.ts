// The order REST shapes (MyAccount/Order_Details, Order_Details_ID, PreBookDetails), parsed and
// renamed to the gateway's order models in this one place. Links pass `safeLink` (root-relative
// path or http(s)), so nothing else reaches the page.
import { TAX_NAME } from '@shop/commerce/checkout/limits';
import { shopDate } from '@shop/commerce/shop-time';
import { SHOP_CURRENCY, SHOP_CURRENCY_SYMBOL, toMoney } from '@shop/commerce/money';
import { z } from 'zod';
import { safeLink } from '../../rest/safe-html.ts';
import type { OrderAddress, OrderDetail, OrderItem, OrderRow, PreBooking } from './models.ts';
import { paymentModeOf } from './schemas.ts';

const amount = z.number().finite();
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

const rowFields = {
  order_id_new: z.string(),
  order_Date: z.string(),
  order_status: z.string().nullish(),
  status: z.string().nullish(),
  cur_symbol: z.string().nullish(),
  amount,
  invoice_file: z.string().nullish(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullish(),
};

const toRow = (raw: {
  order_id_new: string;
  order_Date: string;
  order_status?: string | null;
  status?: string | null;
  cur_symbol?: string | null;
  amount: number;
  invoice_file?: string | null;
  currency?: string | null;
}): OrderRow => ({
  orderId: raw.order_id_new,
  orderedAt: raw.order_Date,
  status: raw.order_status ?? '',
  currencySymbol: raw.cur_symbol ?? SHOP_CURRENCY_SYMBOL,
  currencyCode: raw.currency ?? SHOP_CURRENCY,
  amount: raw.amount,
  invoiceUrl: safeLink(raw.invoice_file),
  lifecycleStatus: raw.status ?? null,
});

export const orderListSchema = z.array(z.object(rowFields).transform(toRow));

/** MyAccount/Order_Details_Page: one page of rows and the count of all. */
export const orderPageSchema = z.object({ items: orderListSchema, total: z.number().int().min(0) });

function party(raw: Record<string, string | null | undefined>, prefix: 'billing' | 'shipping'): OrderAddress {
  return {
    firstName: raw[`${prefix}_customer_name`] ?? '',
    lastName: raw[`${prefix}_last_name`] ?? '',
    address: raw[`${prefix}_address`] ?? '',
    city: raw[`${prefix}_city`] ?? '',
    state: raw[`${prefix}_state`] ?? '',
    pincode: raw[`${prefix}_pincode`] ?? '',
    phone: raw[`${prefix}_phone`] ?? '',
    email: blankToNull(raw[`${prefix}_email`]),
  };
}

const partyFields = Object.fromEntries(
  ['customer_name', 'last_name', 'address', 'city', 'state', 'pincode', 'phone', 'email'].flatMap((f) => [
    [`billing_${f}`, z.string().nullish()],
    [`shipping_${f}`, z.string().nullish()],
  ]),
) as Record<string, z.ZodOptional<z.ZodNullable<z.ZodString>>>;

export const orderDetailSchema = z
  .object({
    ...rowFields,
    ...partyFields,
    paytype: z.number().int().nullish(),
    deliverdays: text,
    subtotal: amount.nullish(),
    coupon_discount: amount.nullish(),
    prepaid_discount: amount.nullish(),
    tax_name: z.string().nullish(),
    tax_percent: amount.nullish(),
    taxable_amount: amount.nullish(),
    cgst: amount.nullish(),
    sgst: amount.nullish(),
    igst: amount.nullish(),
    orderItemsLists: z.array(
      z.object({
        pro_Image: text,
        txt_model: text,
        product_name: z.string().nullish(),
        color_name: z.string().nullish(),
        colorcode: text,
        size: z.string().nullish(),
        offerproduct: z.union([z.number(), z.boolean()]).nullish(),
        units: z.number().int(),
        symbol: z.string().nullish(),
        slling_price: amount,
        couponCode: z.string().nullish(),
        discountPercentage: amount.nullish(),
        line_discount: amount.nullish(),
      }),
    ),
  })
  .transform((raw): OrderDetail => {
    const row = toRow(raw);
    const strings = raw as unknown as Record<string, string | null | undefined>;
    return {
      ...row,
      paymentMode: paymentModeOf(raw.paytype),
      billing: party(strings, 'billing'),
      shipping: party(strings, 'shipping'),
      deliveryDays: raw.deliverdays,
      subtotal: raw.subtotal ?? 0,
      couponDiscount: raw.coupon_discount ?? 0,
      prepaidDiscount: raw.prepaid_discount ?? 0,
      taxName: raw.tax_name || TAX_NAME,
      taxPercent: raw.tax_percent ?? 0,
      taxableAmount: raw.taxable_amount ?? 0,
      cgst: raw.cgst ?? 0,
      sgst: raw.sgst ?? 0,
      igst: raw.igst ?? 0,
      items: raw.orderItemsLists.map((i): OrderItem => ({
        name: i.product_name ?? i.txt_model,
        model: i.txt_model,
        imageUrl: safeLink(i.pro_Image) ?? '',
        colorName: i.color_name ?? '',
        colorCode: i.colorcode,
        size: blankToNull(i.size),
        isOfferProduct: i.offerproduct === 1 || i.offerproduct === true,
        units: i.units,
        unitPrice: i.slling_price,
        couponCode: blankToNull(i.couponCode),
        discountPercentage: i.discountPercentage ?? 0,
        lineDiscount: i.line_discount ?? null,
        currencyCode: row.currencyCode,
      })),
    };
  });

export const preBookingListSchema = z.array(
  z
    .object({
      prebook_id: z.union([z.string(), z.number()]),
      product_name: z.string(),
      model: text,
      color_name: text,
      booking_date: z.string(),
      amount,
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .nullish(),
      status: text,
      expected_dispatch: text,
    })
    .transform((raw): PreBooking => ({
      id: String(raw.prebook_id),
      bookingNumber: String(raw.prebook_id),
      productName: raw.product_name,
      model: raw.model,
      colorName: raw.color_name,
      bookedOn: shopDate(raw.booking_date),
      amountPaid: toMoney(raw.amount, raw.currency ?? SHOP_CURRENCY),
      status: raw.status,
      expectedDispatch: raw.expected_dispatch,
    })),
);
