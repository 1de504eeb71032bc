import { expect, test } from '@playwright/test';
import { PartnerPortal, ROHAN } from '../support/partner.ts';

// One HTTP request to the gateway per CP screen load: the portal header and menu read the screen
// query's data. Of the public CP pages, login asks the server for its captcha (one request) and
// forgot password needs none.
const SCREENS = [
  { path: '/Home', heading: `Welcome, ${ROHAN.name}` },
  { path: '/CP/CPhome', heading: 'Personal Information' },
  { path: '/cp/cp_p_information', heading: 'CP Profile' },
  { path: '/CP/CP_Personal_Information', heading: 'Edit Personal Information' },
  { path: '/cp/cp_bank_details', heading: 'Bank Details' },
  { path: '/CP/BankDetails', heading: 'Edit Bank Details' },
  { path: '/cp/support', heading: 'Support' },
  { path: '/cp/cpchangepassword', heading: 'Change Password' },
  { path: '/cp/Notifications', heading: 'Channel Partner Notifications' },
] as const;

test.describe('one GraphQL request per CP screen', () => {
  test('CP login loads with one request (its captcha), forgot password without one', async ({ page }) => {
    const portal = new PartnerPortal(page);
    const graphql = portal.trackGraphqlRequests();
    await portal.gotoLogin();
    await expect(portal.captchaQuestion).toBeVisible();
    expect(graphql.urls).toHaveLength(1);
    graphql.urls.length = 0;
    await page.goto('/cp/forgotpassword');
    await expect(portal.heading('Forgot Password')).toBeVisible();
    expect(graphql.urls).toHaveLength(0);
  });

  test('each CP screen loads with exactly one /graphql request', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.startSessionFor(ROHAN.email);
    const graphql = portal.trackGraphqlRequests();
    for (const screen of SCREENS) {
      graphql.urls.length = 0;
      await page.goto(screen.path);
      await expect(portal.heading(screen.heading)).toBeVisible();
      // The shell is filled by the same request: name and code in the header, the Master's menu.
      await expect(portal.header.getByText(ROHAN.code)).toBeVisible();
      await expect(portal.menuLink('My Nominated CP')).toBeVisible();
      expect(graphql.urls, screen.path).toHaveLength(1);
    }
  });
});
