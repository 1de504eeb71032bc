// Helpers of the checkout GraphQL tests: a new customer with a saved address (through addAddress)
// and lines in the server cart (through addToCart), the data of a customer's call, the addresses
// and products the tests use. The operations are in checkout-shopper.graphql.
import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import { graphqlArguments, type StartedGateway } from '../support/gateway.ts';
import {
  AddAddressDocument,
  CheckoutAddToCartDocument,
  PlaceOrderDocument,
  type CartLineInput,
} from './generated/graphql.ts';
import { newCustomer } from './shopper.ts';

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

/** The ring with its charging dock (offer product 151, ₹499) chosen. */
export const RING = { productId: '101', colorId: '1011', size: '8', offerProductIds: ['151'] };
/** The earbuds with their offer product (352, ₹299) chosen. */
export const BUDS = { productId: '301', colorId: '3013', offerProductIds: ['352'] };
export const WATCH = { productId: '201', colorId: '2011' };

/** The data of a customer's call that must succeed. */
export async function data<T, V>(
  gateway: StartedGateway,
  document: TypedDocumentNode<T, V>,
  variables: NoInfer<V>,
  token: string,
): Promise<T> {
  const { body } = await gateway.graphql(document, ...graphqlArguments(variables, { token }));
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** A new customer with a billing + delivery address (the delivery one elsewhere when given). */
export async function checkoutCustomer(gateway: StartedGateway, delivery = BENGALURU) {
  const { token, email } = await newCustomer(gateway, 'Checkout Shopper');
  const same = delivery === BENGALURU;
  const result = await data(
    gateway,
    AddAddressDocument,
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
    addressId: result.addAddress.deliveryAddress!.id,
    billingId: result.addAddress.billingAddress!.id,
  };
}

export async function addToCart(
  gateway: StartedGateway,
  token: string,
  line: Omit<CartLineInput, 'quantity'>,
  quantity = 1,
) {
  const result = await data(gateway, CheckoutAddToCartDocument, { input: { ...line, quantity } }, token);
  expect(result.addToCart.userErrors).toEqual([]);
}

/** A new customer's prepaid order of one line (the ring by default), placed and awaiting payment. */
export async function prepaidOrder(gateway: StartedGateway, line: Omit<CartLineInput, 'quantity'> = RING) {
  const customer = await checkoutCustomer(gateway);
  await addToCart(gateway, customer.token, line);
  const input = {
    idempotencyKey: randomUUID(),
    paymentMode: 'PREPAID',
    deliveryAddressId: customer.addressId,
  } as const;
  const placed = (await data(gateway, PlaceOrderDocument, { input }, customer.token)).placeOrder;
  expect(placed.userErrors).toEqual([]);
  return { customer, orderId: placed.orderId!, redirect: placed.paymentRedirect! };
}
