import { expect, test } from '@playwright/test';
import { Storefront } from '../support/storefront.ts';

test.describe('category filters', () => {
  test('filtering down to no products, then Reset brings them back; the URL keeps the filters', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/category/smart-rings');
    const cards = shop.productCards(shop.productGrid);
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Swim/ }).check();
    await expect(page).toHaveURL(/lifestyle=Swim/);
    await expect(filters.getByText('1 selected').first()).toBeVisible();
    await expect.poll(() => cards.count()).toBeLessThan(all);

    await filters.getByRole('checkbox', { name: /^Lavender/ }).check();
    await expect(page.getByText('No products found.')).toBeVisible();
    await expect(cards).toHaveCount(0);

    // Back restores the previous filter, forward the empty result.
    await page.goBack();
    await expect(filters.getByRole('checkbox', { name: /^Lavender/ })).not.toBeChecked();
    await expect(cards.first()).toBeVisible();
    await page.goForward();
    await expect(page.getByText('No products found.')).toBeVisible();

    await filters.getByRole('button', { name: 'Reset Colour' }).click();
    await filters.getByRole('button', { name: 'Reset Lifestyle' }).click();
    await expect(filters.getByRole('checkbox', { name: /^Swim/ })).not.toBeChecked();
    await expect(cards).toHaveCount(all);
    await expect(page).toHaveURL(/\/category\/smart-rings$/);
  });

  test('a shared link restores filters and sort', async ({ page }) => {
    await page.goto('/category/smart-rings?lifestyle=Sleep&sort=price-asc');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('checkbox', { name: /^Sleep/ })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('PRICE_ASC');
  });

  test('sorting by price orders the cards', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/category/smart-watches');
    await expect(shop.productCards(shop.productGrid).first()).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Price, low to high' });
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = async (): Promise<number[]> =>
      (await shop.productGrid.locator('.price-sale').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));
    await expect
      .poll(async () => {
        const list = await prices();
        return list.length > 1 && list.every((p, i) => i === 0 || list[i - 1]! <= p);
      })
      .toBe(true);
    await page.getByLabel('Sort by').selectOption({ label: 'Price, high to low' });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect
      .poll(async () => {
        const list = await prices();
        return list.length > 1 && list.every((p, i) => i === 0 || list[i - 1]! >= p);
      })
      .toBe(true);
  });

  test('the price sliders narrow the range and Reset clears it', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/category/smart-rings');
    const cards = shop.productCards(shop.productGrid);
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByText('The highest price is')).toBeVisible();

    const to = filters.getByRole('slider', { name: 'To' });
    // The page is painted from the server's HTML; the slider takes keys once it is enabled.
    await expect(to).toBeEnabled();
    await to.focus();
    await page.keyboard.press('Home');
    await expect(page).toHaveURL(/max=\d+/);
    await expect.poll(() => cards.count()).toBeLessThan(all);

    await filters.getByRole('button', { name: 'Reset Price' }).click();
    await expect(page).not.toHaveURL(/max=/);
    await expect(cards).toHaveCount(all);
  });

  test('on a phone the filters open in a sheet whose button says how many products they leave', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shop = new Storefront(page);
    await page.goto('/category/smart-rings');
    const cards = shop.productCards(shop.productGrid);
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).toHaveText(`Show ${all} results`);
    await expect(sheet.getByRole('button', { name: 'Clear all' })).toBeDisabled();

    await sheet.getByRole('checkbox', { name: /^Swim/ }).check();
    await expect(page).toHaveURL(/lifestyle=Swim/);
    await expect(show).not.toHaveText(`Show ${all} results`);
    const shown = Number(/\d+/.exec((await show.textContent()) ?? '')?.[0]);
    expect(shown).toBeLessThan(all);
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(cards).toHaveCount(shown);
    await expect(page.getByText(`${shown} ${shown === 1 ? 'product' : 'products'}`, { exact: true })).toBeVisible();

    // The count of filters in use is on the button; Clear all in the sheet brings every product back.
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await sheet.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).not.toHaveURL(/lifestyle=/);
    await expect(show).toHaveText(`Show ${all} results`);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(cards).toHaveCount(all);
  });
});
