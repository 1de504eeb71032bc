import { expect, test } from '@playwright/test';
import {
  AARAV,
  accountLink,
  DEMO_PASSWORD,
  loginWithPassword,
  registerCustomer,
  storedToken,
  storeToken,
  uniqueEmail,
  uniquePhone,
  unsignedToken,
  waitForMessage,
} from '../support/account.ts';

test.describe('accounts', () => {
  test('register, log in by password, sign out', async ({ page }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Meera Iyer');
    await page.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill('meera');
    await page.getByRole('textbox', { name: 'Password' }).fill('Secret#123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address or mobile number.');

    // The terms are enforced (the old site did not).
    await page.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please accept the terms and conditions.');
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Registration successful! You will be re-directed to the login page.',
    );
    await expect(page).toHaveURL(/\/login$/);

    // The login page opens with the new address filled in.
    await expect(page.getByRole('textbox', { name: 'Email-ID or Mobile No.' })).toHaveValue(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret#123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page, true)).toHaveAccessibleName('My account (Meera)');
    expect(await storedToken(page)).toMatch(/^ey/);

    await accountLink(page, true).click();
    await expect(page).toHaveURL(/\/profile$/);
    const menu = page.getByRole('navigation', { name: 'My account' });
    for (const name of ['My Profile', 'Track My Order', 'Saved Addresses', 'Customer Support']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page, false)).toHaveAttribute('href', '/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('registering an existing contact answers as for a new one and tells the owner', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Name' }).fill('Aarav Again');
    await page.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(AARAV.phone);
    await page.getByRole('textbox', { name: 'Password' }).fill('Secret#123');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Registration successful! You will be re-directed to the login page.',
    );
    await waitForMessage(AARAV.phone, /(Someone tried to create an account)/);
  });

  test('a one-time code for a number without an account asks to register', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/account/login');
    await page.getByRole('tab', { name: 'Using Phone No.' }).click();
    await page.getByRole('textbox', { name: 'Mobile No.', exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page
      .getByRole('textbox', { name: 'OTP', exact: true })
      .fill(await waitForMessage(phone, /Your OTP is (\d{6})/));
    await page.getByRole('button', { name: 'Validate OTP' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No account uses this mobile number yet. Please register first.');
    await alert.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a refused login keeps what was typed and says why', async ({ page }) => {
    await loginWithPassword(page, AARAV.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Unauthorized access, Check Email-id/Mobile No. and Password');
    await expect(page.getByRole('textbox', { name: 'Email-ID or Mobile No.' })).toHaveValue(AARAV.email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('not-the-password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('log in by a one-time code read from the outbox', async ({ page, request }) => {
    const phone = uniquePhone();
    await registerCustomer(request, 'Otp Holder', phone);
    await page.goto('/account/login');
    await page.getByRole('tab', { name: 'Using Phone No.' }).click();
    const mobile = page.getByRole('textbox', { name: 'Mobile No.', exact: true });
    const send = page.getByRole('button', { name: 'Send OTP' });
    await mobile.fill(`${phone.slice(0, 5)} ab-`);
    await expect(mobile).toHaveValue(phone.slice(0, 5));
    await expect(send).toBeDisabled();
    await mobile.fill(`${phone.slice(0, 5)}-${phone.slice(5)}`);
    await expect(mobile).toHaveValue(phone);
    await send.click();

    await expect(page.getByText('OTP Sent Successfully.')).toBeVisible();
    await expect(mobile).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Re-Send OTP' })).toBeVisible();
    const validate = page.getByRole('button', { name: 'Validate OTP' });
    const otpBox = page.getByRole('textbox', { name: 'OTP', exact: true });
    const otp = await waitForMessage(phone, /Your OTP is (\d{6})/);
    const wrong = otp === '000000' ? '111111' : '000000';
    await otpBox.fill(wrong.slice(0, 5));
    await expect(validate).toBeDisabled();
    await otpBox.fill(wrong);
    await validate.click();
    await expect(page.getByRole('alert')).toHaveText('Failed to validate OTP');

    await otpBox.fill(otp);
    await validate.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page, true)).toHaveAttribute('href', '/profile');
  });

  test('the forgot-password link from the outbox sets a new password that then logs in', async ({ page }) => {
    const customer = await registerCustomer(page.request, 'Kabir Shah');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).fill(customer.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses this email address');

    const token = await waitForMessage(customer.email, /reset-password\?token=([^\s"'<&]+)/);
    await page.goto(`/reset-password?token=${token}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh#4567');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh#4568');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The two passwords do not match.');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh#4567');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(customer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Unauthorized access, Check Email-id/Mobile No. and Password');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresh#4567');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page, true)).toHaveAccessibleName('My account (Kabir)');
  });

  test('an expired session shows the site as a guest and the token is removed', async ({ page }) => {
    await page.goto('/');
    await storeToken(page, unsignedToken(-60));
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(accountLink(page, false)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a token the server refuses is dropped silently', async ({ page }) => {
    await page.goto('/');
    await storeToken(page, unsignedToken(3600));
    await page.goto('/category/smart-rings');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Rings' })).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect(accountLink(page, false)).toBeVisible();
  });

  test('a demo customer logs in with the phone number', async ({ page }) => {
    await loginWithPassword(page, AARAV.phone, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page, true)).toHaveAccessibleName('My account (Aarav)');
  });
});
