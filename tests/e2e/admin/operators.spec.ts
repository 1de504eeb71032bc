// Operators in the console: the owner adds a support operator (a weak first password is refused
// beside its box and the form keeps what was typed), the support operator signs in and sees only
// their own work in the menu, the owner's pages answer them that they may not, and signing out
// ends the session. The owner finds the addition in the audit log.
import { expect, test } from '@playwright/test';
import { OPERATOR_PASSWORD, OWNER, signInToConsole } from '../support/admin.ts';

test('the owner adds a support operator who sees only their own work', async ({ page, browser }) => {
  await signInToConsole(page, OWNER, '/admin/operators');
  await expect(page.getByRole('heading', { name: 'Operators' })).toBeVisible();
  await page.getByRole('button', { name: 'Add operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add operator' });
  const email = `support.journey.${Date.now().toString(36)}@ops.example.com`;
  await dialog.getByLabel('Name').fill('Sara Support');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('SUPPORT');
  await dialog.getByLabel('First password').fill('password');
  await dialog.getByRole('button', { name: 'Add operator' }).click();
  await expect(dialog.getByText('Use 10 to 72 characters.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('First password').fill(OPERATOR_PASSWORD);
  await dialog.getByRole('button', { name: 'Add operator' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'operator.create' }).first()).toBeVisible();
  await expect(page.getByText(`email: ${email}`)).toBeVisible();

  const support = await browser.newPage();
  await signInToConsole(support, { email, password: OPERATOR_PASSWORD });
  const menu = support.getByRole('navigation', { name: 'Console' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await support.goto('/admin/operators');
  await expect(support.getByRole('alert')).toHaveText(/You do not have permission to do this\./);
  await support.getByRole('button', { name: 'Sign out' }).click();
  await expect(support).toHaveURL(/\/admin\/login/);
  await support.goto('/admin/operators');
  await expect(support).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Foperators/);
});

test('the console fits a phone: the menu opens from its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, OWNER, '/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Console' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { name: 'Operators' })).toBeVisible();
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);
});
