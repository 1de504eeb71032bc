import { expect, test } from '@playwright/test';
import { RING_PATH } from '../support/checkout.ts';
import { expectNoSidewaysScroll } from '../support/layout.ts';

const PHONE = { width: 390, height: 844 };

test.describe('the storefront on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('home, a category, search and a product fit the width of the phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The header's logo and its actions share one row.
    const banner = page.getByRole('banner');
    const logo = await banner.getByRole('link', { name: 'Lumen home' }).boundingBox();
    const cart = await banner.getByRole('button', { name: /^Cart, / }).boundingBox();
    expect(Math.abs(logo!.y + logo!.height / 2 - (cart!.y + cart!.height / 2))).toBeLessThan(8);

    await page.goto('/category/smart-watches');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Watches' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Smart Watches products' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/search?q=ring');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto(RING_PATH);
    await expect(page.getByRole('heading', { level: 1, name: /Aura Ring Gen 3/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("home shows each category's products as one row that scrolls sideways", async ({ page }) => {
    await page.goto('/');
    const row = page.getByRole('list', { name: 'Smart Rings featured products' });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('listitem').first()).toBeVisible();
    const strip = await row.evaluate((element) => ({
      overflow: element.scrollWidth - element.clientWidth,
      height: element.getBoundingClientRect().height,
    }));
    // The cards sit side by side in a strip no taller than one card, not four cards down the page.
    expect(strip.overflow).toBeGreaterThan(0);
    expect(strip.height).toBeLessThan(PHONE.height);
    await expectNoSidewaysScroll(page);

    // Every row's last card is reachable from the keyboard: focusing it scrolls the strip, not the page.
    const last = row.getByRole('link', { name: 'Add to cart' }).last();
    await last.focus();
    await expect(last).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });
});
