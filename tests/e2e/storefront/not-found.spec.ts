import { expect, test } from '@playwright/test';
import { Storefront } from '../support/storefront.ts';

test.describe('not found', () => {
  test('an unknown path shows the 404 screen and Go to Home leads home', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/no/such/page');
    await shop.expectNotFound();
    await expect(shop.mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Shop by category' })).toBeVisible();
  });

  test('an unknown category shows the same 404 screen', async ({ page }) => {
    await page.goto('/category/flying-cars');
    await new Storefront(page).expectNotFound();
  });
});
