import { expect, test, type Page } from '@playwright/test';
import { Storefront } from '../support/storefront.ts';

// The web client runs under the gateway's Content-Security-Policy: the shop's screens load with no
// policy violation reported, and a script injected into the page does not run.

interface Violation {
  directive: string;
  blocked: string;
}

/** The page's globals as seen inside page.evaluate (the tests' types have no DOM). */
type BrowserGlobal = {
  __cspViolations: Violation[];
  __injected?: boolean;
  document: {
    addEventListener(
      type: 'securitypolicyviolation',
      listener: (event: { effectiveDirective: string; blockedURI: string }) => void,
    ): void;
    createElement(tag: 'script'): { textContent: string };
    body: { append(node: unknown): void };
  };
};

/** Records every securitypolicyviolation event of the page and the console's CSP errors. */
async function watchViolations(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      console.push(message.text());
  });
  await page.addInitScript(() => {
    const browser = globalThis as unknown as BrowserGlobal;
    const seen: Violation[] = [];
    Object.defineProperty(browser, '__cspViolations', { value: seen });
    browser.document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return {
    violations: () => page.evaluate(() => (globalThis as unknown as BrowserGlobal).__cspViolations.slice()),
    console,
  };
}

test.describe('Content-Security-Policy', () => {
  test('home, product, checkout and partner login load without a violation', async ({ page }) => {
    const watch = await watchViolations(page);
    const shop = new Storefront(page);

    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(shop.mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
    expect(await watch.violations()).toEqual([]);

    await page.goto('/category/smart-rings');
    await shop.productGrid.getByRole('heading', { name: 'Aura Ring Gen 3', exact: true }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aura Ring Gen 3' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    expect(await watch.violations()).toEqual([]);

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.goto('/checkoutpage');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await watch.violations()).toEqual([]);

    await page.goto('/cp_login');
    await expect(page.getByRole('heading', { name: 'Channel Partner Login' })).toBeVisible();
    expect(await watch.violations()).toEqual([]);
    expect(watch.console).toEqual([]);
  });

  test('a script injected into the page is refused', async ({ page }) => {
    const watch = await watchViolations(page);
    await page.goto('/cp_login');
    await expect(page.getByRole('heading', { name: 'Channel Partner Login' })).toBeVisible();
    const ran = await page.evaluate(() => {
      const browser = globalThis as unknown as BrowserGlobal;
      const script = browser.document.createElement('script');
      script.textContent = 'window.__injected = true;';
      browser.document.body.append(script);
      return browser.__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await watch.violations()).map((v) => v.directive)).toContain('script-src-elem');
  });
});
