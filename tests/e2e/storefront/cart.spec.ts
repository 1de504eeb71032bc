import { expect, test } from '@playwright/test';
import { Storefront, chooseOffer, chooseSize } from '../support/storefront.ts';

test.describe('guest cart at checkout (beside the login panel)', () => {
  test('quantities stay within 1 to 5, Remove asks first, the subtotal follows', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/checkoutpage');
    await expect(page.getByText('Your cart is currently empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();

    await page.goto('/product/smart-rings/aura-ring-gen-3/ar-300');
    await page.getByRole('radio', { name: 'Midnight Black' }).check();
    // Size 10: more than 5 left, so the line limit is what stops plus.
    await chooseSize(page, '10');
    await chooseOffer(page);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkoutpage$/);

    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first();
    const subtotal = page.getByTestId('cart-subtotal');
    // Priced by the gateway: the ring with the charging dock the shopper ticked (₹499).
    await expect(subtotal).toHaveText('₹18,498');
    await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(subtotal).toHaveText('₹36,996');
    await expect(shop.cartIcon(2)).toBeVisible();
    for (let i = 0; i < 3; i += 1) await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByRole('alert')).toHaveText('Max 5 items Allowed');
    expect((await shop.readCart())[0]!.quantity).toBe(5);
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(subtotal).toHaveText('₹73,992');

    // Dismissing the confirmation keeps the line; accepting removes it.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to remove this item?');
      void dialog.dismiss();
    });
    await line.getByRole('button', { name: /^Remove/ }).click();
    await expect(line).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await line.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByText('Your cart is currently empty')).toBeVisible();
    await expect(shop.cartIcon(0)).toBeVisible();
  });

  test('a line stops at the stock left, and says how few are left', async ({ page }) => {
    await page.goto('/product/smart-rings/aura-ring-gen-3/ar-300');
    await page.getByRole('radio', { name: 'Midnight Black' }).check();
    // Size 7 of the seeded shop has 2 left.
    await chooseSize(page, '7');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkoutpage$/);

    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first();
    await expect(line.getByText('Only 2 left in stock.')).toBeVisible();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByRole('status', { name: 'Quantity' })).toHaveText('2');
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByRole('alert')).toHaveText('Only 2 left in stock, and all of them are in your cart.');
    await expect(line.getByRole('status', { name: 'Quantity' })).toHaveText('2');
  });

  test('the header count follows the cart in another tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/product/smart-rings/aura-ring-gen-3/ar-300');
    await second.goto('/');
    await expect(new Storefront(second).cartIcon(0)).toBeVisible();
    await first.getByRole('button', { name: 'Buy Now' }).click();
    await expect(first).toHaveURL(/\/checkoutpage$/);
    await expect(new Storefront(second).cartIcon(1)).toBeVisible();
  });
});
