import { expect, test } from '@playwright/test';
import { CATEGORIES, Storefront } from '../support/storefront.ts';

test.describe('browsing the catalog', () => {
  test('every category opens from the header with its products', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/');
    await expect(shop.mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
    for (const category of CATEGORIES) {
      await shop.openCategoryFromMenu(category.name);
      await expect(page).toHaveURL(new RegExp(`/category/${category.slug}$`));
      await expect(shop.productCards(shop.productGrid).first()).toBeVisible();
      await expect(shop.productGrid.getByRole('link', { name: 'Add to cart' }).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(category.name));
    }
  });

  test('home shows the hero, category tiles and featured products', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Featured categories' })).toBeVisible();
    const tiles = page.getByRole('region', { name: 'Shop by category' });
    await expect(tiles.getByRole('link')).toHaveCount(CATEGORIES.length);
    const smartRings = page.getByRole('region', { name: 'Smart Rings' });
    await smartRings.scrollIntoViewIfNeeded();
    await expect(smartRings.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('7 Days Replacement').first()).toBeVisible();
  });

  test('routes match case-insensitively and the product list links to product pages', async ({ page }) => {
    await page.goto('/Category/Smart-Rings');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Rings' })).toBeVisible();
    await page.goto('/category/productlist');
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    const first = page.getByRole('main').getByRole('article').first();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/[^/]+\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('button', { name: 'Buy Now' }).or(page.getByText('OUT OF STOCK'))).toBeVisible();
  });

  test('the mobile menu opens, locks the page scroll and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const shop = new Storefront(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(shop.mainNav.getByRole('link', { name: 'Headphones', exact: true })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await shop.mainNav.getByRole('link', { name: 'Headphones', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Headphones' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});
