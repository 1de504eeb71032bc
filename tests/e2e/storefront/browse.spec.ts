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
    // Names, not model codes; colours named, not hex codes; each links to the product's one URL.
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText('Aura Ring Gen 3');
    await expect(first.getByRole('list', { name: 'Available colours' })).toContainText('Midnight Black');
    await first.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/smart-rings\/aura-ring-gen-3\/ar-300$/);
    await expect(
      page.getByRole('button', { name: 'Buy Now' }).or(page.getByText('OUT OF STOCK', { exact: true })),
    ).toBeVisible();
    // The old list's spelling of the same page says which URL is the product's.
    await page.goto('/product/smart-rings/smart-rings/ar-300');
    await expect(page.getByRole('heading', { level: 1, name: 'Aura Ring Gen 3' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      '/product/smart-rings/aura-ring-gen-3/ar-300',
    );
  });

  test('the product list comes a page at a time, each page a link', async ({ page }) => {
    await page.goto('/category/productlist');
    const list = page.getByRole('list', { name: 'All products' });
    await expect(list.getByRole('article')).toHaveCount(24);
    const pages = page.getByRole('navigation', { name: 'Pages of all products' });
    await expect(pages.getByText(/^1–24 of \d+ products$/)).toBeVisible();
    const total = Number((await pages.getByText(/of \d+ products/).textContent())!.match(/of (\d+)/)![1]);
    const firstName = await list.getByRole('article').first().getByRole('heading').textContent();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/category\/productlist\?page=2$/);
    await expect(pages.getByText(`25–${Math.min(48, total)} of ${total} products`)).toBeVisible();
    await expect(list.getByRole('article')).toHaveCount(Math.min(24, total - 24));
    await expect(list.getByRole('article').first().getByRole('heading')).not.toHaveText(firstName!);
    await expect(pages.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/category\/productlist$/);
    await expect(list.getByRole('article').first().getByRole('heading')).toHaveText(firstName!);
  });

  test("the old site's page names lead to their screens", async ({ page }) => {
    await page.goto('/login-account.php');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: 'Using Email-ID' })).toBeVisible();
    await page.goto('/create-account.php');
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/collection.php');
    await expect(page).toHaveURL(/\/category\/productlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
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
