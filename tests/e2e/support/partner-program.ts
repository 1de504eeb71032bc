// Helpers for the partner program journeys: the program screens of the CP portal, the
// incentive table as shown, rupee figures, a second browser for the shopper or the nominee, the
// shopper's server cart emptied through the gateway, and the mailed join link from the outbox.
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readOutbox } from './account.ts';
import { PARTNER_PASSWORD, PartnerPortal } from './partner.ts';
import { currentShop, popupClosedState, upstreamUrl } from './shops.ts';

/** The rows of an incentive table as the portal shows them ('5%', '7.5%'), in numbers. */
export type ShownRates = { master: number; general: number | null; clientDiscount: number };

/** A fresh browser context for a second person (a shopper, a nominee), with the popup closed. */
export async function secondVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL } = currentShop();
  const context = await browser.newContext({ baseURL, storageState: popupClosedState(baseURL) });
  return { context, page: await context.newPage() };
}

/** Paise in a shown rupee figure: '₹18,498' -> 1849800, '−₹1,799.90' -> 179990. */
export function paiseOf(text: string): number {
  const match = /([\d,]+)(?:\.(\d{1,2}))?/.exec(text);
  expect(match, `a rupee figure in '${text}'`).not.toBeNull();
  return Number(match![1]!.replace(/,/g, '')) * 100 + Number((match![2] ?? '0').padEnd(2, '0'));
}

/** A figure as the shop shows money: en-IN grouping, no decimals for whole rupees (the gateway's Money.formatted). */
export function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(paise / 100);
}

/** The incentive of an order (upstream's rule): base × percent / 100, rounded half up to paise. */
export function incentivePaise(basePaise: number, percent: number): number {
  return Math.round((basePaise * Math.round(percent * 100)) / 10_000);
}

/** A percent as the tables show it. */
export function percentLabel(percent: number): string {
  return `${Math.round(percent * 100) / 100}%`;
}

/** The program screens of the portal, reached through the left menu like a partner would. */
export class ProgramPages {
  readonly portal: PartnerPortal;

  constructor(readonly page: Page) {
    this.portal = new PartnerPortal(page);
  }

  get main(): Locator {
    return this.portal.main;
  }

  /** Opens a screen from the menu and waits for its heading. */
  async open(menuEntry: string, heading: string): Promise<void> {
    await this.portal.menuLink(menuEntry).click();
    await expect(this.portal.heading(heading)).toBeVisible();
  }

  /** The table in force on /cp/incentivetable (the screen must be open). */
  async shownRates(): Promise<ShownRates> {
    const table = this.main.getByRole('table', { name: /CP Incentive Table$/ });
    await expect(table).toBeVisible();
    const cell = async (level: string): Promise<number | null> => {
      const row = table.getByRole('row', { name: new RegExp(`^${level.replace(/[()]/g, '\\$&')} `) });
      if ((await row.count()) === 0) return null;
      const text = (await row.getByRole('cell').textContent()) ?? '';
      return Number(text.replace('%', ''));
    };
    const master = await cell('V5 (Master)');
    const clientDiscount = await cell('Client Discount');
    expect(master).not.toBeNull();
    expect(clientDiscount).not.toBeNull();
    return { master: master!, general: await cell('V5 (General)'), clientDiscount: clientDiscount! };
  }

  /** The row of an order in the transaction history or incentive details (its first cell: order number, then date). */
  orderRow(orderId: string): Locator {
    return this.main
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${orderId} `) }) });
  }

  /** The row of a table that shows this text somewhere (an email address, a coupon code). */
  rowWith(text: string): Locator {
    return this.main.getByRole('row').filter({ hasText: text });
  }

  /** The row of a nomination or sub-partner, by the name in its first cell. */
  rowOf(name: string): Locator {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }
}

/**
 * Starts a partner session without the login form and opens the CP home. The gateway limits logins
 * per account and per client (10 and 30 in 15 minutes), and every journey runs from one address:
 * journeys that are not about logging in take the token from upstream's CP/CPLogin (which counts
 * only failures) and store it as the login page would.
 */
export async function startPartnerSession(page: Page, email: string, password = PARTNER_PASSWORD): Promise<void> {
  const response = await fetch(`${upstreamUrl()}/api/CP/CPLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_id: email, u_Password: password }),
  });
  expect(response.ok, `CP login of ${email}`).toBe(true);
  const { token } = (await response.json()) as { token: string };
  const portal = new PartnerPortal(page);
  if (new URL(page.url()).protocol === 'about:') await portal.gotoLogin(); // an origin for localStorage, no request
  await portal.setPartnerToken(token);
  await page.goto('/Home');
  await expect(portal.heading(/^Welcome/)).toBeVisible();
}

/** The path of the join link in the newest nomination mail to `email` (upstream's dev outbox). */
export async function joinLinkFor(email: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const match = (await readOutbox(email))
        .map((message) => /\/cp\/join\/([A-Za-z0-9_-]+)/.exec(message.body))
        .find(Boolean);
      path = match ? `/cp/join/${match[1]}` : '';
      return path;
    })
    .not.toBe('');
  return path;
}
