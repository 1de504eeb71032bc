import { expect, test } from '@playwright/test';
import {
  changePartnerPasswordViaApi,
  MEERA,
  PARTNER_PASSWORD,
  PartnerPortal,
  UNAUTHORIZED,
} from '../support/partner.ts';

// Only this journey changes Meera's password (journeys share one database); it puts the demo
// password back at the end, so that it can run again.
test.describe('CP change password', () => {
  const newPassword = `Meera#${Date.now().toString(36)}`;

  test('a partner changes the password, keeps working, and logs in with the new one', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.login(MEERA.email);
    await portal.menuLink('Change Password').click();
    await expect(portal.heading('Change Password')).toBeVisible();
    const form = page.getByRole('form', { name: 'Change password' });

    // The confirmation is checked on the page first.
    await form.getByLabel('Current Password').fill(PARTNER_PASSWORD);
    await form.getByLabel('New Password').fill(newPassword);
    await form.getByLabel('Confirm Password').fill(`${newPassword}x`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('New Password and New Confirm Password did not match.');

    // A wrong current password gets the server's text.
    await form.getByLabel('Current Password').fill('Wrong@1234');
    await form.getByLabel('Confirm Password').fill(newPassword);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Current Password is incorrect.');

    const oldToken = await portal.partnerToken();
    await form.getByLabel('Current Password').fill(PARTNER_PASSWORD);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText('Password Updated Successfully.');
    try {
      // Home, with the new partner token (the old one no longer works).
      await expect(page).toHaveURL(/\/Home$/);
      await expect(portal.heading(`Welcome, ${MEERA.name}`)).toBeVisible();
      const token = await portal.partnerToken();
      expect(token).not.toBeNull();
      expect(token).not.toBe(oldToken);
      await portal.menuLink('Personal Information').click();
      await expect(portal.detailRow('Email')).toContainText(MEERA.email);

      await portal.logout();
      await portal.fillLogin(MEERA.email, PARTNER_PASSWORD);
      await portal.submitLogin();
      await expect(page.getByRole('alert')).toHaveText(UNAUTHORIZED);
      await portal.login(MEERA.email, newPassword);
      await portal.expectLoggedInAs(MEERA);
    } finally {
      await changePartnerPasswordViaApi(page.request, MEERA.email, newPassword, PARTNER_PASSWORD);
    }
  });
});
