// The console in journeys: the demo owner, operators of any role added through the gateway (as the
// owner would on /admin/operators), and signing in on /admin/login.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OperatorRole } from '@shop/commerce/admin/roles';

export const OWNER = { email: 'owner@example.com', password: 'Admin@1234' };
export const OPERATOR_PASSWORD = 'Console@2026';

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

/** The owner's token (for setting things up through the gateway). */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await graphql<{ adminLogin: { operatorToken: string } }>(
    request,
    'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { operatorToken } }',
    { input: OWNER },
  );
  return login.adminLogin.operatorToken;
}

/** A new operator of `role`, added by the demo owner: its name, email and password. */
export async function newOperator(
  request: APIRequestContext,
  role: OperatorRole,
): Promise<{ name: string; email: string; password: string }> {
  const owner = await ownerToken(request);
  const name = `${role[0]!.toUpperCase()}${role.slice(1)} Operator`;
  const email = `${role}.e2e.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@ops.example.com`;
  const created = await graphql<{ adminCreateOperator: { userErrors: unknown[] } }>(
    request,
    'mutation($input: CreateOperatorInput!) { adminCreateOperator(input: $input) { userErrors { message } } }',
    { input: { name, email, role: role.toUpperCase(), password: OPERATOR_PASSWORD } },
    owner,
  );
  expect(created.adminCreateOperator.userErrors).toEqual([]);
  return { name, email, password: OPERATOR_PASSWORD };
}

/** Signs in on /admin/login (from `path`, which the login sends the operator back to). */
export async function signInToConsole(
  page: Page,
  operator: { email: string; password: string },
  path = '/admin',
): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
