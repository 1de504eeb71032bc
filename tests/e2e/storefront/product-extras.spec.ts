import { expect, test } from '@playwright/test';

test.describe('product page extras', () => {
  test("a ring's size guide gives the chart, a size for a measurement, and the printable sizer", async ({ page }) => {
    await page.goto('/product/smart-rings/aura-ring-gen-3/ar-300');
    await page.getByRole('button', { name: 'Size guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Ring size guide' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('row', { name: /^9 18\.9 mm 59\.5 mm$/ })).toBeVisible();
    await guide.getByRole('textbox', { name: 'Circumference you measured (mm)' }).fill('61');
    await expect(guide.getByRole('status')).toHaveText('You are between sizes 9 and 10: choose 10.');

    // Escape closes the dialog and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await expect(page.getByRole('button', { name: 'Size guide' })).toBeFocused();

    await page.getByRole('button', { name: 'Size guide' }).click();
    await guide.getByRole('link', { name: 'Print a ring sizer' }).click();
    await expect(page).toHaveURL(/\/ring-sizer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Printable ring sizer' })).toBeVisible();
    await expect(page.getByText('This line must measure 85.6 mm, the width of a bank card.')).toBeVisible();
    // The check line is drawn at true scale: 85.6 mm + 4 mm of margin, at 96 CSS pixels per inch.
    const line = page.getByRole('img', { name: 'A line 85.6 mm long, the width of a bank card' });
    expect(await line.evaluate((svg) => svg.getAttribute('width'))).toBe('89.6mm');
  });

  test("choosing a watch's strap colour shows the watch on that strap", async ({ page }) => {
    await page.goto('/product/smart-watches/vertex-watch-5/vw-500');
    const straps = page.getByRole('group', { name: /Strap colour/ });
    const main = page.getByRole('img', { name: /picture 1 of/ });
    await expect(main).toHaveAttribute('src', /\/images\/products\//);
    const other = straps.getByRole('radio').nth(1);
    const name = (await other.evaluate((input) => input.labels?.[0]?.textContent ?? '')).trim();
    await other.check();
    await expect(main).toHaveAttribute('src', /\/images\/straps\/\d+\.svg$/);
    await expect(main).toHaveAccessibleName(new RegExp(`with a ${name} strap, picture 1 of`));
    // The picture is served, and it is the watch on that strap.
    const src = await main.getAttribute('src');
    const svg = await page.request.get(src!);
    expect(svg.ok()).toBe(true);
    expect(await svg.text()).toContain(`with a ${name} strap`);
    await straps.getByRole('radio').first().check();
    await expect(main).toHaveAttribute('src', /\/images\/products\//);
  });
});
