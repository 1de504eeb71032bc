// The catalog operator changes a price in the console and the shop's product page shows it: a sale
// price above the list price is refused beside its box (what was typed stays), a good one is saved
// and the product page, opened from the console, shows it. Emptying a colour's stock shows it out of
// stock in the shop. The products list works at 390 px.
import { expect, test } from '@playwright/test';
import { newOperator, signInToConsole } from '../support/admin.ts';

test.describe('console catalog', () => {
  test('the catalog operator changes a price and the product page shows it', async ({ page }) => {
    const operator = await newOperator(page.request, 'catalog');
    await signInToConsole(page, operator);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name or model' }).fill('TB-S1');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=TB-S1/);
    await page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'Tempo Buds Sport' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tempo Buds Sport (TB-S1)' })).toBeVisible();

    const prices = page.getByRole('form', { name: 'Prices' });
    const sale = prices.getByRole('textbox', { name: 'Sale price (₹)' });
    await sale.fill('6999');
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await expect(prices.getByRole('alert')).toHaveText('The sale price cannot be above the list price.');
    await expect(sale).toHaveValue('6999');

    await sale.fill('3499.50');
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await expect(prices.getByText('Prices saved. The shop shows them now.')).toBeVisible();

    await page.getByRole('link', { name: 'Open in the shop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tempo Buds Sport' })).toBeVisible();
    await expect(page.getByRole('main').getByText('₹3,499.50', { exact: true }).first()).toBeVisible();
  });

  test('the catalog operator empties a colour and the product page shows it out of stock', async ({ page }) => {
    const operator = await newOperator(page.request, 'catalog');
    await signInToConsole(page, operator, '/admin/products?q=TB-S1');
    await page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'Tempo Buds Sport' }).click();

    const units = page.getByRole('textbox', { name: 'Units, Sunset Orange' });
    await units.fill('-3');
    await page.getByRole('button', { name: 'Save stock of Sunset Orange' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter whole units from 0 to 1,00,000.');
    await units.fill('0');
    await page.getByRole('button', { name: 'Save stock of Sunset Orange' }).click();
    await expect(page.getByText('Stock of Sunset Orange saved.')).toBeVisible();

    await page.getByRole('link', { name: 'Open in the shop' }).click();
    await page.getByRole('radio', { name: 'Sunset Orange' }).check();
    await expect(page.getByText('OUT OF STOCK', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Midnight Black' }).check();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  });

  test('the products list fits a 390 px phone', async ({ page }) => {
    const operator = await newOperator(page.request, 'catalog');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToConsole(page, operator, '/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aura Ring Gen 3' }).first()).toBeVisible();
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
          .scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);
  });
});
