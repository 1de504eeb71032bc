// The portal on a 390 px phone: the menu folds behind one button (no strip wider than the screen),
// opens as a list, and Earnings & Payouts fits the screen with its totals and cards.
import { expect, test, type Page } from '@playwright/test';
import { PartnerPortal, ROHAN } from '../support/partner.ts';

async function noSidewaysScroll(page: Page): Promise<void> {
  type Browser = { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
  const widths = await page.evaluate(() => {
    const window = globalThis as unknown as Browser;
    return { scroll: window.document.documentElement.scrollWidth, view: window.innerWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

test('on a phone the portal menu is one button that opens the list, and Earnings fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const portal = new PartnerPortal(page);
  await portal.startSessionFor(ROHAN.email);
  await page.goto('/Home');
  await expect(portal.heading(/^Welcome/)).toBeVisible();
  const toggle = portal.menu.getByRole('button', { name: /^☰? ?Menu/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(portal.menuLink('Earnings & Payouts')).toBeHidden();
  await noSidewaysScroll(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await portal.menuLink('Earnings & Payouts').click();
  await expect(portal.heading('Earnings & Payouts')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('Earnings & Payouts');
  await expect(page.getByRole('list', { name: 'Your incentives by state' })).toBeVisible();
  await noSidewaysScroll(page);
});
