import { expect, test, type Page } from '@playwright/test';
import { KAVYA, PartnerPortal } from '../support/partner.ts';

// Kavya's personal and bank details (her bank details start incomplete). Only this file changes
// them; each step sets what it checks, so the journey also holds when it runs again.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const DRAFT = 'Draft. If full details not completed , please fill all details to enable us to release Incentive.';

const BANK = {
  'Bank Name': 'HDFC Bank',
  'Account No': '50100012345678',
  'Account Type': 'Savings',
  City: 'Chennai',
  Address: '12 Anna Salai',
  Branch: 'Anna Salai',
  PAN: 'ABCDE1234F',
  SWIFT: 'HDFCINBB',
  'RTGS IFCS': 'HDFC0001234',
  'NEFT IFCS': 'HDFC0001234',
  MICR: '600240002',
  'Crossed Cheque No': '123456',
} as const;

function form(page: Page, name: string) {
  return page.getByRole('form', { name });
}

test.describe('CP personal and bank details', () => {
  test('a partner edits the personal details with an Aadhaar file', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.login(KAVYA.email);
    await portal.menuLink('Personal Information').click();
    await expect(portal.heading('Personal Information')).toBeVisible();
    await expect(portal.detailRow('Email')).toContainText(KAVYA.email);
    await portal.main.getByRole('link', { name: 'Manage / Edit' }).click();
    await expect(page).toHaveURL(/\/CP\/CP_Personal_Information$/);
    await expect(portal.heading('Edit Personal Information')).toBeVisible();

    const details = form(page, 'Personal details');
    const city = `Chennai ${Date.now().toString(36)}`;
    await details.getByLabel('City').fill(city);
    await details
      .getByLabel('Aadhar Card')
      .setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: PNG_1PX });
    // The policy checkbox is required, with the spec's message; what was typed stays.
    await details.getByRole('button', { name: 'Update' }).click();
    await expect(details.getByRole('alert')).toHaveText(
      'Please select Checkbox to Accept Lumen Devices Private Limited policy.',
    );
    await expect(details.getByLabel('City')).toHaveValue(city);
    await details.getByRole('checkbox', { name: /Lumen Devices Private Limited policy/ }).check();
    await details.getByRole('button', { name: 'Update' }).click();
    await expect(details.getByRole('status')).toHaveText('CP Details Updated Successfully.');

    await portal.menuLink('Personal Information').click();
    await expect(portal.detailRow('City')).toContainText(city);
    await expect(portal.main.getByRole('link', { name: 'View Aadhar Card' })).toHaveAttribute('href', /signature=/);
    // The profile table page shows the same.
    await page.goto('/cp/cp_p_information');
    await expect(portal.heading('CP Profile')).toBeVisible();
    await expect(portal.detailRow('City')).toContainText(city);
  });

  test('bank details with a crossed cheque: the draft notice goes once every field is filled', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.login(KAVYA.email);

    // A draft first (MICR left blank), whatever an earlier run left.
    await page.goto('/CP/BankDetails');
    await expect(portal.heading('Edit Bank Details')).toBeVisible();
    const bank = form(page, 'Bank details');
    for (const [label, value] of Object.entries(BANK)) await bank.getByLabel(label, { exact: true }).fill(value);
    await bank.getByLabel('MICR', { exact: true }).fill('');
    await bank.getByRole('button', { name: 'Update' }).click();
    await expect(bank.getByRole('status')).toHaveText('Bank Details Updated Successfully.');
    await portal.menuLink('Bank Details').click();
    await expect(portal.heading('Bank Details')).toBeVisible();
    await expect(portal.main.getByText(DRAFT)).toBeVisible();

    // A malformed PAN is refused with the field's reason; the form keeps its values.
    await portal.main.getByRole('link', { name: 'Manage / Edit' }).click();
    await expect(page).toHaveURL(/\/CP\/BankDetails$/);
    await bank.getByLabel('PAN', { exact: true }).fill('ABC');
    await bank.getByRole('button', { name: 'Update' }).click();
    await expect(bank.getByRole('alert').filter({ hasText: 'Bank Details Updation failed' })).toBeVisible();
    await expect(bank.getByLabel('PAN', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(bank.getByLabel('Bank Name', { exact: true })).toHaveValue(BANK['Bank Name']);

    // Everything filled, with the crossed cheque: no longer a draft.
    await bank.getByLabel('PAN', { exact: true }).fill(BANK.PAN);
    await bank.getByLabel('MICR', { exact: true }).fill(BANK.MICR);
    await bank
      .getByLabel('Crossed Cheque', { exact: true })
      .setInputFiles({ name: 'cheque.pdf', mimeType: 'application/pdf', buffer: PDF });
    await bank.getByRole('button', { name: 'Update' }).click();
    await expect(bank.getByRole('status')).toHaveText('Bank Details Updated Successfully.');

    // /CP/CP_Bank_Details is the view (the same path as /cp/cp_bank_details).
    await page.goto('/CP/CP_Bank_Details');
    await expect(portal.heading('Bank Details')).toBeVisible();
    await expect(portal.detailRow('PAN')).toContainText(BANK.PAN);
    await expect(portal.main.getByRole('link', { name: 'View Crossed Cheque' })).toHaveAttribute('href', /signature=/);
    await expect(portal.main.getByText(DRAFT)).toHaveCount(0);
  });

  test('the support form sends a message and returns to the CP home', async ({ page }) => {
    const portal = new PartnerPortal(page);
    await portal.login(KAVYA.email);
    await portal.menuLink('Support').click();
    await expect(portal.heading('Support')).toBeVisible();
    const support = form(page, 'Support');
    await expect(support.getByLabel('Email ID')).toHaveValue(KAVYA.email);
    await expect(support.getByLabel('Message')).toHaveAttribute('rows', '10');
    await support.getByRole('button', { name: 'Submit' }).click();
    await expect(support.getByRole('alert')).toHaveText('Message is required.');
    await support.getByLabel('Message').fill('Please call me about the incentive payout.');
    await support.getByRole('button', { name: 'Submit' }).click();
    await expect(support.getByRole('status')).toHaveText('Thank You. We will reach you soon.');
    await expect(page).toHaveURL(/\/Home$/);
    await expect(portal.heading(`Welcome, ${KAVYA.name}`)).toBeVisible();
  });
});
