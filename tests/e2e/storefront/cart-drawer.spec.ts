import { expect, test, type Page } from '@playwright/test';
import {
  AARAV,
  cartLine,
  DEMO_PASSWORD,
  loginWithPassword,
  openCartDrawer,
  registerCustomer,
  startSessionFor,
} from '../support/account.ts';
import { DOCK_OFFER, Storefront, chooseOffer } from '../support/storefront.ts';

const RING = { path: '/product/smart-rings/aura-ring-gen-3/ar-300', line: 'Aura Ring Gen 3 AR-300' };
const BUDS = { path: '/product/true-wireless-stereo/nimbus-buds-2/nb-200', line: 'Nimbus Buds 2 NB-200' };

async function buyNow(page: Page, path: string, quantity = 1, offer?: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  if (offer) await chooseOffer(page, offer);
  for (let i = 1; i < quantity; i += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkoutpage$/);
}

test.describe('cart drawer', () => {
  test('a guest opens the drawer: gateway prices, scroll locked, Escape closes', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/');
    let drawer = await openCartDrawer(page);
    await expect(drawer.getByText('Your cart is currently empty')).toBeVisible();
    await drawer.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(drawer).toBeHidden();

    await buyNow(page, RING.path, 1, DOCK_OFFER);
    drawer = await openCartDrawer(page);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    const line = cartLine(drawer, RING.line);
    await expect(line).toContainText('Midnight Black');
    // The gateway's subtotal counts the charging dock the shopper ticked with the ring.
    await expect(line).toContainText('+ Aura Charging Dock');
    await expect(drawer.getByTestId('drawer-subtotal')).toHaveText('₹18,498');
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(drawer.getByTestId('drawer-subtotal')).toHaveText('₹36,996');
    await expect(shop.cartIcon(2)).toBeAttached();
    expect((await shop.readCart())[0]!.quantity).toBe(2);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(shop.cartIcon(2)).toBeFocused();
  });

  test('Add to cart stays on the product, opens the drawer with the line and says so', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto(BUDS.path);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    await expect(cartLine(drawer, BUDS.line)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${BUDS.path}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Added 2 × Nimbus Buds 2' })).toBeVisible();
    await expect(shop.cartIcon(2)).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // Still shopping: the same page, the chosen quantity again into the same line.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(drawer).toBeVisible();
    await expect(shop.cartIcon(4)).toBeAttached();
    expect((await shop.readCart())[0]!.quantity).toBe(4);
  });

  test("a guest's two products join the server cart at login", async ({ page }) => {
    const shop = new Storefront(page);
    const customer = await registerCustomer(page.request, 'Dev Malhotra');
    await buyNow(page, RING.path);
    await buyNow(page, BUDS.path, 2);
    await expect(shop.cartIcon(3)).toBeVisible();

    await loginWithPassword(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(shop.cartIcon(3)).toBeVisible();
    expect(await shop.readCart()).toEqual([]);

    const drawer = await openCartDrawer(page);
    await expect(cartLine(drawer, RING.line)).toBeVisible();
    await expect(cartLine(drawer, BUDS.line).getByRole('group', { name: /^Quantity of/ })).toContainText('2');
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkoutpage$/);
    await expect(cartLine(page.getByRole('main'), RING.line)).toBeVisible();
    await expect(cartLine(page.getByRole('main'), BUDS.line)).toBeVisible();
  });

  test('lines capped at 5 by the merge are named in a notice', async ({ page }) => {
    // Aarav's seeded cart holds one AR-300 Midnight Black size 8 with its dock; the guest adds five
    // more with the dock ticked (the same line).
    await page.goto(RING.path);
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: '8', exact: true }).check();
    await chooseOffer(page);
    for (let i = 1; i < 5; i += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkoutpage$/);

    await loginWithPassword(page, AARAV.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page
        .getByRole('status')
        .getByText(/^Max 5 items Allowed per item: Aura Ring Gen 3 kept at 5 \(\d+ in your carts\)\.$/),
    ).toBeVisible();
    const drawer = await openCartDrawer(page);
    await expect(cartLine(drawer, RING.line).getByRole('group', { name: /^Quantity of/ })).toContainText('5');
  });

  test("a customer's drawer: plus stops at 5, minus at 1, Remove asks first", async ({ page }) => {
    const shop = new Storefront(page);
    const customer = await registerCustomer(page.request, 'Tara Singh');
    await startSessionFor(page, customer.email, customer.password);
    await buyNow(page, BUDS.path);
    await expect(shop.cartIcon(1)).toBeVisible();

    const drawer = await openCartDrawer(page);
    const line = cartLine(drawer, BUDS.line);
    const quantity = line.getByRole('group', { name: /^Quantity of/ }).getByText(/^\d$/);
    const plus = line.getByRole('button', { name: 'Increase quantity' });
    const minus = line.getByRole('button', { name: 'Decrease quantity' });
    await expect(minus).toBeDisabled();
    for (let n = 2; n <= 5; n += 1) {
      await plus.click();
      await expect(quantity).toHaveText(String(n));
    }
    await expect(shop.cartIcon(5)).toBeAttached();
    await plus.click();
    await expect(line.getByRole('alert')).toHaveText('Max 5 items Allowed');
    await expect(quantity).toHaveText('5');
    for (let n = 4; n >= 1; n -= 1) {
      await minus.click();
      await expect(quantity).toHaveText(String(n));
    }
    await expect(minus).toBeDisabled();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to remove this item?');
      void dialog.dismiss();
    });
    await line.getByRole('button', { name: /^Remove/ }).click();
    await expect(line).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await line.getByRole('button', { name: /^Remove/ }).click();
    await expect(drawer.getByText('Your cart is currently empty')).toBeVisible();
    await expect(shop.cartIcon(0)).toBeAttached();

    // The server kept the change.
    await page.reload();
    await expect(shop.cartIcon(0)).toBeVisible();
  });

  test("a customer's screen loads in one request and the drawer needs none", async ({ page }) => {
    const shop = new Storefront(page);
    await startSessionFor(page, AARAV.phone, DEMO_PASSWORD);
    const graphql = shop.trackGraphqlRequests();
    await page.goto('/category/smart-rings');
    await expect(shop.productCards(shop.productGrid).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^My account/ })).toBeVisible();
    const drawer = await openCartDrawer(page);
    await expect(cartLine(drawer, BUDS.line)).toBeVisible();
    expect(graphql.urls).toHaveLength(1);
  });
});
