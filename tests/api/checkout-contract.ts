// The checkout and orders contract of upstream/README.md as zod schemas, written apart from
// upstream's own schemas so a change of a field name or shape on either side fails these tests.
import { z } from 'zod';
import { ORDER_STATES } from '@shop/commerce/checkout/order-lifecycle';

export const Address = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(['delivery', 'billing']),
    fname: z.string(),
    lname: z.string(),
    deladdress: z.string(),
    delcity: z.string(),
    delstate: z.string(),
    country: z.string(),
    pincode: z.string().regex(/^\d{6}$/),
    mobile_no: z.string().regex(/^\d{10}$/),
    emailid: z.string().nullable(),
    gender: z.string().nullable(),
    agegroup: z.string().nullable(),
    isprimary: z.union([z.literal(0), z.literal(1)]),
    gst: z.string().nullable(),
  })
  .strict();
export const AddressList = z.array(Address);

export const AddressSaved = z
  .object({
    message: z.string(),
    id: z.number().int(),
    billing_id: z.number().int().nullable(),
    address: Address,
    billing_address: Address.nullable(),
  })
  .strict();
export const AddressUpdated = z.object({ message: z.string(), address: Address }).strict();

export const CountryList = z.array(
  z
    .object({
      country_id: z.number().int(),
      country_name: z.string(),
      c_code: z.string(),
      phone_code: z.string(),
      states: z.array(z.object({ states_id: z.number().int(), states_name: z.string() }).strict()),
    })
    .strict(),
);

export const PrepaidDiscount = z
  .object({ symbol: z.string(), codval: z.number(), max_line_discount_percent: z.number().min(0).max(100) })
  .strict();

export const CouponDetails = z
  .array(
    z
      .object({
        txt_Code_Disc: z.number(),
        coupon_code: z.string(),
        description: z.string(),
        product_id: z.number().int().nullable(),
        category_id: z.number().int().nullable(),
        valid_to: z.iso.datetime(),
        discount_amount: z.number().nullable(),
        partner_coupon: z.boolean(),
      })
      .strict(),
  )
  .length(1);

export const DeliveryCheck = z
  .object({
    deliveryDays: z.string(),
    deliverable: z.boolean(),
    pincode: z.string(),
    items: z.array(
      z
        .object({
          id: z.string(),
          pid: z.number().int(),
          name: z.string(),
          model: z.string(),
          d_days: z.string(),
          deliverable: z.boolean(),
        })
        .strict(),
    ),
    undeliverable: z.array(z.string()),
  })
  .strict();

export const OrderCreated = z
  .object({
    encryptedRequest: z.union([z.literal(1), z.string().regex(/^[0-9a-f]+$/)]),
    order_id: z.string().regex(/^LUM\d{10}$/),
    accessCode: z.string(),
    payment_url: z.string().nullable(),
    amount: z.number(),
    order_status: z.enum(['Success', 'Pending']),
    payment_redirect: z
      .object({
        provider: z.string(),
        url: z.string(),
        method: z.enum(['POST', 'GET']),
        fields: z.array(z.object({ name: z.string(), value: z.string() }).strict()),
      })
      .strict()
      .nullable(),
  })
  .strict();

const invoiceLink = z.string().regex(/^(\/files\/invoices\/LUM\d{10}\.pdf\?expires=\d+&signature=[0-9a-f]{64})?$/);

export const OrderRow = z
  .object({
    order_id_new: z.string(),
    order_Date: z.iso.datetime(),
    order_status: z.string(),
    // The order lifecycle's status and its label (the shop's own fields).
    status: z.enum(ORDER_STATES),
    status_label: z.string().min(1),
    cur_symbol: z.string(),
    amount: z.number(),
    invoice_file: invoiceLink,
    currency: z.string(),
    paytype: z.number().int(),
  })
  .strict();
export const OrderRows = z.array(OrderRow);

const party = (p: 'billing' | 'shipping') => ({
  [`${p}_customer_name`]: z.string(),
  [`${p}_last_name`]: z.string(),
  [`${p}_address`]: z.string(),
  [`${p}_city`]: z.string(),
  [`${p}_state`]: z.string(),
  [`${p}_country`]: z.string(),
  [`${p}_pincode`]: z.string(),
  [`${p}_phone`]: z.string(),
  [`${p}_email`]: z.string().nullable(),
});

export const OrderDetail = z
  .object({
    order_id_new: z.string(),
    order_Date: z.iso.datetime(),
    order_status: z.string(),
    paytype: z.number().int(),
    ...party('billing'),
    ...party('shipping'),
    deliverdays: z.string(),
    cur_symbol: z.string(),
    currency: z.string(),
    subtotal: z.number(),
    coupon_discount: z.number(),
    prepaid_discount: z.number(),
    shipping_charge: z.number(),
    amount: z.number(),
    tax_name: z.string(),
    tax_percent: z.number(),
    taxable_amount: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
    gst: z.string().nullable(),
    invoice_no: z.string().nullable(),
    invoice_file: invoiceLink,
    orderItemsLists: z.array(
      z
        .object({
          pro_Image: z.string(),
          txt_model: z.string(),
          product_name: z.string(),
          color_name: z.string(),
          colorcode: z.string(),
          size: z.string(),
          strap_color: z.string(),
          offerproduct: z.number().int(),
          units: z.number().int(),
          symbol: z.string(),
          slling_price: z.number(),
          couponCode: z.string().nullable(),
          discountPercentage: z.number(),
          line_discount: z.number().min(0),
          hsn_code: z.string(),
        })
        .strict(),
    ),
  })
  .strict();

export const PreBookings = z.array(
  z
    .object({
      prebook_id: z.string(),
      product_name: z.string(),
      model: z.string(),
      color_name: z.string(),
      booking_date: z.iso.datetime(),
      amount: z.number(),
      currency: z.string(),
      cur_symbol: z.string(),
      status: z.string(),
      expected_dispatch: z.string(),
    })
    .strict(),
);
