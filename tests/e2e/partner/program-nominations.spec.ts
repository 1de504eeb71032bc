// A Master nominates a new address (the spec's alerts first), the nominee opens the mailed
// link in their own browser, joins, can log in, and the nomination then reads Joined. A General
// partner is refused the nomination screens.
import { expect, test } from '@playwright/test';
import { uniqueEmail, uniquePhone } from '../support/account.ts';
import { KAVYA, PartnerPortal, ROHAN } from '../support/partner.ts';
import { joinLinkFor, ProgramPages, secondVisitor, startPartnerSession } from '../support/partner-program.ts';

const MASTER_ONLY = 'This page is for Master channel partners only.';

test.describe('nominations', () => {
  test('Rohan nominates, the nominee joins through the mailed link, and the status reads Joined', async ({
    page,
    browser,
  }) => {
    test.slow(); // two people, a mail and a second login
    const cp = new ProgramPages(page);
    const nominee = { name: 'Sneha Kulkarni', email: uniqueEmail('nominee'), password: 'Nominee#2025' };
    await cp.portal.login(ROHAN.email);
    await cp.open('Nominate Channel Partner', 'Nominated Channel Partners');
    await cp.main.getByRole('link', { name: 'New Nomination' }).click();
    await expect(cp.portal.heading('Nominate Channel Partner')).toBeVisible();
    await expect(page).toHaveURL(/\/CP\/NewNomination$/);

    // Prefilled from the program's defaults; the mail's preview is there.
    const form = cp.main;
    const master = form.getByRole('textbox', { name: 'V5 (Master)' });
    const general = form.getByRole('textbox', { name: 'V5 (General)' });
    const client = form.getByRole('textbox', { name: 'Client Discount' });
    await expect(master).not.toHaveValue('');
    await expect(form.getByText('Message preview')).toBeVisible();
    const send = form.getByRole('button', { name: 'Send Channel Partner Nomination' });

    await form.getByRole('textbox', { name: 'Name' }).fill(nominee.name);
    await form.getByRole('textbox', { name: 'To Email id' }).fill('sneha-at-example');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('Please mention correct Email-id or Phone No. ');
    await form.getByRole('textbox', { name: 'To Email id' }).fill(nominee.email);
    await master.fill('20');
    await general.fill('10');
    await client.fill('10');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText('max discount is 35%');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(nominee.name);
    await master.fill('12');
    await general.fill('8');
    await client.fill('12');
    await send.click();
    await expect(page).toHaveURL(/\/cp\/nominatedcp$/i);
    await expect(cp.main.getByRole('status').filter({ hasText: 'Nomination Sent Successfully.' })).toBeVisible();
    const row = cp.rowWith(nominee.email);
    await expect(row).toContainText(nominee.email);
    // The CP Code column is the nominee's own code once joined; a dash while Nominated.
    await expect(row.getByRole('cell', { name: '—', exact: true })).toBeVisible();
    await expect(row).toContainText('Nominated');

    // The proposed table, read-only.
    await row.getByRole('button', { name: 'Incentive Table' }).click();
    const dialog = page.getByRole('dialog', { name: `Incentive Table: ${nominee.name}` });
    await expect(dialog.getByRole('definition').first()).toHaveText(ROHAN.name);
    await expect(dialog).toContainText(ROHAN.code);
    await expect(dialog.getByRole('textbox', { name: 'V5 (Master)' })).toHaveValue('12');
    await expect(dialog.getByRole('textbox', { name: 'V5 (Master)' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'V5 (General)' })).toHaveValue('8');
    await expect(dialog.getByRole('textbox', { name: 'Client Discount' })).toHaveValue('12');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The same address again: 'Nomination exists', on the form.
    await cp.main.getByRole('link', { name: 'New Nomination' }).click();
    await cp.main.getByRole('textbox', { name: 'Name' }).fill(nominee.name);
    await cp.main.getByRole('textbox', { name: 'To Email id' }).fill(nominee.email);
    await cp.main.getByRole('button', { name: 'Send Channel Partner Nomination' }).click();
    await expect(cp.main.getByRole('alert')).toHaveText('Nomination exists');

    // The nominee, in their own browser, opens the mailed link and joins.
    const link = await joinLinkFor(nominee.email);
    const visitor = await secondVisitor(browser);
    const join = visitor.page;
    await join.goto(link);
    await expect(join.getByRole('heading', { level: 1, name: 'Join the Channel Partner Program' })).toBeVisible();
    await expect(join.getByText(`Dear ${nominee.name}, ${ROHAN.name} (${ROHAN.code}) has nominated you`)).toBeVisible();
    await expect(
      join.getByRole('table', { name: 'Proposed incentive table' }).getByRole('row', { name: /^V5 \(General\) / }),
    ).toContainText('8%');
    await join.getByRole('textbox', { name: 'Surname' }).fill('Kulkarni');
    await join.getByRole('textbox', { name: 'Phone' }).fill(uniquePhone());
    await join.getByRole('textbox', { name: 'Pincode' }).fill('411001');
    await join.getByRole('textbox', { name: 'City' }).fill('Pune');
    await join.getByRole('textbox', { name: 'Address' }).fill('4 FC Road');
    await join.getByLabel('Password', { exact: true }).fill(nominee.password);
    await join.getByLabel('Confirm Password').fill('Nominee#2026');
    await join.getByRole('button', { name: 'Join as Channel Partner' }).click();
    await expect(join.getByRole('alert')).toHaveText('New Password and New Confirm Password did not match.');
    await join.getByLabel('Confirm Password').fill(nominee.password);
    await join.getByRole('button', { name: 'Join as Channel Partner' }).click();
    await expect(join.getByRole('status')).toHaveText('Registered Successfully');
    await join.getByRole('link', { name: 'Channel partner login' }).click();
    // The new partner logs in with the password just set.
    await new PartnerPortal(join).login(nominee.email, nominee.password);
    await expect(new PartnerPortal(join).header).toContainText('Sneha Kulkarni');
    // A used link says so.
    await join.goto(link);
    await expect(join.getByRole('alert')).toHaveText('This link is invalid or has expired.');
    await visitor.context.close();

    // Rohan's list: Joined; the proposed table now names the new partner's code.
    await cp.open('My Nominated CP', 'Nominated Channel Partners');
    await expect(cp.rowWith(nominee.email)).toContainText('Joined');
    await cp.rowWith(nominee.email).getByRole('button', { name: 'Incentive Table' }).click();
    await expect(dialog.getByRole('definition').nth(3)).toHaveText(/^V5G\d+$/);
  });

  test('a General partner is refused the nomination and add-partner screens', async ({ page }) => {
    const cp = new ProgramPages(page);
    await startPartnerSession(page, KAVYA.email);
    for (const path of ['/cp/nominatedcp', '/cp/mynominatedcp', '/CP/NewNomination', '/cp/addcp']) {
      await page.goto(path);
      await expect(cp.main.getByRole('status').filter({ hasText: MASTER_ONLY })).toBeVisible();
    }
    // Her V5.1 Details: none, and no 'Add New V5.1'.
    await cp.open('Manage CP', 'Manage CP');
    await expect(cp.main.getByRole('heading', { level: 2, name: 'V5.1 Details' })).toBeVisible();
    await expect(cp.main.getByText('No Data Found')).toBeVisible();
    await expect(cp.main.getByRole('link', { name: 'Add New V5.1' })).toHaveCount(0);
  });
});
