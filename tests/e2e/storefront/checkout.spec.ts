import { expect, test, type Page } from '@playwright/test';
import { cartLine, openCartDrawer, registerCustomer, startSessionFor } from '../support/account.ts';
import { Storefront, chooseOffer } from '../support/storefront.ts';
import { buyRing, customerReadyToPay, RING_LINE, RING_PATH } from '../support/checkout.ts';

const ORDER_URL = /\/orderconfirmation\/(LUM\d+)$/;

async function placeOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place Order' }).click();
}

function orderIdOf(page: Page): string {
  return ORDER_URL.exec(new URL(page.url()).pathname)?.[1] ?? '';
}

test.describe('checkout', () => {
  test('a guest sees the login panel and the cart priced by the gateway (one request), then checks out after login', async ({
    page,
  }) => {
    const customer = await registerCustomer(page.request, 'Tara Bose');
    const shop = new Storefront(page);
    await page.goto(RING_PATH);
    await chooseOffer(page);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkoutpage$/);
    // The screen's own request has answered before counting starts (its code may still be loading).
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹18,498');
    const graphql = shop.trackGraphqlRequests();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹18,498');
    await expect(shop.mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
    expect(graphql.urls).toHaveLength(1);

    await page.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(customer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkoutpage$/);
    await expect(cartLine(page.getByRole('main'), RING_LINE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  });

  test('a new customer adds an address in the modal, applies coupons and pays cash on delivery', async ({ page }) => {
    const customer = await registerCustomer(page.request, 'Kabir Sen');
    await startSessionFor(page, customer.email, customer.password);
    await buyRing(page);
    const main = page.getByRole('main');
    const line = cartLine(main, RING_LINE);
    const priceDetails = page.getByRole('complementary', { name: 'Price details' });
    await expect(line).toBeVisible();

    // No address yet: the place order checks say so, in the spec's order.
    await placeOrder(page);
    await expect(priceDetails.getByRole('alert')).toHaveText('Please Select Your Delivery Address.');

    await page.getByRole('button', { name: 'Add new address' }).click();
    const modal = page.getByRole('dialog', { name: 'Add new address' });
    await expect(modal).toBeVisible();
    const save = modal.getByRole('button', { name: 'Save address' });
    await modal.getByRole('textbox', { name: 'First name' }).fill('Kabir');
    await modal.getByRole('textbox', { name: 'Last name' }).fill('Sen');
    await modal.getByRole('textbox', { name: 'Phone' }).fill('98-7654-321x0');
    await expect(modal.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
    await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Park Street');
    await expect(save).toBeDisabled();
    await modal.getByRole('textbox', { name: 'Pincode' }).fill('110001');
    await expect(modal.getByRole('textbox', { name: 'State' })).toHaveValue('Delhi');
    await expect(modal.getByRole('textbox', { name: 'Country' })).toHaveValue('India');
    await expect(modal.getByRole('checkbox', { name: 'Make this my primary address' })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: 'Make this my primary address' })).toBeDisabled();
    await expect(save).toBeDisabled(); // gender and age group are still missing
    await modal.getByRole('combobox', { name: 'Gender' }).selectOption('Male');
    await modal.getByRole('combobox', { name: 'Age group' }).selectOption('25-40');
    await save.click();
    // Saved: the modal closes by itself, the page says so and lists the address at once.
    await expect(modal).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Address Saved Successfully.' })).toBeVisible();
    const delivery = page.getByRole('group', { name: 'Delivery address' });
    await expect(delivery.getByRole('radio', { name: /Kabir Sen, 7 Park Street/ })).toBeChecked();
    await expect(delivery.getByRole('status')).toHaveText(/^Delivery in /);
    await expect(priceDetails.getByRole('alert')).toBeHidden();

    // The GST number of the billing address: its own modal and its own button.
    await page.getByRole('button', { name: 'Manage GST' }).click();
    const gst = page.getByRole('dialog', { name: 'Manage GST' });
    await gst.getByRole('textbox', { name: 'GST number' }).fill('07abcde1234f1z5');
    await gst.getByRole('button', { name: 'Save GST number' }).click();
    await expect(gst).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Address updated Successfully.' })).toBeVisible();
    await expect(page.getByText('GST: 07ABCDE1234F1Z5')).toBeVisible();

    // Coupons: an expired one is refused, a valid one is locked with Remove and priced by the gateway.
    const coupon = main.getByRole('textbox', { name: 'Coupon code for Aura Ring Gen 3' });
    await coupon.fill('BUDS10');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(line.getByRole('alert')).toHaveText('Invalid Coupon Code');
    await coupon.fill('ring15');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByRole('textbox', { name: 'Applied coupon for Aura Ring Gen 3' })).toHaveValue('RING15');
    await expect(main.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect(page.getByTestId('coupon-discount')).toHaveText('−₹2,699.85');
    await coupon.fill('RING15');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(line.getByRole('alert')).toHaveText('Coupon Code Already Applied.');

    await placeOrder(page);
    await expect(priceDetails.getByRole('alert')).toHaveText('Please Select Payment Mode.');
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await expect(page.getByTestId('amount-payable')).toHaveText('₹15,798.15');
    await placeOrder(page);
    await expect(page).toHaveURL(ORDER_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(`Order number: ${orderIdOf(page)}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping information' })).toContainText('7 Park Street');
    await expect(page.getByRole('row', { name: /AR-300/ })).toContainText('RING15');
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('prepaid through the sandbox gateway: Pay gives the confirmation, and the order and invoice are listed', async ({
    page,
  }) => {
    await customerReadyToPay(page);
    await page.getByRole('radio', { name: /^Prepaid/ }).check();
    await expect(page.getByText('Prepaid discount')).toBeVisible();
    await placeOrder(page);
    await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
    const sandboxOrder = (await page.getByTestId('order-id').textContent()) ?? '';
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(ORDER_URL);
    expect(orderIdOf(page)).toBe(sandboxOrder);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('link', { name: /^My account/ })
      .click();
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Track My Order' }).click();
    await expect(page).toHaveURL(/\/orderlist$/);
    const row = page.getByRole('row', { name: new RegExp(sandboxOrder) });
    await expect(row).toContainText('Success');
    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: /^Download Invoice/ }).click();
    const download = await downloading;
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('prepaid and Cancel at the gateway gives the Order Cancelled page, listed as Cancelled', async ({ page }) => {
    const customer = await customerReadyToPay(page);
    await page.getByRole('radio', { name: /^Prepaid/ }).check();
    await placeOrder(page);
    await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(ORDER_URL);
    const orderId = orderIdOf(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Cancelled' })).toBeVisible();
    await expect(page.getByText(`Order number: ${orderId}`)).toBeVisible();
    await expect(page.getByText('Customer name: Meera Iyer')).toBeVisible();
    await expect(page.getByText(`Contact email: ${customer.email}`)).toBeVisible();

    await page.goto('/orderlist');
    const row = page.getByRole('row', { name: new RegExp(orderId) });
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('Yet to Generate Invoice');
  });

  test('a quantity changed in the drawer reprices the checkout', async ({ page }) => {
    await customerReadyToPay(page);
    await expect(page.getByTestId('amount-payable')).toHaveText('₹18,498');
    const drawer = await openCartDrawer(page);
    await cartLine(drawer, RING_LINE).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(drawer.getByTestId('drawer-subtotal')).toHaveText('₹36,996');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('amount-payable')).toHaveText('₹36,996');
  });

  test("the checkout's own steppers change a quantity, bound by 5, and reprice it", async ({ page }) => {
    await customerReadyToPay(page);
    await expect(page.getByTestId('amount-payable')).toHaveText('₹18,498');
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: RING_LINE });
    const plus = line.getByRole('button', { name: 'Increase quantity' });
    await plus.click();
    await expect(page.getByTestId('amount-payable')).toHaveText('₹36,996');
    await expect(line.getByRole('status', { name: 'Quantity' })).toHaveText('2');
    for (let quantity = 3; quantity <= 5; quantity += 1) {
      await plus.click();
      await expect(line.getByRole('status', { name: 'Quantity' })).toHaveText(String(quantity));
    }
    await plus.click();
    await expect(line.getByRole('alert')).toHaveText('Max 5 items Allowed');
    await expect(line.getByRole('status', { name: 'Quantity' })).toHaveText('5');
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(line.getByRole('status', { name: 'Quantity' })).toHaveText('4');
    await expect(page.getByTestId('amount-payable')).toHaveText('₹73,992');
  });

  test('order pages: no such order, and guests go to /login', async ({ page }) => {
    const customer = await registerCustomer(page.request, 'Nia Das');
    await startSessionFor(page, customer.email, customer.password);
    await page.goto('/orderconfirmation/LUM0000000000');
    await expect(page.getByText('No order details found.')).toBeVisible();
    await page.goto('/orderlist');
    await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
    await page.goto('/addresslist');
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible();
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { removeItem(k: string): void } }).localStorage.removeItem(
        'sessionToken',
      ),
    );
    await page.goto('/orderlist');
    await expect(page).toHaveURL(/\/login$/);
  });
});
