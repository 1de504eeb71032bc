// A shopper cancels a cash on delivery order before it ships: from the order list (stacked cards on
// a phone, no sideways scroll) to the order's tracking view, Cancel order asks first, the order is
// then Cancelled in the list, the shopper is mailed, and the ring's stock comes back. The ring is
// bought in size 12, which no other journey buys, so its stock is this journey's alone.
import { expect, test } from '@playwright/test';
import { paths } from '@shop/commerce/paths';
import { readOutbox } from '../support/account.ts';
import { ORDER_URL, RING_PATH, customerReadyToPay, orderIdOf } from '../support/checkout.ts';
import { expectNoSidewaysScroll, expectTableFits } from '../support/layout.ts';
import { chooseSize } from '../support/storefront.ts';
import { upstreamUrl } from '../support/shops.ts';

/** Units left of the ring's first colour in size 12 (upstream's product_stock). */
async function ringStock(): Promise<number> {
  const response = await fetch(`${upstreamUrl()}/api/Product/product_stock?p_id=101&colorid=1011`);
  expect(response.ok).toBe(true);
  const rows = (await response.json()) as Array<{ size: string; stock: number }>;
  return rows.find((r) => r.size === '12')?.stock ?? -1;
}

test('a shopper cancels a COD order before shipping and the stock comes back', async ({ page }) => {
  const customer = await customerReadyToPay(page);
  // Buy Now in size 12 too: that line's stock is the one this journey watches.
  await page.goto(RING_PATH);
  await chooseSize(page, '12');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkoutpage$/);
  const before = await ringStock();

  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(ORDER_URL);
  const orderId = orderIdOf(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Order status' });
  await expect(status.getByText('Placed', { exact: true }).first()).toBeVisible();
  await expect.poll(ringStock).toBe(before - 1);

  // On a phone the order's items, then the order list, are lists of cards: status, totals and the
  // invoice are readable without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row').nth(1)).toBeVisible();
  await expectTableFits(items);
  await expectNoSidewaysScroll(page);
  await page.goto(paths.orderList.href());
  const row = page.getByRole('row', { name: new RegExp(orderId) });
  await expect(row).toContainText('Success');
  await expectTableFits(page.getByRole('table', { name: 'Your orders' }));
  await expectNoSidewaysScroll(page);
  await row.getByRole('link', { name: `Placed: track order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orderconfirmation/${orderId}/track$`));
  await expect(page.getByRole('heading', { name: 'Order status' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Cancel asks first; keeping the order changes nothing.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel order' });
  await expect(confirm).toContainText('Cancel this order?');
  await confirm.getByRole('button', { name: 'Keep order' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your order is cancelled.' })).toBeVisible();
  await expect(page.locator('.order-tracking-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();

  await expect.poll(ringStock).toBe(before);
  await page.goto(paths.orderList.href());
  await expect(page.getByRole('row', { name: new RegExp(orderId) })).toContainText('Cancelled');
  await page.goto(paths.orderConfirmation.href(orderId));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Cancelled' })).toBeVisible();
  await expect(page.getByText('This order was cancelled.')).toBeVisible();
  const subjects = (await readOutbox(customer.email)).map((m) => m.subject);
  expect(subjects).toContain(`Your order ${orderId} is cancelled`);
  expect(subjects).toContain(`Your order ${orderId} is placed`);
});
