import { expect, test, type Page } from '@playwright/test';
import { readOutbox, uniqueEmail, uniquePhone } from '../support/account.ts';

/** The popup's delay (SUBSCRIBE_POPUP_DELAY_MS), moved on Playwright's clock rather than waited for. */
const POPUP_DELAY_MS = 10_000;
/** The pause it then waits for (POPUP_IDLE_MS): no input, the focus out of form fields. */
const POPUP_IDLE_MS = 3_000;

type BrowserStorage = { localStorage: { getItem(key: string): string | null } };

function storedFlag(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => (globalThis as unknown as BrowserStorage).localStorage.getItem(name), key);
}

/**
 * The app's scripts start once the page has painted (the home is painted from the gateway's HTML,
 * disabled until then); the popup's timer starts when the app has drawn the page.
 */
async function interactive(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeEnabled();
}

test.describe('subscribe popup', () => {
  // These journeys start as a first visit: no popupClosed flag.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('opens after 10 s and a pause, loads its code only then, and stays away once closed', async ({ page }) => {
    const popupChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/subscribe-popup-[^/]+\.js$/.test(new URL(request.url()).pathname)) popupChunks.push(request.url());
    });
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Shop by category' })).toBeVisible();
    await interactive(page);
    const popup = page.getByRole('dialog', { name: 'Subscribe and save' });

    await page.clock.fastForward(POPUP_DELAY_MS - 2_000);
    await expect(popup).toBeHidden();
    expect(popupChunks).toHaveLength(0);

    await page.clock.fastForward(2_000);
    await expect(popup).toBeHidden();
    await page.clock.fastForward(POPUP_IDLE_MS);
    await expect(popup).toBeVisible();
    expect(popupChunks).toHaveLength(1);
    await expect(popup.getByRole('textbox', { name: 'Name' })).toBeFocused();

    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    expect(await storedFlag(page, 'popupClosed')).toBe('true');

    // Closed for good, in a new session too (a new tab has its own sessionStorage, the same localStorage).
    const next = await page.context().newPage();
    await next.goto('/');
    await expect(next.getByRole('region', { name: 'Shop by category' })).toBeVisible();
    await interactive(next);
    await next.clock.fastForward(POPUP_DELAY_MS * 3);
    await expect(next.getByRole('dialog', { name: 'Subscribe and save' })).toBeHidden();
    await expect(next.getByRole('button', { name: 'Subscribe and save' })).toBeHidden();
  });

  test('never opens while the shopper types in a field, then opens after a pause', async ({ page }) => {
    await page.clock.install();
    await page.goto('/category/smart-rings');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Rings' })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Subscribe and save' });
    const newsletter = page.getByRole('contentinfo').getByRole('textbox').first();
    await newsletter.click();
    await newsletter.pressSequentially('shopper@');
    await page.clock.fastForward(POPUP_DELAY_MS + POPUP_IDLE_MS * 3);
    // Still in the field: nothing opens over it.
    await expect(popup).toBeHidden();
    await expect(newsletter).toBeFocused();
    await page.getByRole('heading', { level: 1, name: 'Smart Rings' }).click();
    await page.clock.fastForward(POPUP_IDLE_MS);
    await expect(popup).toBeVisible();
  });

  test('minimise leaves a tab that reopens it; a short phone number is refused inline; the code is mailed', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/brand');
    await interactive(page);
    const popup = page.getByRole('dialog', { name: 'Subscribe and save' });
    await page.clock.fastForward(POPUP_DELAY_MS + POPUP_IDLE_MS);
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('10% off');

    await popup.getByRole('button', { name: 'Minimise' }).click();
    await expect(popup).toBeHidden();
    const tab = page.getByRole('button', { name: 'Subscribe and save' });
    await expect(tab).toBeFocused();
    expect(await storedFlag(page, 'popupMinimized')).toBe('true');

    // Minimised stays minimised on the next page load: the tab, never the popup by itself.
    await page.reload();
    await expect(tab).toBeVisible();
    await page.clock.fastForward(POPUP_DELAY_MS * 2);
    await expect(popup).toBeHidden();

    await tab.click();
    await expect(popup).toBeVisible();
    const email = uniqueEmail('popup');
    await popup.getByRole('textbox', { name: 'Name' }).fill('Meera Nair');
    await popup.getByRole('textbox', { name: 'Email' }).fill(email);
    await popup.getByRole('textbox', { name: 'Mobile number' }).fill('98765');
    await popup.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(popup.getByRole('alert')).toHaveText('Please enter 10 digits for mobile no.');
    await expect(popup.getByRole('textbox', { name: 'Name' })).toHaveValue('Meera Nair');
    await expect(popup.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();

    await popup.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone());
    await popup.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(popup.getByRole('status')).toHaveText(
      'Thank you for subscribing! Your discount code has been sent to your email.',
    );
    await expect.poll(async () => (await readOutbox(email)).map((m) => m.body).join('\n')).toMatch(/WELCOME-[A-Z0-9]+/);
    expect(await storedFlag(page, 'popupClosed')).toBe('true');
  });
});
