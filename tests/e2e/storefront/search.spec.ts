import { expect, test } from '@playwright/test';
import { searchFor } from '../support/content.ts';
import { Storefront } from '../support/storefront.ts';

test.describe('search', () => {
  test('"earbuds" finds the true wireless earbuds, and a category filter keeps the query', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/');
    await searchFor(page, 'earbuds');
    await expect(page).toHaveURL(/\/search\?q=earbuds$/);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(shop.productCards(results).first()).toBeVisible();
    await expect(results.getByText(/^\d+ products?$/)).toBeVisible();
    const categories = results.getByRole('navigation', { name: 'Categories of the results' });
    const tws = categories.getByRole('link', { name: /^True Wireless Stereo \(\d+\)$/ });
    await tws.click();
    await expect(page).toHaveURL(/\/search\?q=earbuds&cat=\d+$/);
    await expect(tws).toHaveAttribute('aria-current', 'page');
    await expect(shop.productCards(results).first()).toBeVisible();
  });

  test('a misspelt "hedphones" finds headphones and says what it understood', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/search?q=hedphones');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByText('Did you mean')).toBeVisible();
    await expect(results.getByRole('link', { name: 'headphones', exact: true })).toBeVisible();
    await expect(shop.productCards(results).first()).toBeVisible();
    await expect(results.getByRole('navigation', { name: 'Categories of the results' })).toContainText('Headphones');
  });

  test('a suggestion chosen with the keyboard opens its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('headph');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option').first()).toHaveText(/Headphones/);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/category\/headphones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Headphones' })).toBeVisible();
  });
});
