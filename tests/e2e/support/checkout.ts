// Helpers for checkout journeys: a customer with a cart line and a saved address, through the gateway.
import { expect, type Page } from '@playwright/test';
import { registerCustomer, startSessionFor, storedToken } from './account.ts';

export const RING_PATH = '/product/smart-rings/aura-ring-gen-3/ar-300';
export const RING_LINE = 'Aura Ring Gen 3 AR-300';

async function customerGraphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const token = await storedToken(page);
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const BILLING = {
  firstName: 'Meera',
  lastName: 'Iyer',
  phone: '9812345678',
  address: '14 Residency Road',
  pincode: '560025',
  city: 'Bangalore',
};

/** A fresh customer, logged in, with a saved billing + delivery address (Bengaluru) and the ring in the server cart. */
export async function customerReadyToPay(page: Page): Promise<{ email: string }> {
  const customer = await registerCustomer(page.request, 'Meera Iyer');
  await startSessionFor(page, customer.email, customer.password);
  const saved = await customerGraphql<{ addAddress: { userErrors: unknown[] } }>(
    page,
    'mutation ($input: AddAddressInput!) { addAddress(input: $input) { userErrors { message } } }',
    {
      input: {
        billing: { ...BILLING, email: customer.email },
        sameAsBilling: true,
        makePrimary: true,
        gender: 'FEMALE',
        ageGroup: 'AGE_25_40',
      },
    },
  );
  expect(saved.addAddress.userErrors).toEqual([]);
  await buyRing(page);
  return { email: customer.email };
}

/** Buy Now on the ring (first colour, default size): the customer's server cart gets it and checkout opens. */
export async function buyRing(page: Page): Promise<void> {
  await page.goto(RING_PATH);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkoutpage$/);
}
