import { expect, test } from '@playwright/test';
import { ORDER_URL, customerReadyToPay, orderIdOf, placePrepaidOrder } from '../support/checkout.ts';

// The shop runs on a port other than 4000 with no PUBLIC_URL set: the payment gateway's return
// must come back to the address the shop was started on, where the shopper's session is.
test.describe('prepaid payments', () => {
  test('Pay at the gateway returns to the shop on its own address with the confirmation', async ({ page, baseURL }) => {
    await customerReadyToPay(page);
    const reference = await placePrepaidOrder(page);
    await expect(page.getByTestId('amount')).toHaveText('INR 18398.00');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(ORDER_URL);
    expect(new URL(page.url()).origin).toBe(baseURL);
    expect(orderIdOf(page)).toBe(reference);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(`Order number: ${reference}`)).toBeVisible();
  });

  test('Cancel at the gateway gives the Order Cancelled page, and Retry payment pays the order', async ({
    page,
    baseURL,
  }) => {
    await customerReadyToPay(page);
    const reference = await placePrepaidOrder(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(ORDER_URL);
    expect(new URL(page.url()).origin).toBe(baseURL);
    const orderId = orderIdOf(page);
    expect(orderId).toBe(reference);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Cancelled' })).toBeVisible();
    await expect(page.getByText('Your payment did not go through, so the order was cancelled.')).toBeVisible();

    await page.getByRole('button', { name: 'Retry payment' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
    await expect(page.getByTestId('order-id')).toHaveText(`${orderId}R2`);
    await expect(page.getByTestId('amount')).toHaveText('INR 18398.00');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderconfirmation/${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();

    await page.goto('/orderlist');
    await expect(page.getByRole('row', { name: new RegExp(orderId) })).toContainText('Success');
  });
});
