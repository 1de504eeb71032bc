// A Master adds a General partner from 'V5.1 Details' (the spec's checks, the pincode
// lookup, 'Registered Successfully' on /Resend and its contact form), the new partner is listed,
// and the same email again is 'User already exists'.
import { expect, test } from '@playwright/test';
import { uniqueEmail, uniquePhone } from '../support/account.ts';
import { KAVYA, ROHAN } from '../support/partner.ts';
import { ProgramPages, startPartnerSession } from '../support/partner-program.ts';

const ADD = 'Add New V5(General) Channel Partner';

test.describe('sub-partners', () => {
  test('Rohan adds a General partner, sees it in V5.1 Details, and cannot add the same email twice', async ({
    page,
  }) => {
    test.slow();
    const cp = new ProgramPages(page);
    const partner = { name: 'Nikhil', surname: 'Jain', email: uniqueEmail('cp-general'), phone: uniquePhone() };
    await cp.portal.login(ROHAN.email);
    await cp.open('Manage CP', 'Manage CP');
    await expect(cp.main.getByRole('heading', { level: 2, name: 'V5.1 Details' })).toBeVisible();
    await expect(cp.rowOf('Kavya Iyer')).toContainText('V5 (General)');
    await cp.main.getByRole('link', { name: 'Add New V5.1' }).click();
    await expect(page).toHaveURL(/\/Cp\/Registration\/\d+$/);
    await expect(cp.portal.heading('Add New Channel Partner')).toBeVisible();

    const form = cp.main;
    const add = form.getByRole('button', { name: ADD });
    // The Master's name and email are prefilled and read-only.
    await expect(form.getByRole('textbox', { name: 'Master CP Name' })).toHaveValue(ROHAN.name);
    await expect(form.getByRole('textbox', { name: 'Master CP Email' })).toHaveValue(ROHAN.email);
    await expect(form.getByRole('textbox', { name: 'Master CP Email' })).toHaveAttribute('readonly', '');

    await add.click();
    await expect(form.getByRole('alert')).toHaveText('Please Select Salutation');
    await form.getByRole('combobox', { name: 'Salutation' }).selectOption('Mr.');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(partner.name);
    await form.getByRole('textbox', { name: 'Surname' }).fill(partner.surname);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(partner.email);
    await form.getByRole('textbox', { name: 'Pincode' }).fill('1100');
    await add.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid 6-digit numeric pincode.');
    // Six digits: country and state come from the pincode, read-only; the city too when empty.
    await form.getByRole('textbox', { name: 'Pincode' }).fill('110001');
    await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('India');
    await expect(form.getByRole('textbox', { name: 'State' })).toHaveValue('Delhi');
    await expect(form.getByRole('textbox', { name: 'State' })).toHaveAttribute('readonly', '');
    await expect(form.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
    await expect(form.getByText('+91', { exact: true })).toBeVisible();
    await form.getByRole('textbox', { name: 'Phone' }).fill(`98-${partner.phone}`);
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue(`98${partner.phone}`.slice(0, 10));
    await form.getByRole('textbox', { name: 'Phone' }).fill(partner.phone);
    await add.click();

    // Registered: /Resend confirms it, with its contact form.
    await expect(page).toHaveURL(/\/Resend$/);
    await expect(page.getByRole('status').filter({ hasText: 'Registered Successfully' })).toBeVisible();
    const contact = page.getByRole('form', { name: 'Support' });
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(contact.getByRole('alert')).toHaveText('Name is required.');
    await contact.getByRole('textbox', { name: 'Name', exact: true }).fill('Rohan');
    await contact.getByRole('textbox', { name: 'Surname' }).fill('Mehta');
    await contact.getByRole('textbox', { name: 'Email ID' }).fill(ROHAN.email);
    await contact.getByRole('textbox', { name: 'Message' }).fill(`Please call ${partner.name} about the program.`);
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(contact.getByRole('status')).toHaveText('Thank You. We will reach you soon.');

    // Listed under Rohan, waiting for a first password.
    await page.getByRole('link', { name: 'Back to V5.1 Details' }).click();
    await expect(cp.portal.heading('Manage CP')).toBeVisible();
    const row = cp.rowWith(partner.email);
    await expect(row.getByRole('rowheader')).toHaveText(`${partner.name} ${partner.surname}`);
    await expect(row).toContainText(partner.email);
    await expect(row).toContainText('V5 (General)');
    await expect(row).toContainText(ROHAN.name);
    await expect(row).toContainText('Delhi');

    // The same email again.
    await page.goto('/cp/addcp');
    await expect(cp.portal.heading('Add New Channel Partner')).toBeVisible();
    await form.getByRole('combobox', { name: 'Salutation' }).selectOption('Mr.');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(partner.name);
    await form.getByRole('textbox', { name: 'Surname' }).fill(partner.surname);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(partner.email);
    await form.getByRole('textbox', { name: 'Pincode' }).fill('110001');
    await expect(form.getByRole('textbox', { name: 'State' })).toHaveValue('Delhi');
    await form.getByRole('textbox', { name: 'Phone' }).fill(uniquePhone());
    await add.click();
    await expect(form.getByRole('alert')).toHaveText('User already exists');
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(partner.email);
  });

  test("someone else's registration id is refused", async ({ page }) => {
    const cp = new ProgramPages(page);
    await startPartnerSession(page, ROHAN.email);
    await page.goto('/Cp/Registration/999999');
    await expect(cp.main.getByRole('alert')).toContainText(
      'This registration link belongs to another channel partner.',
    );
    await expect(cp.main.getByRole('button', { name: ADD })).toHaveCount(0);
  });
});

test.describe('program screens', () => {
  test('each program screen loads with one request, for a Master and for a General partner', async ({ page }) => {
    const cp = new ProgramPages(page);
    const screens: ReadonlyArray<readonly [string, string]> = [
      ['Transaction History', 'Transaction History'],
      ['Incentive Details', 'Incentive Details'],
      ['Incentive Table', 'Channel Partner Incentive Program'],
      ['Shared Coupons', 'Shared Coupon Details'],
      ['Share Discount Coupon', 'Share Discount Coupon'],
      ['Manage CP', 'Manage CP'],
    ];
    for (const [partner, extra] of [
      [ROHAN, [['Nominate Channel Partner', 'Nominated Channel Partners']] as const],
      [KAVYA, [] as const],
    ] as const) {
      await startPartnerSession(page, partner.email);
      const graphql = cp.portal.trackGraphqlRequests();
      for (const [entry, heading] of [...screens, ...extra]) {
        const before = graphql.count();
        await cp.open(entry, heading);
        // The screen's content is there (not its loading state, not an error) ...
        await expect(cp.main.getByText('Loading...')).toHaveCount(0);
        await expect(cp.main.getByRole('alert')).toHaveCount(0);
        // ... after one request.
        expect(graphql.count() - before, `${partner.name}: ${entry}`).toBe(1);
      }
    }
  });
});
