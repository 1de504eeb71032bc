// zod schemas of the checkout and order endpoints (upstream/README.md, "Checkout and orders
// contract"): addresses, countries, coupons, deliverability, order creation, order history.
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import { ORDER_PAGE_MAX, ORDER_PAGE_NUMBER_MAX, ORDER_PAGE_SIZE } from '@shop/commerce/checkout/order-paging';
import { z } from 'zod';

const text = (max: number) => z.string().max(max);
/** Form values may come as strings or numbers; blanks are allowed here and checked by the rules. */
const formValue = (max: number) =>
  z
    .union([z.string().max(max), z.number()])
    .transform(String)
    .optional();
/** An id in a JSON body: a number or a digit string. */
export const bodyId = z.union([
  z.number().int().min(0).max(999_999_999),
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

export const Address = z.object({
  id: z.number().int(),
  kind: z.enum(['delivery', 'billing']).describe('Additive: which list the address is in'),
  fname: z.string(),
  lname: z.string(),
  deladdress: z.string(),
  delcity: z.string(),
  delstate: z.string(),
  country: z.string(),
  pincode: z.string(),
  mobile_no: z.string(),
  emailid: z.string().nullable(),
  gender: z.string().nullable(),
  agegroup: z.string().nullable(),
  isprimary: z.union([z.literal(0), z.literal(1)]),
  gst: z.string().nullable(),
});
export type AddressBody = z.infer<typeof Address>;

const addressFields = Object.fromEntries(
  ['FirstName', 'LastName', 'Address', 'City', 'State', 'Country', 'Pincode', 'Phone', 'Email'].flatMap((name) => [
    [`billing${name}`, formValue(name === 'Address' ? 500 : 254)],
    [`shipping${name}`, formValue(name === 'Address' ? 500 : 254)],
  ]),
) as Record<
  `${'billing' | 'shipping'}${'FirstName' | 'LastName' | 'Address' | 'City' | 'State' | 'Country' | 'Pincode' | 'Phone' | 'Email'}`,
  ReturnType<typeof formValue>
>;

/** The address form payload (spec section 3); unknown keys are ignored. */
export const AddressPayload = z.object({
  id: bodyId.optional().describe('The address to change (update endpoints)'),
  ...addressFields,
  gender: formValue(20),
  agegroup: formValue(20),
  ischecked: z
    .union([z.boolean(), z.number(), z.string().max(10)])
    .optional()
    .describe('Same as billing: mirror the billing fields into the delivery address'),
  isdefault: z
    .union([z.boolean(), z.number(), z.string().max(10)])
    .optional()
    .describe('Make the address primary'),
  amt_pay: z
    .union([z.number(), z.string().max(20)])
    .optional()
    .describe('Ignored (accepted for clients of the original API)'),
  coupons: z.unknown().optional().describe('Ignored (accepted for clients of the original API)'),
  id_user: z
    .union([z.number(), z.string().max(20)])
    .optional()
    .describe('Ignored: the customer is the bearer'),
  gst: z.string().max(20).nullable().optional().describe('GSTIN of a billing address; "" clears it'),
});
export type AddressPayload = z.infer<typeof AddressPayload>;

export const AddressSaved = z.object({
  message: z.string(),
  id: z.number().int().describe('The delivery address saved'),
  billing_id: z.number().int().nullable(),
  address: Address,
  billing_address: Address.nullable(),
});

export const AddressUpdated = z.object({ message: z.string(), address: Address });
export const DeleteAddressBody = z.object({ id: bodyId });
export const AddressDeleted = z.object({ message: z.string(), id: z.number().int() });

export const CountryList = z.array(
  z.object({
    country_id: z.number().int(),
    country_name: z.string(),
    c_code: z.string().describe('ISO 3166-1 code'),
    phone_code: z.string().describe('Additive'),
    states: z.array(z.object({ states_id: z.number().int(), states_name: z.string() })),
  }),
);

export const PrepaidDiscount = z.object({
  symbol: z.string(),
  codval: z.number(),
  max_line_discount_percent: z
    .number()
    .describe('Additive: the most the coupons on one product and colour may take off it (MAX_LINE_DISCOUNT_PERCENT)'),
});

export const CouponQuery = z.object({
  CouponCode: text(60),
  amt: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected an amount')
    .transform(Number)
    .optional(),
  p_id: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'Expected a product id')
    .transform(Number),
  CouponCategory: text(60).optional().describe('Ignored: the product decides its category'),
});
export const CouponDetails = z.union([
  z.array(
    z.object({
      txt_Code_Disc: z.number().describe('Discount percent'),
      coupon_code: z.string(),
      description: z.string(),
      product_id: z.number().int().nullable(),
      category_id: z.number().int().nullable(),
      valid_to: z.string(),
      discount_amount: z.number().nullable().describe('amt x percent / 100 when amt was sent'),
      partner_coupon: z
        .boolean()
        .describe('Additive: a coupon a channel partner shared (an order carries at most one)'),
    }),
  ),
  z.literal(CHECKOUT_ERRORS.couponInvalid.message),
]);
export type CouponDetails = z.infer<typeof CouponDetails>;

export const DeliveryCheck = z.object({
  deliveryDays: z.string().describe("The order's estimate, or 'No delivery at this pincode'"),
  deliverable: z.boolean(),
  pincode: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      pid: z.number().int(),
      name: z.string(),
      model: z.string(),
      d_days: z.string(),
      deliverable: z.boolean(),
    }),
  ),
  undeliverable: z.array(z.string()).describe('Cart line ids that cannot be delivered'),
});

export const ProductCoupon = z.object({
  code: text(60),
  colorId: bodyId,
  productId: bodyId,
  discount: z.number().optional().describe("This coupon's discount on its line (price x quantity x percent / 100)"),
});

export const CreateOrderBody = z.object({
  id: bodyId.optional().describe('Delivery address id'),
  paytype: z
    .union([z.number().int(), z.string().max(2)])
    .optional()
    .describe('1 prepaid, 2 cash on delivery'),
  coupons: z
    .union([z.string().max(1000), z.array(text(60)).max(50)])
    .optional()
    .describe('The applied codes (comma separated or a list)'),
  p_coupons: z.array(ProductCoupon).max(50).optional(),
  discount: z.number().optional().describe("The coupon discount total the client computed; must equal the server's"),
  gst: z.string().max(20).nullable().optional().describe('GSTIN for the tax invoice; default: the billing address'),
  amount: z.number().optional().describe("Additive: the amount payable the client computed; must equal the server's"),
  cart_lines: z
    .array(
      z.object({
        id: z.string().max(60).describe('product-colour-size-strap, as CartItem.id'),
        quantity: z.number().int().min(1).max(99),
      }),
    )
    .max(100)
    .optional()
    .describe(
      'Additive: the cart lines the client priced; the order is refused (409 CART_CHANGED) when the cart differs',
    ),
  referral_token: z
    .string()
    .max(100)
    .optional()
    .describe('Additive: the token of a visit through a partner referral link (POST /api/CP/referral_visit)'),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;

/** Where the browser goes to pay, in no provider's words: submit `fields` to `url` with `method`. */
export const PaymentRedirect = z.object({
  provider: z.string().describe('The payment provider (PAYMENT_PROVIDER): ccavenue'),
  url: z.string().describe("Absolute, or root-relative on the shop's origin (the sandbox served by upstream)"),
  method: z.enum(['POST', 'GET']),
  fields: z
    .array(z.object({ name: z.string(), value: z.string() }))
    .describe('Form fields (POST) or query parameters (GET), in order'),
});

export const OrderCreated = z.object({
  encryptedRequest: z
    .union([z.literal(1), z.string()])
    .describe('1: no online payment needed; else the encrypted CCAvenue request (hex)'),
  order_id: z.string(),
  accessCode: z.string(),
  payment_url: z.string().nullable().describe('Additive: where to post encRequest and access_code'),
  amount: z.number().describe('Additive: the amount payable'),
  order_status: z.string().describe('Additive: Success or Pending'),
  payment_redirect: PaymentRedirect.nullable().describe(
    "Additive: the payment provider's redirect to follow (null: no online payment needed); a client reads this alone",
  ),
});

export const OrderRow = z.object({
  order_id_new: z.string(),
  order_Date: z.string().describe('ISO 8601'),
  order_status: z.string(),
  status: z
    .string()
    .describe('The order lifecycle status: placed, paid, packed, shipped, out_for_delivery, delivered, cancelled, ...'),
  status_label: z.string().describe('The status as shoppers read it: Placed, Shipped, Out for delivery, ...'),
  cur_symbol: z.string(),
  amount: z.number(),
  invoice_file: z.string().describe('Signed download link (expires), or "" before the invoice exists'),
  currency: z.string(),
  paytype: z.number().int(),
});

/** A whole number from `min` to `max` in a query string (no sign, no fraction, no exponent). */
const wholeParam = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const OrderPageQuery = z.object({
  page: wholeParam(1, ORDER_PAGE_NUMBER_MAX).default(1).describe('Page of the history, from 1'),
  first: wholeParam(1, ORDER_PAGE_MAX).default(ORDER_PAGE_SIZE).describe('Orders per page'),
});

const party = (prefix: 'billing' | 'shipping') => ({
  [`${prefix}_customer_name`]: z.string(),
  [`${prefix}_last_name`]: z.string(),
  [`${prefix}_address`]: z.string(),
  [`${prefix}_city`]: z.string(),
  [`${prefix}_state`]: z.string(),
  [`${prefix}_country`]: z.string(),
  [`${prefix}_pincode`]: z.string(),
  [`${prefix}_phone`]: z.string(),
  [`${prefix}_email`]: z.string().nullable(),
});

export const OrderDetail = z.object({
  order_id_new: z.string(),
  order_Date: z.string(),
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
  invoice_file: z.string(),
  orderItemsLists: z.array(
    z.object({
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
      line_discount: z
        .number()
        .describe("The line's coupon discount as charged: its share of its coupons' figures (rupees)"),
      hsn_code: z.string(),
    }),
  ),
});

export const OrderQuery = z.object({ o_id: z.string().trim().max(40) });

export const PreBookingList = z.array(
  z.object({
    prebook_id: z.string(),
    product_name: z.string(),
    model: z.string(),
    color_name: z.string(),
    booking_date: z.string(),
    amount: z.number(),
    currency: z.string(),
    cur_symbol: z.string(),
    status: z.string(),
    expected_dispatch: z.string(),
  }),
);
