// An order's life with the shopper and the operator side by side: the shopper places a cash on
// delivery order; a fulfilment operator finds it in the console, packs and ships it with an AWB
// number; the shopper sees Shipped with the courier's link; the operator marks it delivered; the
// shopper sees Delivered and asks for a return; the operator receives it and refunds; the shopper
// sees Refunded. The console's order screens have no sideways scroll at 390 px.
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@shop/commerce/paths';
import { newOperator, signInToConsole } from '../support/admin.ts';
import { ORDER_URL, customerReadyToPay, orderIdOf } from '../support/checkout.ts';

const TRACKING_URL = 'https://www.bluedart.example.com/track';

async function noSidewaysScroll(page: Page): Promise<void> {
  type Browser = { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
  const widths = await page.evaluate(() => {
    const window = globalThis as unknown as Browser;
    return { scroll: window.document.documentElement.scrollWidth, view: window.innerWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

/** Confirms the move in its dialog (the dialog's own button) and waits for the report. */
async function confirmMove(desk: Page, button: string, report: RegExp): Promise<void> {
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(desk.getByRole('status').filter({ hasText: report })).toBeVisible();
}

async function shopperSees(shopper: Page, orderId: string, status: string): Promise<void> {
  await shopper.goto(paths.orderTracking.href(orderId));
  await expect(shopper.getByRole('heading', { name: 'Order status' })).toBeVisible();
  await expect(shopper.locator('.order-tracking-status')).toHaveText(status);
}

test('an operator ships, delivers, takes back and refunds a COD order while the shopper follows it', async ({
  page: shopper,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await customerReadyToPay(shopper);
  await shopper.getByRole('radio', { name: 'Cash on delivery' }).check();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper).toHaveURL(ORDER_URL);
  const orderId = orderIdOf(shopper);

  const operator = await newOperator(request, 'fulfilment');
  const context = await browser.newContext();
  const desk = await context.newPage();
  await signInToConsole(desk, operator, paths.admin.orders.href());
  await expect(desk.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Find it, then pack and ship it from the list.
  const search = desk.getByRole('search', { name: 'Find orders' });
  await search.getByRole('searchbox', { name: 'Order number, email, mobile or name' }).fill(orderId);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(desk).toHaveURL(new RegExp(`q=${orderId}`));
  await expect(desk.getByRole('link', { name: orderId })).toBeVisible();
  await desk.getByRole('checkbox', { name: `Select order ${orderId}` }).check();
  await desk.getByRole('button', { name: 'Pack selected' }).click();
  await confirmMove(desk, 'Mark packed', /1 order packed\./);

  await desk.getByRole('checkbox', { name: `Select order ${orderId}` }).check();
  await desk.getByRole('button', { name: 'Ship selected' }).click();
  const ship = desk.getByRole('dialog');
  await ship.getByRole('textbox', { name: 'Courier' }).fill('Blue Dart');
  await ship.getByRole('textbox', { name: 'Tracking link' }).fill(TRACKING_URL);
  await ship.getByRole('textbox', { name: `AWB number of ${orderId}` }).fill('12');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(ship.getByText('The AWB number must be 6 to 30 letters or digits.')).toBeVisible();
  await ship.getByRole('textbox', { name: `AWB number of ${orderId}` }).fill('BD5566778899');
  await confirmMove(desk, 'Ship', /1 order shipped\./);

  await shopperSees(shopper, orderId, 'Shipped');
  const courierLink = shopper.getByRole('link', { name: 'Track with Blue Dart' });
  await expect(courierLink).toHaveAttribute('href', TRACKING_URL);
  await expect(shopper.getByText('BD5566778899')).toBeVisible();

  // The order's page: deliver it.
  await desk.getByRole('link', { name: orderId }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await expect(desk.getByText('BD5566778899', { exact: true })).toBeVisible();
  await desk.getByRole('button', { name: 'Mark delivered' }).click();
  await confirmMove(desk, 'Mark delivered', /1 order marked delivered\./);

  await shopperSees(shopper, orderId, 'Delivered');
  await shopper.getByRole('button', { name: 'Request return / replacement' }).click();
  const ask = shopper.getByRole('dialog');
  await ask.getByRole('radio', { name: 'Return (refund)' }).check();
  await ask.getByLabel('Reason').fill('The ring is too tight for me.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(shopper.getByText('We have your request. We will mail you about the pickup.')).toBeVisible();

  await desk.reload();
  await expect(desk.getByText('The ring is too tight for me.').first()).toBeVisible();
  await desk.getByRole('button', { name: 'Return received' }).click();
  await confirmMove(desk, 'Return received', /1 order marked return received\./);
  await desk.getByRole('button', { name: 'Refund' }).click();
  await confirmMove(desk, 'Refund', /1 order refunded\./);
  await expect(desk.getByText('There is nothing you can do with this order now.')).toBeVisible();
  await expect(desk.getByRole('heading', { name: 'Audit entries' })).toBeVisible();
  await expect(desk.getByText(/order\.refunded by Fulfilment Operator/).first()).toBeVisible();

  await shopperSees(shopper, orderId, 'Refunded');

  // On a phone the console's order screens fit the screen.
  await desk.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(desk);
  await desk.goto(paths.admin.orders.href());
  await expect(desk.getByRole('link', { name: orderId })).toBeVisible();
  await noSidewaysScroll(desk);
  await context.close();
});
