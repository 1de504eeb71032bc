import { expect, test } from '@playwright/test';
import { accountLink, registerCustomer, startSessionFor, TINY_PNG } from '../support/account.ts';

test.describe('profile', () => {
  test('guests are sent to the login page', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  test('the profile is updated with a new picture, then home opens', async ({ page }) => {
    const customer = await registerCustomer(page.request, 'Nisha Verma');
    await startSessionFor(page, customer.email, customer.password);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Profile' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Nisha');
    await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Verma');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email);

    // Only JPEG or PNG up to 2 MB, checked before anything is sent.
    const picture = form.getByLabel('Profile picture', { exact: true });
    await picture.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(form.getByRole('alert')).toHaveText('The image must be a JPEG or PNG file.');
    await picture.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await expect(form.getByRole('alert')).toHaveText('The file must be at most 2 MB.');
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(form.getByRole('img', { name: 'Profile picture preview' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await expect(form.getByRole('alert')).toHaveCount(0);

    // The phone is required (this account was registered by email).
    await form.getByRole('button', { name: 'Update profile' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid 10-digit mobile number.');
    await form.getByRole('textbox', { name: 'Phone' }).fill(`8${String(Date.now()).slice(-9)}`);
    await form.getByRole('textbox', { name: 'First name' }).fill('Nishita');

    await form.getByRole('button', { name: 'Update profile' }).click();
    await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page, true)).toHaveAccessibleName('My account (Nishita)');
    await expect(accountLink(page, true).locator('img')).toHaveAttribute(
      'src',
      /^\/images\/profiles\/[0-9a-f]{32}\.png$/,
    );

    await page.goto('/profile');
    await expect(page.getByRole('img', { name: 'Profile picture preview' })).toHaveAttribute(
      'src',
      /^\/images\/profiles\//,
    );
  });

  test('a new password needs the current one', async ({ page }) => {
    const customer = await registerCustomer(page.request, 'Ravi Kumar');
    await startSessionFor(page, customer.email, customer.password);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByRole('textbox', { name: 'Phone' }).fill(`6${String(Date.now()).slice(-9)}`);
    await form.getByRole('textbox', { name: 'New password' }).fill('Another#789');
    await form.getByRole('button', { name: 'Update profile' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter your current password.');
    await form.getByRole('textbox', { name: 'Current password' }).fill('wrong-one');
    await form.getByRole('button', { name: 'Update profile' }).click();
    await expect(form.getByRole('alert')).toHaveText('Current password is incorrect.');
    await expect(form.getByRole('textbox', { name: 'New password' })).toHaveValue('Another#789');
  });
});
