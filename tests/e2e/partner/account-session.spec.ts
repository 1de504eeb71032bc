import { expect, test } from '@playwright/test';
import { forgedPartnerToken, PartnerPortal, ROHAN } from '../support/partner.ts';

// A partner token the gateway refuses ends the partner session on every CP screen: the message,
// then CP login after 3 s. The shopper session is left alone.
test.describe('CP session', () => {
  test('a forged partner token shows Session Expired and redirects to CP login', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.gotoLogin();
    await portal.setPartnerToken(forgedPartnerToken());
    await page.goto('/cp/cp_bank_details');
    await portal.expectSessionExpired();
  });

  test('an expired partner session redirects from the CP home, and the shopper session stays', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.startSessionFor(ROHAN.email);
    const shopperToken = await portal.shopperToken();
    expect(shopperToken).not.toBeNull();
    // Signed, but expired an hour ago as far as anyone can tell: the gateway refuses it.
    await portal.setPartnerToken(forgedPartnerToken(-3600));
    await page.goto('/Home');
    await portal.expectSessionExpired();
    expect(await portal.shopperToken()).toBe(shopperToken);
  });

  test('Logout ends the partner session and the shopper session the portal opened: one logout', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.startSessionFor(ROHAN.email);
    const shopperToken = await portal.shopperToken();
    expect(shopperToken).not.toBeNull();
    await page.goto('/Home');
    await expect(portal.heading(/^Welcome/)).toBeVisible();
    await portal.header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/cp_login$/i);
    await expect.poll(() => portal.shopperToken()).toBeNull();
    // The shopper token is refused by the server too, not only forgotten by the browser.
    const viewer = await page.request.post('/graphql', {
      data: { query: '{ viewer { id } }' },
      headers: { authorization: `Bearer ${shopperToken}` },
    });
    const body = (await viewer.json()) as { data?: { viewer: unknown } };
    expect(body.data?.viewer ?? null).toBeNull();
  });

  test('a session refused while using a form says so too', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.startSessionFor(ROHAN.email);
    await page.goto('/cp/cpchangepassword');
    await expect(portal.heading('Change Password')).toBeVisible();
    await expect(portal.header.getByText(ROHAN.code)).toBeVisible();
    // The token goes bad between the page load and the submit.
    await portal.setPartnerToken(forgedPartnerToken());
    await page.getByLabel('Current Password').fill('Partner@123');
    await page.getByLabel('New Password').fill('Partner@456');
    await page.getByLabel('Confirm Password').fill('Partner@456');
    await page.getByRole('button', { name: 'Submit' }).click();
    await portal.expectSessionExpired();
  });

  test('CP pages without a partner token open CP login at once', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await page.goto('/CP/CP_Personal_Information');
    await expect(portal.heading('Channel Partner Login')).toBeVisible();
    await expect(page).toHaveURL(/\/cp_login$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
