// Layout checks on a phone: nothing of a page or of a table hides behind a sideways scroll.
import { expect, type Locator, type Page } from '@playwright/test';

/** The box of an element as seen inside page.evaluate (the tests' types have no DOM). */
type Box = { scrollWidth: number; clientWidth: number; parentElement: Box | null };
type BrowserGlobal = { document: { documentElement: Box }; innerWidth: number };

/** The page is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const browser = globalThis as unknown as BrowserGlobal;
    return { scroll: browser.document.documentElement.scrollWidth, view: browser.innerWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

/** The table fits its box: neither it nor the box around it scrolls sideways. */
export async function expectTableFits(table: Locator): Promise<void> {
  const overflow = await table.evaluate((element) => {
    const own = element as unknown as Box;
    const box = own.parentElement ?? own;
    return { table: own.scrollWidth - own.clientWidth, box: box.scrollWidth - box.clientWidth };
  });
  expect(overflow.table).toBeLessThanOrEqual(1);
  expect(overflow.box).toBeLessThanOrEqual(1);
}
