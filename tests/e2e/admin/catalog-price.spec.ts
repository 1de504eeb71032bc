// The catalog operator changes a price in the console and the shop's product page shows it: a sale
// price above the list price is refused beside its box (what was typed stays), a good one is saved
// and the product page, opened from the console, shows it. Emptying a colour's stock shows it out of
// stock in the shop. The products list works at 390 px.
import { expect, test, type APIRequestContext } from '@playwright/test';

const OWNER = { email: 'owner@example.com', password: 'Admin@1234' };
const PASSWORD = 'Console@2026';

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    ...(token ? { headers: { 'x-operator-token': token } } : {}),
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A new catalog operator (added by the demo owner through the gateway); its email and password. */
async function catalogOperator(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const login = await graphql<{ adminLogin: { operatorToken: string } }>(
    request,
    'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { operatorToken } }',
    { input: OWNER },
  );
  const email = `catalog.e2e.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@ops.example.com`;
  const created = await graphql<{ adminCreateOperator: { userErrors: unknown[] } }>(
    request,
    'mutation($input: CreateOperatorInput!) { adminCreateOperator(input: $input) { userErrors { message } } }',
    { input: { name: 'Catalog Operator', email, role: 'CATALOG', password: PASSWORD } },
    login.adminLogin.operatorToken,
  );
  expect(created.adminCreateOperator.userErrors).toEqual([]);
  return { email, password: PASSWORD };
}

test.describe('console catalog', () => {
  test('the catalog operator changes a price and the product page shows it', async ({ page }) => {
    const operator = await catalogOperator(page.request);
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(operator.email);
    await page.getByLabel('Password').fill(operator.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name or model' }).fill('TB-S1');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=TB-S1/);
    await page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'Tempo Buds Sport' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tempo Buds Sport (TB-S1)' })).toBeVisible();

    const prices = page.getByRole('form', { name: 'Prices' });
    const sale = prices.getByRole('textbox', { name: 'Sale price (₹)' });
    await sale.fill('6999');
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await expect(prices.getByRole('alert')).toHaveText('The sale price cannot be above the list price.');
    await expect(sale).toHaveValue('6999');

    await sale.fill('3499.50');
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await expect(prices.getByText('Prices saved. The shop shows them now.')).toBeVisible();

    await page.getByRole('link', { name: 'Open in the shop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tempo Buds Sport' })).toBeVisible();
    await expect(page.getByRole('main').getByText('₹3,499.50', { exact: true }).first()).toBeVisible();
  });

  test('the catalog operator empties a colour and the product page shows it out of stock', async ({ page }) => {
    const operator = await catalogOperator(page.request);
    await page.goto('/admin/login?next=%2Fadmin%2Fproducts%3Fq%3DTB-S1');
    await page.getByRole('textbox', { name: 'Email' }).fill(operator.email);
    await page.getByLabel('Password').fill(operator.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'Tempo Buds Sport' }).click();

    const units = page.getByRole('textbox', { name: 'Units, Sunset Orange' });
    await units.fill('-3');
    await page.getByRole('button', { name: 'Save stock of Sunset Orange' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter whole units from 0 to 1,00,000.');
    await units.fill('0');
    await page.getByRole('button', { name: 'Save stock of Sunset Orange' }).click();
    await expect(page.getByText('Stock of Sunset Orange saved.')).toBeVisible();

    await page.getByRole('link', { name: 'Open in the shop' }).click();
    await page.getByRole('radio', { name: 'Sunset Orange' }).check();
    await expect(page.getByText('OUT OF STOCK')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Midnight Black' }).check();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  });

  test('the products list fits a 390 px phone', async ({ page }) => {
    const operator = await catalogOperator(page.request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/login?next=%2Fadmin%2Fproducts');
    await page.getByRole('textbox', { name: 'Email' }).fill(operator.email);
    await page.getByLabel('Password').fill(operator.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aura Ring Gen 3' }).first()).toBeVisible();
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
          .scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);
  });
});
