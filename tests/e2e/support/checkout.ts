// Helpers for checkout journeys: a customer with a cart line and a saved address, through the gateway.
import { expect, type Page } from '@playwright/test';
import { registerCustomer, startSessionFor, storedToken } from './account.ts';
import { chooseOffer, chooseSize } from './storefront.ts';

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

/**
 * Buy Now on the ring (first colour, size 10: plenty left, while the default size has 2 left, which
 * journeys ordering at once would use up) with its charging dock ticked (₹17,999 + ₹499 = ₹18,498):
 * the customer's server cart gets it and checkout opens.
 */
export async function buyRing(page: Page): Promise<void> {
  await page.goto(RING_PATH);
  await chooseSize(page, '10');
  await chooseOffer(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkoutpage$/);
}

export const ORDER_URL = /\/orderconfirmation\/(LUM\d+)$/;

/** The order number of the confirmation page the browser is on. */
export function orderIdOf(page: Page): string {
  return ORDER_URL.exec(new URL(page.url()).pathname)?.[1] ?? '';
}

/** Prepaid and Place Order: the browser is on the sandbox gateway; answers the order reference it shows. */
export async function placePrepaidOrder(page: Page): Promise<string> {
  await page.getByRole('radio', { name: /^Prepaid/ }).check();
  await expect(page.getByText('Prepaid discount')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
  return (await page.getByTestId('order-id').textContent()) ?? '';
}
