import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  AARAV,
  DEMO_PASSWORD,
  readOutbox,
  startSessionFor,
  uniqueEmail,
  uniquePhone,
  waitForMessage,
} from '../support/account.ts';
import { expectNoSidewaysScroll, expectTableFits } from '../support/layout.ts';
import { tinyPdf } from '../support/content.ts';

const DEAD_ON_ARRIVAL = 'Device does not power on (dead on arrival)';

/**
 * Fills every field of the service request form but the checklist, for a type-5 complaint. The
 * purchase date is filled for the order's owner; a guest's stays empty (the server takes the order's).
 */
async function fillComplaint(page: Page, email: string, purchaseDate = '18-10-2025'): Promise<void> {
  const form = page.getByRole('main');
  await form.getByRole('combobox', { name: 'Complaint type', exact: true }).selectOption({ label: DEAD_ON_ARRIVAL });
  await form.getByRole('combobox', { name: 'Product', exact: true }).selectOption({ label: 'Aura Ring Gen 3' });
  await form.getByRole('combobox', { name: 'Colour', exact: true }).selectOption({ label: 'Midnight Black' });
  await form.getByRole('textbox', { name: 'Order id' }).fill('LUM2510180001');
  await form.getByRole('textbox', { name: 'Invoice number' }).fill('LUM/INV/25-26/04812');
  await form.getByRole('textbox', { name: 'Invoice number' }).focus();
  await expect(form.getByRole('textbox', { name: 'Purchase date' })).toHaveValue(purchaseDate);
  await form.getByRole('textbox', { name: 'Subject' }).fill('Ring stays dark');
  await form.getByRole('textbox', { name: 'Describe the problem' }).fill('The ring does not light up on the dock.');
  await form.getByRole('textbox', { name: 'Name' }).fill('Kavya Iyer');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone());
  await form.getByRole('textbox', { name: 'Address' }).fill('14 Lake View Road');
  await form.getByRole('textbox', { name: 'Pincode' }).fill('560034');
  await form.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
  await form.getByRole('textbox', { name: 'State' }).fill('Karnataka');
  await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('India');
}

test.describe('after-sales support', () => {
  test('the support hub leads to the three services; Cancel on the form goes back to it', async ({ page }) => {
    await page.goto('/customersupport');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
    for (const name of ['Raise a Service Request', 'Track Service Request', 'Product User Manual']) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Raise a Service Request/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Help Us Make Things Right : Submit Your Service Complaint.' }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ticket Information' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/customersupport$/i);
  });

  test("a logged-in customer's service request starts from the profile; a new pincode fills city and state", async ({
    page,
  }) => {
    await startSessionFor(page, AARAV.email, DEMO_PASSWORD);
    await page.goto('/registerrequest');
    const contact = page.getByRole('group', { name: 'Contact Information' });
    await expect(contact.getByRole('textbox', { name: 'Name' })).toHaveValue('Aarav Sharma');
    await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveValue(AARAV.email);
    await expect(contact.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(AARAV.phone);
    await expect(contact.getByRole('textbox', { name: 'Address' })).toHaveValue(/Brigade Road/);
    await expect(contact.getByRole('textbox', { name: 'Pincode' })).toHaveValue('560001');
    await expect(contact.getByRole('textbox', { name: 'City' })).toHaveValue('Bengaluru');
    await expect(contact.getByRole('textbox', { name: 'State' })).toHaveValue('Karnataka');

    // Still editable; another pincode brings its own city and state.
    await contact.getByRole('textbox', { name: 'Name' }).fill('Aarav S.');
    await contact.getByRole('textbox', { name: 'Pincode' }).fill('110001');
    await expect(contact.getByRole('textbox', { name: 'State' })).toHaveValue('Delhi');
    await expect(contact.getByRole('textbox', { name: 'City' })).not.toHaveValue('Bengaluru');
    await expect(contact.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
    await expect(contact.getByRole('textbox', { name: 'Name' })).toHaveValue('Aarav S.');
    await expectNoSidewaysScroll(page);
  });

  test('a type-5 complaint needs the whole checklist, is registered, and is tracked by ticket and email', async ({
    page,
  }) => {
    test.setTimeout(60_000); // a long form, then two searches
    const email = uniqueEmail('complaint');
    // The order's owner: the purchase date is looked up for their own order.
    await startSessionFor(page, AARAV.email, DEMO_PASSWORD);
    await page.goto('/registerrequest');
    const form = page.getByRole('main');
    await expect(form.getByRole('checkbox')).toHaveCount(0);
    await fillComplaint(page, email);

    // Type 5 shows the checklist; every box is required, and what was typed stays.
    const boxes = form.getByRole('group', { name: /confirm every point/ }).getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    await boxes.first().check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please tick every item of the checklist.');
    await expect(boxes.nth(1)).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('Ring stays dark');

    // The attachment is checked in the browser: at most 2 MB.
    const attachment = form.getByLabel('Attachment (optional)');
    await attachment.setInputFiles({
      name: 'photo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(form.getByRole('alert')).toContainText(['The file must be at most 2 MB.']);
    await attachment.setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });

    for (let i = 1; i < 5; i += 1) await boxes.nth(i).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByRole('status').filter({ hasText: 'Complaint Registered Successfully.' });
    await expect(notice).toContainText(/Your ticket number is LSR-\d{6}\./);
    const ticket = /LSR-\d{6}/.exec((await notice.textContent()) ?? '')![0];
    expect(await waitForMessage(email, /(LSR-\d{6})/)).toBe(ticket);

    // The owner sees the requests about their orders on the track page.
    await page.goto('/trackrequest');
    await expect(page.getByRole('region', { name: 'Your service requests' })).toContainText(ticket);

    // Track request: the ticket number with the email; 'Please wait...' while the search runs, then the table.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string }).operationName === 'SearchComplaints')
        await held;
      await route.continue();
    });
    const search = page.getByRole('form', { name: 'Track service request' });
    await search.getByRole('textbox', { name: 'Ticket number' }).fill(ticket);
    await search.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(email);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please wait...')).toBeVisible();
    release();
    const table = page.getByRole('region', { name: 'Service requests', exact: true }).getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    for (const text of [ticket, 'AR-300', DEAD_ON_ARRIVAL, 'Colour: Midnight Black', 'LUM2510180001', 'Open']) {
      await expect(row).toContainText(text);
    }
    // On a phone the requests are a list of cards: the status shows without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectTableFits(table);
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The same ticket with another email is not found; an email alone is not enough.
    await search.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(uniqueEmail('nobody'));
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No Data Found!')).toBeVisible();
    await search.getByRole('textbox', { name: 'Ticket number' }).fill('');
    await search.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(email);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(search.getByRole('alert')).toHaveText('Please enter the ticket number of your request.');
    await search.getByRole('textbox', { name: 'Ticket number' }).fill(ticket);
    await search.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill('not an address');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(search.getByRole('alert')).toHaveText('Please enter a valid Email or Mobile number');
  });

  test("a guest's request takes the order's date on the server; an unknown order is refused", async ({ page }) => {
    await page.goto('/registerrequest');
    const form = page.getByRole('main');
    await fillComplaint(page, uniqueEmail('guest'), '');
    await expect(form.getByRole('textbox', { name: 'Purchase date' })).toHaveAttribute(
      'placeholder',
      'Taken from your order when you submit',
    );
    await form.getByRole('combobox', { name: 'Complaint type', exact: true }).selectOption({ label: 'Other' });
    await form.getByRole('textbox', { name: 'Order id' }).fill('LUM0000000000');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert').first()).toHaveText('Please enter a valid order id.');
    await form.getByRole('textbox', { name: 'Order id' }).fill('LUM2510180001');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Complaint Registered Successfully.' })).toContainText(
      /Your ticket number is LSR-\d{6}\./,
    );
  });

  test('an unknown order id is refused before sending to the owner, with the form kept', async ({ page }) => {
    await startSessionFor(page, AARAV.email, DEMO_PASSWORD);
    await page.goto('/registerrequest');
    const form = page.getByRole('main');
    await fillComplaint(page, uniqueEmail('complaint'));
    await form.getByRole('combobox', { name: 'Complaint type', exact: true }).selectOption({ label: 'Other' });
    await form.getByRole('textbox', { name: 'Order id' }).fill('LUM0000000000');
    await form.getByRole('textbox', { name: 'Order id' }).blur();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid order id.');
    await expect(form.getByRole('textbox', { name: 'Purchase date' })).toHaveValue('');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert').first()).toHaveText('Please enter a valid order id.');
    await expect(form.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue(
      'The ring does not light up on the dock.',
    );
  });

  test('a product manual downloads as a PDF after choosing the category and the model', async ({ page }) => {
    await page.goto('/useproduct');
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Smart Rings' });
    await page
      .getByRole('combobox', { name: 'Model', exact: true })
      .selectOption({ label: 'Aura Ring Gen 3 (AR-300)' });
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download product Manual' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the service centre cascade narrows country, state and city to the centres there', async ({ page }) => {
    await page.goto('/servicecentre');
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('India');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
    await page.getByRole('combobox', { name: 'City', exact: true }).selectOption('Bengaluru');
    const centres = page.getByRole('region', { name: 'Service centres' }).getByRole('article');
    await expect(centres).toHaveCount(2);
    const centre = centres.filter({ has: page.getByRole('heading', { name: 'Lumen Care Centre Residency Road' }) });
    await expect(centre).toContainText('Karnataka');
    for (const term of ['Address', 'Contact person', 'Mobile', 'Email'])
      await expect(centre.getByText(term, { exact: true })).toBeVisible();
    await expect(centre.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    // A new state clears the city (and the cards).
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Kerala');
    await expect(page.getByRole('combobox', { name: 'City', exact: true })).toHaveValue('');
    await expect(centres).toHaveCount(0);
    await page.getByRole('combobox', { name: 'City', exact: true }).selectOption('Kochi');
    await expect(centres).toHaveCount(1);
  });

  test('a product is registered with its invoice; a missing or oversized file is refused first', async ({ page }) => {
    const email = uniqueEmail('registration');
    await page.goto('/productregistration');
    const form = page.getByRole('form', { name: 'Product registration' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Rohan');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Mehta');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone());
    await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Smart Watches' });
    await form.getByRole('combobox', { name: 'Product', exact: true }).selectOption({ index: 1 });
    await form.getByRole('textbox', { name: 'Invoice date' }).fill('01-12-2025');
    await form.getByRole('textbox', { name: 'Comment' }).fill('Bought at the Indiranagar store.');
    await form.getByRole('checkbox', { name: /newsletter/ }).check();

    await form.getByRole('button', { name: 'Register product' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please upload an invoice file.');

    const invoice = form.getByLabel('Invoice file');
    await invoice.setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(form.getByRole('alert').first()).toHaveText('The file must be at most 2 MB.');
    await invoice.setInputFiles({ name: 'invoice.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByRole('alert').first()).toHaveText('The file must be a JPEG, PNG or PDF file.');
    await invoice.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });

    await form.getByRole('button', { name: 'Register product' }).click();
    await expect(form.getByRole('status')).toHaveText('Product registered successfully!');
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect
      .poll(async () => (await readOutbox(email)).map((m) => m.subject))
      .toContain('Your Lumen product is registered');
  });
});
