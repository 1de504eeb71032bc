// The incentive table per level, the Modify modal with the spec's alerts, and a saved
// change that refreshes the screen (no page reload) with a new history entry. Only this journey
// changes Rohan's table; Kavya's is only looked at (the sharing journey reads it).
import { expect, test, type Page } from '@playwright/test';
import { KAVYA, ROHAN } from '../support/partner.ts';
import { percentLabel, ProgramPages } from '../support/partner-program.ts';

const DATE_TIME = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;

/** Marks the document, so that a later check can tell a refetch from a page reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((globalThis as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (globalThis as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test.describe('incentive table', () => {
  test('Rohan (Master) modifies his table: the alerts, then Save refreshes the table and adds a history entry', async ({
    page,
  }) => {
    const cp = new ProgramPages(page);
    await cp.portal.login(ROHAN.email);
    await cp.open('Incentive Table', 'Channel Partner Incentive Program');
    await expect(cp.main.getByRole('heading', { level: 2, name: 'Master CP Incentive Table' })).toBeVisible();
    const before = await cp.shownRates();
    expect(before.general).toBeNull(); // V5 (General) is a level 2 row

    // His General partners' tables, one collapsible panel each.
    await expect(cp.main.getByRole('heading', { level: 2, name: 'My nominated CP incentive table' })).toBeVisible();
    const kavyaPanel = cp.main.getByRole('group').filter({ hasText: `${KAVYA.name} (${KAVYA.code})` });
    await kavyaPanel.getByText(`${KAVYA.name} (${KAVYA.code})`).click();
    await expect(kavyaPanel.getByRole('row', { name: /^V5 \(General\) / })).toBeVisible();

    const history = cp.main.getByRole('list', { name: 'Incentive table changes' }).getByRole('listitem');
    await expect(history.first()).toBeVisible();
    const entriesBefore = await history.count();
    await expect(history.first().getByText(DATE_TIME)).toBeVisible();
    await markDocument(page);

    // Modify: a modal with the focus inside; Close leaves everything as it was.
    const modify = cp.main.getByRole('button', { name: 'Modify' });
    await modify.click();
    const dialog = page.getByRole('dialog', { name: 'Modify Master CP Incentive Table' });
    await expect(dialog).toBeVisible();
    const master = dialog.getByRole('textbox', { name: 'V5 (Master)' });
    const client = dialog.getByRole('textbox', { name: 'Client Discount' });
    await expect(master).toBeFocused();
    await expect(master).toBeEnabled();
    await expect(dialog.getByRole('textbox', { name: 'V5 (General)' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(modify).toBeFocused();

    await modify.click();
    await expect(dialog).toBeVisible();
    // Digits with an optional decimal point only.
    await client.fill('-5');
    await expect(client).toHaveValue(String(before.clientDiscount));
    await client.fill('9.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Client Discount cannot be less than 10');
    await expect(client).toHaveValue('9.5');
    await master.fill('30');
    await client.fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Discount cannot be more than 35');

    // A valid change (different from the table in force, so that it is a new entry).
    const newMaster = before.master === 12 ? 11 : 12;
    const newClient = before.clientDiscount === 15.5 ? 14 : 15.5;
    await master.fill(String(newMaster));
    await client.fill(String(newClient));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(cp.main.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const table = cp.main.getByRole('table', { name: 'Master CP Incentive Table' });
    await expect(table.getByRole('row', { name: /^V5 \(Master\) / })).toContainText(percentLabel(newMaster));
    await expect(table.getByRole('row', { name: /^Client Discount / })).toContainText(percentLabel(newClient));
    await expect(history).toHaveCount(entriesBefore + 1);
    const newest = history.first();
    await newest.getByText(DATE_TIME).click();
    await expect(newest.getByRole('row', { name: /^V5 \(Master\) / })).toContainText(percentLabel(newMaster));
    await expect(newest.getByRole('row', { name: /^Client Discount / })).toContainText(percentLabel(newClient));
    expect(await sameDocument(page)).toBe(true);
  });

  test('Kavya (General) sees the General rows, no nominee panels, and cannot edit the master percent', async ({
    page,
  }) => {
    const cp = new ProgramPages(page);
    await cp.portal.login(KAVYA.email);
    await cp.open('Incentive Table', 'Channel Partner Incentive Program');
    await expect(cp.main.getByRole('heading', { level: 2, name: 'General CP Incentive Table' })).toBeVisible();
    const rates = await cp.shownRates();
    expect(rates.general).not.toBeNull();
    await expect(cp.main.getByRole('heading', { name: 'My nominated CP incentive table' })).toHaveCount(0);
    await expect(cp.main.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();

    await cp.main.getByRole('button', { name: 'Modify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modify General CP Incentive Table' });
    await expect(dialog.getByRole('textbox', { name: 'V5 (Master)' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'V5 (Master)' })).toHaveValue(String(rates.master));
    await expect(dialog.getByRole('textbox', { name: 'V5 (General)' })).toBeEnabled();
    // Her table stays as it is (the sharing journey computes from it): only the client-side check runs.
    await dialog.getByRole('textbox', { name: 'Client Discount' }).fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Client Discount cannot be less than 10');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
