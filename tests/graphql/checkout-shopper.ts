// Helpers of the checkout GraphQL tests: the operations, a new customer with a saved address
// (through addAddress) and lines in the server cart (through addToCart).
import { expect } from 'vitest';
import type { StartedGateway } from '../support/gateway.ts';
import { newCustomer } from './shopper.ts';

export const ADDRESS =
  'id kind firstName lastName name address city state country pincode phone email gender ageGroup isPrimary gstNumber';
export const MONEY = 'amount currencyCode formatted';
export const GST = `taxName percent taxableAmount { amount } taxAmount { amount } cgst { amount } sgst { amount } igst { amount } interState sellerState placeOfSupply`;
export const SUMMARY = `lines { line { id productId colorId quantity unitPrice { amount } } coupons { code percent discount { amount } } couponDiscount { amount } total { amount } }
  itemCount subtotal { ${MONEY} } couponDiscount { amount } prepaidDiscount { amount } prepaidOffer { amount } shippingCharge { amount }
  amountPayable { ${MONEY} } gst { ${GST} } currencySymbol rejectedCoupons { code productId colorId message reason }
  deliveryAddress { id pincode } delivery { deliverable deliveryDays undeliverableLineIds message } paymentMode`;
export const CHECKOUT = `query Checkout($input: CheckoutSummaryInput) { viewer { checkout(input: $input) { ${SUMMARY} } } }`;
export const ADD_ADDRESS = `mutation AddAddress($input: AddAddressInput!) {
  addAddress(input: $input) { deliveryAddress { ${ADDRESS} } billingAddress { ${ADDRESS} } message userErrors { field message code } }
}`;
export const ADD_TO_CART = `mutation Add($input: CartLineInput!) { addToCart(input: $input) { userErrors { message code } } }`;
export const APPLY_COUPON = `mutation Apply($input: ApplyCouponInput!) {
  applyCoupon(input: $input) { coupon { code productId colorId percent discount { amount } description } userErrors { field message code } }
}`;
export const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    orderId settled confirmationPath amountPayable { amount } paymentRedirect { url encRequest accessCode fields { name value } }
    userErrors { field message code }
  }
}`;
export const ORDER = `query Order($orderId: ID!) { viewer { order(orderId: $orderId) {
  orderId status isSuccess date customerName contactEmail supportEmail paymentMode deliveryDays
  billingAddress { name address city state pincode phone email } shippingAddress { name city state pincode }
  items { name model imageUrl colorName colorCode size isOfferProduct units unitPrice { amount } couponCode discountPercentage total { amount } }
  subtotal { amount } couponDiscount { amount } prepaidDiscount { amount } total { ${MONEY} } gst { ${GST} } currencySymbol invoiceUrl invoiceLabel
} } }`;
export const ORDERS = `{ viewer { orders { orderId date status isCancelled total { ${MONEY} } invoiceUrl invoiceLabel } } }`;

export const fields = (pincode: string, city: string, firstName = 'Test') => ({
  firstName,
  lastName: 'Shopper',
  address: '12, MG Road',
  city,
  pincode,
  phone: '9000000001',
  email: 'shopper@example.com',
});
export const BENGALURU = fields('560001', 'Bengaluru');
export const MUMBAI = fields('400001', 'Mumbai');
export const KAVARATTI = fields('682555', 'Kavaratti');

export const RING = { productId: '101', colorId: '1011', size: '8' };
export const BUDS = { productId: '301', colorId: '3013' };
export const WATCH = { productId: '201', colorId: '2011' };

export async function data<T = any>(
  gateway: StartedGateway,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const { body } = await gateway.graphql<T>(query, variables, { token });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A new customer with a billing + delivery address (the delivery one elsewhere when given). */
export async function checkoutCustomer(gateway: StartedGateway, delivery = BENGALURU) {
  const { token, email } = await newCustomer(gateway, 'Checkout Shopper');
  const same = delivery === BENGALURU;
  const result = await data(
    gateway,
    ADD_ADDRESS,
    {
      input: {
        billing: BENGALURU,
        ...(same ? { sameAsBilling: true } : { shipping: delivery }),
        gender: 'FEMALE',
        ageGroup: 'AGE_25_40',
      },
    },
    token,
  );
  expect(result.addAddress.userErrors).toEqual([]);
  return {
    token,
    email,
    addressId: result.addAddress.deliveryAddress.id as string,
    billingId: result.addAddress.billingAddress.id as string,
  };
}

export async function addToCart(
  gateway: StartedGateway,
  token: string,
  line: { productId: string; colorId: string; size?: string },
  quantity = 1,
) {
  const result = await data(gateway, ADD_TO_CART, { input: { ...line, quantity } }, token);
  expect(result.addToCart.userErrors).toEqual([]);
}
