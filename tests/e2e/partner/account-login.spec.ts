import { expect, test } from '@playwright/test';
import { KAVYA, PARTNER_PASSWORD, PartnerPortal, ROHAN, UNAUTHORIZED } from '../support/partner.ts';
import { Storefront } from '../support/storefront.ts';

// CP login (captcha read from the screen), the CP home, the menu of each level, logout, and the
// /home path shared with the storefront. Read-only for the demo partners.
test.describe('CP login and home', () => {
  test('a Master partner logs in, sees the home and the Master menu, and logs out', async ({ page, request }) => {
    const portal = new PartnerPortal(page);
    await portal.login(ROHAN.email);
    await portal.expectLoggedInAs(ROHAN);
    await portal.expectMenuFor('MASTER');

    // Who they are, the QR code of the referral link, notifications and videos.
    await expect(portal.heading(`Welcome, ${ROHAN.name}`)).toBeVisible();
    await expect(portal.main.getByText(ROHAN.levelLabel, { exact: true })).toBeVisible();
    const qr = portal.main.getByRole('img', { name: /^QR code of your referral link .*\?ref=V5M1001$/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    const notifications = portal.main.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect(notifications.first()).toBeVisible();
    const first = notifications.first().locator('summary');
    await expect(first).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/);
    const body = notifications.first().locator('.cp-notification-body');
    await expect(body).toBeHidden();
    await first.click();
    await expect(body).toBeVisible();
    await expect(body).not.toBeEmpty();
    await expect(page.getByTestId('cp-video-strip').locator('iframe').first()).toBeAttached();

    // The partner login also started a shopper session for the partner's email.
    expect(await portal.shopperToken()).not.toBeNull();

    const token = await portal.partnerToken();
    await portal.logout();
    expect(await portal.partnerToken()).toBeNull();
    // The logout ended the session on the server: the old token is refused.
    const after = await request.post('/graphql', {
      data: { query: '{ partner { email } }' },
      headers: { 'x-partner-token': token ?? '' },
    });
    expect(
      ((await after.json()) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    // One logout for both: the shopper session the portal's login opened ended with it.
    expect(await portal.shopperToken()).toBeNull();
    // Without a partner token /Home is the storefront's home again, and CP pages go to CP login.
    await page.goto('/Home');
    await expect(new Storefront(page).mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
    await page.goto('/cp/cphome');
    await expect(portal.heading('Channel Partner Login')).toBeVisible();
    await expect(page).toHaveURL(/\/cp_login$/);
  });

  test('a General partner sees the General level and no nomination entries', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.login(KAVYA.email);
    await portal.expectLoggedInAs(KAVYA);
    await expect(portal.main.getByText(KAVYA.levelLabel, { exact: true })).toBeVisible();
    await portal.expectMenuFor('GENERAL');
    await expect(portal.menu.getByRole('link', { name: 'Nominate Channel Partner' })).toHaveCount(0);
    await expect(portal.menu.getByRole('link', { name: 'My Nominated CP' })).toHaveCount(0);

    await portal.menuLink('Notifications').click();
    await expect(portal.heading('Channel Partner Notifications')).toBeVisible();
    await expect(page).toHaveURL(/\/cp\/Notifications$/);
    await expect(portal.main.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  });

  test('the video strip on the CP home moves 300 px every 3 s', async ({ page }) => {
    await page.clock.install();
    const portal = new PartnerPortal(page);
    await portal.startSessionFor(ROHAN.email);
    await page.goto('/Home');
    const strip = page.getByTestId('cp-video-strip');
    await expect(strip.locator('iframe').first()).toBeAttached();
    const scrollLeft = () => strip.evaluate((element) => Math.round(element.scrollLeft));
    // The installed clock still runs on its own: on a slow machine the strip may have moved already.
    // Stop it, start the strip from its beginning, then move time by hand.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2000);
    await strip.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    expect(await scrollLeft()).toBe(0);
    await page.clock.runFor(3000);
    await expect.poll(scrollLeft).toBe(300);
    await page.clock.runFor(3000);
    await expect.poll(scrollLeft).toBe(600);
  });

  test('a wrong captcha answer asks a new question and clears the answer, without trying the login', async ({
    page,
  }) => {
    const portal = new PartnerPortal(page);
    await portal.gotoLogin('/CP_Login');
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('partnerLogin'))
        logins.push('login');
    });
    const asked = page.waitForResponse((response) => (response.request().postData() ?? '').includes('partnerCaptcha'));
    const [a, b] = await portal.captchaNumbers();
    await portal.fillLogin(ROHAN.email, PARTNER_PASSWORD, a + b + 1);
    await portal.submitLogin();
    await expect(page.getByRole('alert')).toHaveText('Not Correct! Try Again');
    await expect(portal.captchaBox).toHaveValue('');
    await asked;
    await expect(portal.captchaQuestion).toBeVisible();
    // The email and password stay; the answer is asked again; the login was not tried.
    await expect(page.getByLabel('CP Code (Email)')).toHaveValue(ROHAN.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PARTNER_PASSWORD);
    expect(logins).toHaveLength(0);
    await portal.fillLogin(ROHAN.email, PARTNER_PASSWORD);
    await portal.submitLogin();
    await portal.expectLoggedInAs(ROHAN);
  });

  test('a wrong password says Unauthorized access and keeps what was typed', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.gotoLogin('/Cp_login');
    // An unknown email: the per-email lock of the demo partners is left alone.
    const email = `nobody-${Date.now().toString(36)}@example.com`;
    await portal.fillLogin(email, 'Wrong@123');
    await portal.submitLogin();
    await expect(page.getByRole('alert')).toHaveText(UNAUTHORIZED);
    await expect(page.getByLabel('CP Code (Email)')).toHaveValue(email);
    await expect(portal.captchaBox).toHaveValue('');
    await expect(page).toHaveURL(/\/Cp_login$/);
    expect(await portal.partnerToken()).toBeNull();
  });

  test('forgot password: Cancel returns to CP login; an unknown email is answered as a registered one; a bad link gets the server text', async ({
    page,
  }) => {
    const portal = new PartnerPortal(page);
    await portal.gotoLogin();
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(portal.heading('Forgot Password')).toBeVisible();
    await page.getByLabel('Registered Email').fill(`nobody-${Date.now().toString(36)}@example.com`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText('Please check your registered Email for Password');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(portal.heading('Channel Partner Login')).toBeVisible();

    // The page the reset and welcome mails link to.
    await page.goto('/cp/forgotpassword?token=not-a-real-token');
    await expect(portal.heading('Set a New Password')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('Partner@999');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Partner@998');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('New Password and New Confirm Password did not match.');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Partner@999');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
  });
});
