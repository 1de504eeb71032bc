// Helpers for channel partner (CP) portal journeys: the seeded demo partners, the CP login with
// its captcha solved by reading the two numbers on screen, the portal's menu and header, the
// partner token in localStorage, and request counting.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Storefront } from './storefront.ts';
import { markSignedIn } from './account.ts';

/** Password of every seeded partner (upstream README, "Seed"). */
export const PARTNER_PASSWORD = 'Partner@123';

export type DemoPartner = {
  email: string;
  name: string;
  code: string;
  level: 'MASTER' | 'GENERAL';
  levelLabel: string;
};

/** Master, bank details complete, Aadhaar on record, 2 General partners. */
export const ROHAN: DemoPartner = {
  email: 'rohan.cp@example.com',
  name: 'Rohan Mehta',
  code: 'V5M1001',
  level: 'MASTER',
  levelLabel: 'V5 (Master)',
};
/** General under Rohan, bank details incomplete (draft notice). */
export const KAVYA: DemoPartner = {
  email: 'kavya.cp@example.com',
  name: 'Kavya Iyer',
  code: 'V5G1002',
  level: 'GENERAL',
  levelLabel: 'V5 (General)',
};
/** General under Rohan, joined through Rohan's nomination. */
export const ARJUN: DemoPartner = {
  email: 'arjun.cp@example.com',
  name: 'Arjun Das',
  code: 'V5G1003',
  level: 'GENERAL',
  levelLabel: 'V5 (General)',
};
/** Master without General partners or bank details; the password-change journey owns it. */
export const MEERA: DemoPartner = {
  email: 'meera.cp@example.com',
  name: 'Meera Pillai',
  code: 'V5M1004',
  level: 'MASTER',
  levelLabel: 'V5 (Master)',
};

/** localStorage key of the partner token. */
export const PARTNER_TOKEN_KEY = 'cpToken';

export const SESSION_EXPIRED = 'Session Expired. Redirecting to login page...';
export const UNAUTHORIZED = 'Unauthorized access';

/** Menu entries every partner sees, and the two only a Master sees. */
export const COMMON_MENU = [
  'Home',
  'Personal Information',
  'Bank Details',
  'Transaction History',
  'Incentive Details',
  'Earnings & Payouts',
  'Incentive Table',
  'Shared Coupons',
  'Share Discount Coupon',
  'Manage CP',
  'Notifications',
  'Support',
  'Change Password',
] as const;
export const MASTER_ONLY_MENU = ['Nominate Channel Partner', 'My Nominated CP'] as const;

/** The page's localStorage as seen inside page.evaluate (the tests' types have no DOM). */
type BrowserGlobal = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};

const CAPTCHA_QUESTION = /^What is (\d+) \+ (\d+)\?$/;

/** A GraphQL call through the gateway, with a partner token when given; fails the test on errors. */
export async function partnerGraphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  partnerToken?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: partnerToken ? { 'x-partner-token': partnerToken } : {},
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

export type PartnerTokens = { partnerToken: string; shopperToken: string | null };

/** Logs a partner in through the gateway (answering the server's captcha), for set-up steps. */
export async function partnerLoginViaApi(
  request: APIRequestContext,
  email: string,
  password = PARTNER_PASSWORD,
): Promise<PartnerTokens> {
  const { partnerCaptcha: captcha } = await partnerGraphql<{ partnerCaptcha: { token: string; a: number; b: number } }>(
    request,
    '{ partnerCaptcha { token a b } }',
  );
  const data = await partnerGraphql<{
    partnerLogin: { partnerToken: string | null; shopperToken: string | null; userErrors: Array<{ message: string }> };
  }>(
    request,
    'mutation ($input: PartnerLoginInput!) { partnerLogin(input: $input) { partnerToken shopperToken userErrors { message } } }',
    { input: { email, password, captchaToken: captcha.token, captchaAnswer: String(captcha.a + captcha.b) } },
  );
  expect(data.partnerLogin.userErrors).toEqual([]);
  expect(data.partnerLogin.partnerToken).toBeTruthy();
  return { partnerToken: data.partnerLogin.partnerToken!, shopperToken: data.partnerLogin.shopperToken };
}

/** Changes a partner's password through the gateway (e.g. to restore a demo password after a journey). */
export async function changePartnerPasswordViaApi(
  request: APIRequestContext,
  email: string,
  from: string,
  to: string,
): Promise<void> {
  const { partnerToken } = await partnerLoginViaApi(request, email, from);
  const data = await partnerGraphql<{ partnerChangePassword: { ok: boolean; userErrors: unknown[] } }>(
    request,
    'mutation ($input: PartnerChangePasswordInput!) { partnerChangePassword(input: $input) { ok userErrors { message } } }',
    { input: { oldPassword: from, newPassword: to, newConfirmPassword: to } },
    partnerToken,
  );
  expect(data.partnerChangePassword).toEqual({ ok: true, userErrors: [] });
}

/** A token shaped like a JWT that the gateway never accepts (forged signature); `exp` lies `secondsFromNow` away. */
export function forgedPartnerToken(secondsFromNow = 3600): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', typ: 'partner', lvl: 1, iat: now, exp: now + secondsFromNow })}.Zm9yZ2Vk`;
}

export class PartnerPortal {
  constructor(readonly page: Page) {}

  /** The portal's left menu (CP pages behind the login). */
  get menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Channel partner menu' });
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  /** The portal header (name and code of the partner, Logout). */
  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** A row of a details table on the page, by its header cell ('Email', 'PAN', ...). */
  detailRow(label: string): Locator {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Counts the browser's requests to /graphql from now on. */
  trackGraphqlRequests(): { count: () => number; urls: string[] } {
    return new Storefront(this.page).trackGraphqlRequests();
  }

  async gotoLogin(path = '/cp_login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading('Channel Partner Login')).toBeVisible();
  }

  /** The captcha's question as shown ('What is 3 + 7?'). */
  get captchaQuestion(): Locator {
    return this.page.getByText(CAPTCHA_QUESTION);
  }

  get captchaBox(): Locator {
    return this.page.getByLabel(CAPTCHA_QUESTION);
  }

  /** Reads the two numbers of the captcha on screen. */
  async captchaNumbers(): Promise<[number, number]> {
    const text = (await this.captchaQuestion.textContent()) ?? '';
    const match = CAPTCHA_QUESTION.exec(text.trim());
    expect(match, `captcha question '${text}'`).not.toBeNull();
    return [Number(match![1]), Number(match![2])];
  }

  /** Fills the login form on the CP login page; `captcha` 'solve' reads the numbers and answers right. */
  async fillLogin(email: string, password: string, captcha: 'solve' | number = 'solve'): Promise<void> {
    await this.page.getByLabel('CP Code (Email)').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    const answer = captcha === 'solve' ? (await this.captchaNumbers()).reduce((a, b) => a + b, 0) : captcha;
    await this.captchaBox.fill(String(answer));
  }

  async submitLogin(): Promise<void> {
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  /** Logs in through the CP login page and waits for the CP home. */
  async login(email: string, password = PARTNER_PASSWORD): Promise<void> {
    await this.gotoLogin();
    await this.fillLogin(email, password);
    await this.submitLogin();
    await expect(this.page).toHaveURL(/\/Home$/);
    await expect(this.heading(/^Welcome/)).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.header.getByRole('button', { name: 'Logout' }).click();
    await expect(this.heading('Channel Partner Login')).toBeVisible();
  }

  /** The header shows who is logged in. */
  async expectLoggedInAs(partner: DemoPartner): Promise<void> {
    await expect(this.header.getByText(partner.name)).toBeVisible();
    await expect(this.header.getByText(partner.code)).toBeVisible();
  }

  /** The menu has exactly the entries the partner's level allows. */
  async expectMenuFor(level: DemoPartner['level']): Promise<void> {
    const expected =
      level === 'MASTER'
        ? [...COMMON_MENU.slice(0, 9), ...MASTER_ONLY_MENU, ...COMMON_MENU.slice(9)]
        : [...COMMON_MENU];
    await expect(this.menu.getByRole('link')).toHaveText(expected);
  }

  /**
   * Starts a partner session without the login page (the gateway's partnerLogin, then both tokens
   * in localStorage as the login page stores them). The next page load is the partner's.
   */
  async startSessionFor(email: string, password = PARTNER_PASSWORD): Promise<PartnerTokens> {
    const tokens = await partnerLoginViaApi(this.page.request, email, password);
    if (new URL(this.page.url()).protocol === 'about:') {
      await this.page.goto('/cp_login');
      await expect(this.heading('Channel Partner Login')).toBeVisible();
    }
    await this.setPartnerToken(tokens.partnerToken);
    if (tokens.shopperToken) {
      await this.page.evaluate(
        (token) => (globalThis as unknown as BrowserGlobal).localStorage.setItem('sessionToken', token),
        tokens.shopperToken,
      );
    }
    return tokens;
  }

  async shopperToken(): Promise<string | null> {
    return this.page.evaluate(() => (globalThis as unknown as BrowserGlobal).localStorage.getItem('sessionToken'));
  }

  async partnerToken(): Promise<string | null> {
    return this.page.evaluate(
      (key) => (globalThis as unknown as BrowserGlobal).localStorage.getItem(key),
      PARTNER_TOKEN_KEY,
    );
  }

  async setPartnerToken(token: string): Promise<void> {
    await this.page.evaluate(
      ([key, value]) => (globalThis as unknown as BrowserGlobal).localStorage.setItem(key!, value!),
      [PARTNER_TOKEN_KEY, token],
    );
    await markSignedIn(this.page);
  }

  /** The screen says the session expired, the token is gone, and CP login opens (after 3 s). */
  async expectSessionExpired(): Promise<void> {
    await expect(this.page.getByRole('alert').filter({ hasText: SESSION_EXPIRED })).toBeVisible();
    await expect.poll(() => this.partnerToken()).toBeNull();
    await expect(this.heading('Channel Partner Login')).toBeVisible();
    await expect(this.page).toHaveURL(/\/cp_login$/);
  }
}
