// Helpers of the checkout and order contract tests: fresh customers with a saved address, cart
// lines, order requests with an optional Idempotency-Key and reads of stock (tests/support/database.ts
// arranges stock figures).
import { expect } from 'vitest';
import { AddressSaved } from './checkout-contract.ts';
import { authed, authedPost, freshCustomer } from './account-helpers.ts';
import { request, type Answer } from './http.ts';

/** The ring with its charging dock (offer product 151, ₹499) chosen. */
export const RING = { pid: 101, color: 1011, size: '8', offers: [151] } as const;
/** The same ring without the offer: a line of its own. */
export const RING_ALONE = { pid: 101, color: 1011, size: '8' } as const;
/** The earbuds with their offer product (352, ₹299) chosen. */
export const BUDS = { pid: 301, color: 3013, size: '', offers: [352] } as const;
export const WATCH = { pid: 201, color: 2011, size: '' } as const;

/** Address form fields with the contract's names, for one prefix. */
export function addressFields(
  prefix: 'billing' | 'shipping',
  place: { pincode: string; city: string; state?: string },
  name = 'Test',
) {
  return {
    [`${prefix}FirstName`]: name,
    [`${prefix}LastName`]: 'Shopper',
    [`${prefix}Address`]: '12, MG Road',
    [`${prefix}City`]: place.city,
    [`${prefix}State`]: place.state ?? 'Wrong State',
    [`${prefix}Country`]: 'Nowhere',
    [`${prefix}Pincode`]: place.pincode,
    [`${prefix}Phone`]: '9000000001',
    [`${prefix}Email`]: 'test.shopper@example.com',
  };
}

export const BENGALURU = { pincode: '560001', city: 'Bengaluru' };
export const MUMBAI = { pincode: '400001', city: 'Mumbai' };
export const KAVARATTI = { pincode: '682555', city: 'Kavaratti' };

/** Saves a billing address and (the same, or `delivery`) delivery address; answers the ids. */
export async function saveAddresses(api: string, token: string, delivery = BENGALURU, billing = BENGALURU) {
  const same = delivery === billing;
  const answer = await authedPost(`${api}/User/Save_user_delivery_address`, token, {
    ...addressFields('billing', billing),
    ...(same ? {} : addressFields('shipping', delivery)),
    gender: 'Female',
    agegroup: '25-40',
    ischecked: same ? 1 : 0,
  });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return AddressSaved.parse(answer.body);
}

/** A fresh customer with a Bengaluru address (or the given one). */
export async function shopper(api: string, tag: string, delivery = BENGALURU) {
  const customer = await freshCustomer(api, tag);
  const saved = await saveAddresses(api, customer.token, delivery);
  return { ...customer, addressId: saved.id, billingId: saved.billing_id };
}

export async function addLine(
  api: string,
  token: string,
  line: { pid: number; color: number; size: string; offers?: readonly number[] },
  quantity = 1,
): Promise<void> {
  const offers = line.offers ? `&offerProductIds=${line.offers.join(',')}` : '';
  const answer = await authedPost(
    `${api}/Checkout/Items_In_cart?P_ID=${line.pid}&SELECTED_COLOR=${line.color}&size=${line.size}&selectedColorStrap=0&Quantity=${quantity}${offers}`,
    token,
  );
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
}

export async function cartIds(api: string, token: string): Promise<string[]> {
  const answer = await authedPost(`${api}/Checkout/CartItemsList`, token);
  return (answer.body as Array<{ id: string; quantity: number }>).map((l) => `${l.id}x${l.quantity}`);
}

export function createOrder(api: string, token: string, body: Record<string, unknown>, key?: string): Promise<Answer> {
  return request(`${api}/Checkout/CreateOrderNew`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function stockOf(api: string, line: { pid: number; color: number; size: string }): Promise<number> {
  const answer = await request(`${api}/Product/product_stock?p_id=${line.pid}&colorid=${line.color}`);
  const rows = answer.body as Array<{ stock: number; size: string }>;
  return rows.find((r) => r.size === line.size)?.stock ?? 0;
}

export const orderRows = (api: string, token: string) => authed(`${api}/MyAccount/Order_Details`, token);
export const orderDetail = (api: string, token: string, orderId: string) =>
  authed(`${api}/MyAccount/Order_Details_ID?o_id=${orderId}`, token);
