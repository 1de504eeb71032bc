// Helpers for account journeys: fresh customers through the gateway, the upstream outbox (OTPs
// and reset links), sessions put straight into localStorage, and the cart drawer.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { upstreamUrl } from './shops.ts';

export const DEMO_PASSWORD = 'Shop@1234';
export const AARAV = { email: 'aarav@example.com', phone: '9876543210', firstName: 'Aarav' };
/** Seeded with an empty cart; no journey changes it. */
export const PRIYA = { email: 'priya@example.com', phone: '9123456780', firstName: 'Priya' };

let counter = 0;
function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${unique()}@example.com`;
}

/** A 10-digit number that no seeded account uses (starts with 7). */
export function uniquePhone(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The page's localStorage as seen inside page.evaluate (the tests' types have no DOM). */
type BrowserGlobal = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};

type OutboxMessage = {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
};

/** The newest messages to an address or number (upstream's dev outbox). */
export async function readOutbox(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${upstreamUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/** Waits for the newest message to `to` whose body matches `pattern`, and returns the first group. */
export async function waitForMessage(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const match = (await readOutbox(to)).map((m) => pattern.exec(m.body)).find(Boolean);
      found = match?.[1] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A new customer with an empty cart (through the gateway's register mutation). */
export async function registerCustomer(
  request: APIRequestContext,
  name = 'Asha Rao',
  email = uniqueEmail(),
): Promise<{ email: string; password: string; name: string }> {
  const password = 'Secret#123';
  const data = await graphql<{ register: { ok: boolean; userErrors: unknown[] } }>(
    request,
    'mutation ($input: RegisterInput!) { register(input: $input) { ok userErrors { message } } }',
    { input: { name, emailOrPhone: email, password, acceptTerms: true } },
  );
  expect(data.register).toEqual({ ok: true, userErrors: [] });
  return { email, password, name };
}

/** Logs in through the gateway and stores the token, as the login page would (then reloads). */
export async function startSessionFor(page: Page, contact: string, password: string): Promise<void> {
  const data = await graphql<{ login: { token: string | null } }>(
    page.request,
    'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    { input: { emailOrPhone: contact, password } },
  );
  expect(data.login.token).toBeTruthy();
  if (new URL(page.url()).protocol === 'about:') {
    await page.goto('/');
    // Let that page start as a guest's (a rendered page is enabled once hydrated; a shell's request
    // has finished by then), so that nothing of it is counted (or aborted) by the next screen's.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeEnabled();
  }
  await page.evaluate(
    (token) => (globalThis as unknown as BrowserGlobal).localStorage.setItem('sessionToken', token),
    data.login.token!,
  );
  await markSignedIn(page);
}

/**
 * What the web client does when a session starts (web/src/lib/signed-in-cookie.ts): the gateway
 * then sends this browser the app's shell rather than a guest's rendered page.
 */
export async function markSignedIn(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'signed_in', value: '1', url: new URL(page.url()).origin }]);
}

/** A token the client reads as a JWT whose `exp` lies `secondsFromNow` away (never valid on the server). */
export function unsignedToken(secondsFromNow: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', typ: 'shopper', exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.c2ln`;
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => (globalThis as unknown as BrowserGlobal).localStorage.getItem('sessionToken'));
}

export async function storeToken(page: Page, token: string): Promise<void> {
  await page.evaluate(
    (value) => (globalThis as unknown as BrowserGlobal).localStorage.setItem('sessionToken', value),
    token,
  );
  await markSignedIn(page);
}

/** The login form's email tab: fills it and submits. */
export async function loginWithPassword(page: Page, contact: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(contact);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export function accountLink(page: Page, loggedIn: boolean): Locator {
  return page.getByRole('banner').getByRole('link', { name: loggedIn ? /^My account/ : 'Log in' });
}

/** Opens the cart drawer from the header and returns it. */
export async function openCartDrawer(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, / })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** A line of the drawer or the review, by its product name and model. */
export function cartLine(scope: Locator, nameAndModel: string): Locator {
  return scope.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: nameAndModel, exact: true });
}

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
