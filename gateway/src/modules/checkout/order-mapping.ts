// The order answers of upstream (MyAccount/Order_Details, Order_Details_Page, Order_Details_ID,
// PreBookDetails), parsed by the zod schemas generated from upstream's OpenAPI document and
// renamed to the gateway's order models. Links pass `safeLink` (root-relative path or http(s)), so
// nothing else reaches the page.
import { TAX_NAME } from '@shop/commerce/checkout/limits';
import { toMoney } from '@shop/commerce/money';
import { shopDate } from '@shop/commerce/shop-time';
import type { CheckoutOrderRow, OrderDetail as OrderDetailWire } from '../../generated/upstream/types.gen.ts';
import {
  zGetApiMyAccountOrderDetailsIdResponse,
  zGetApiMyAccountOrderDetailsPageResponse,
  zGetApiMyAccountOrderDetailsResponse,
  zGetApiMyAccountPreBookDetailsResponse,
} from '../../generated/upstream/zod.gen.ts';
import { safeLink } from '../../rest/safe-html.ts';
import { paymentModeOf } from './mapping.ts';
import type { OrderAddress, OrderDetail, OrderItem, OrderRow, PreBooking } from './models.ts';

const blankToNull = (value: string | null): string | null => (value && value.trim() ? value.trim() : null);

type RowFields = Pick<
  CheckoutOrderRow,
  'order_id_new' | 'order_Date' | 'order_status' | 'cur_symbol' | 'currency' | 'amount' | 'invoice_file'
>;

function toRow(raw: RowFields, lifecycleStatus: string | null): OrderRow {
  return {
    orderId: raw.order_id_new,
    orderedAt: raw.order_Date,
    status: raw.order_status,
    currencySymbol: raw.cur_symbol,
    currencyCode: raw.currency,
    amount: raw.amount,
    invoiceUrl: safeLink(raw.invoice_file),
    lifecycleStatus,
  };
}

const toListRow = (raw: CheckoutOrderRow): OrderRow => toRow(raw, raw.status);

export const orderListSchema = zGetApiMyAccountOrderDetailsResponse.transform((rows) => rows.map(toListRow));

/** MyAccount/Order_Details_Page: one page of rows and the count of all. */
export const orderPageSchema = zGetApiMyAccountOrderDetailsPageResponse.transform((raw) => ({
  items: raw.items.map(toListRow),
  total: raw.total,
}));

function party(raw: OrderDetailWire, prefix: 'billing' | 'shipping'): OrderAddress {
  return {
    firstName: raw[`${prefix}_customer_name`],
    lastName: raw[`${prefix}_last_name`],
    address: raw[`${prefix}_address`],
    city: raw[`${prefix}_city`],
    state: raw[`${prefix}_state`],
    pincode: raw[`${prefix}_pincode`],
    phone: raw[`${prefix}_phone`],
    email: blankToNull(raw[`${prefix}_email`]),
  };
}

export const orderDetailSchema = zGetApiMyAccountOrderDetailsIdResponse.transform((raw): OrderDetail => {
  const row = toRow(raw, null);
  return {
    ...row,
    paymentMode: paymentModeOf(raw.paytype),
    billing: party(raw, 'billing'),
    shipping: party(raw, 'shipping'),
    deliveryDays: raw.deliverdays,
    subtotal: raw.subtotal,
    couponDiscount: raw.coupon_discount,
    prepaidDiscount: raw.prepaid_discount,
    taxName: raw.tax_name || TAX_NAME,
    taxPercent: raw.tax_percent,
    taxableAmount: raw.taxable_amount,
    cgst: raw.cgst,
    sgst: raw.sgst,
    igst: raw.igst,
    items: raw.orderItemsLists.map((i): OrderItem => ({
      name: i.product_name || i.txt_model,
      model: i.txt_model,
      imageUrl: safeLink(i.pro_Image) ?? '',
      colorName: i.color_name,
      colorCode: i.colorcode,
      size: blankToNull(i.size),
      isOfferProduct: i.offerproduct === 1,
      units: i.units,
      unitPrice: i.slling_price,
      couponCode: blankToNull(i.couponCode),
      discountPercentage: i.discountPercentage,
      lineDiscount: i.line_discount,
      currencyCode: row.currencyCode,
    })),
  };
});

export const preBookingListSchema = zGetApiMyAccountPreBookDetailsResponse.transform((list) =>
  list.map((raw): PreBooking => ({
    id: raw.prebook_id,
    bookingNumber: raw.prebook_id,
    productName: raw.product_name,
    model: raw.model,
    colorName: raw.color_name,
    bookedOn: shopDate(raw.booking_date),
    amountPaid: toMoney(raw.amount, raw.currency),
    status: raw.status,
    expectedDispatch: raw.expected_dispatch,
  })),
);
