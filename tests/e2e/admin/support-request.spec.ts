// A support operator works a service request in the console: finds it in the queue, moves it to
// In progress and Resolved, replies, and the customer sees Resolved and the reply on /trackrequest.
// The request page, the dashboard, customers and GST have no sideways scroll at 390 px.
import { expect, test } from '@playwright/test';
import { uniqueEmail, uniquePhone, waitForMessage } from '../support/account.ts';
import { OWNER, newOperator, signInToConsole } from '../support/admin.ts';
import { upstreamUrl } from '../support/shops.ts';

async function upstreamJson(path: string, init: RequestInit & { token?: string } = {}): Promise<unknown> {
  const { token, ...rest } = init;
  const answer = await fetch(`${upstreamUrl()}${path}`, {
    ...rest,
    headers: {
      ...(rest.body && typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json();
}

/** A request raised through the shop's form endpoint; its ticket number. */
async function raiseRequest(email: string): Promise<string> {
  const form = new FormData();
  const fields: Record<string, string> = {
    complaint: '2',
    product_id: '301',
    color_id: '3013',
    contact_Name: 'Aarav Sharma',
    email,
    Phone: uniquePhone(),
    Address: '14, Brigade Road',
    Pincode: '560001',
    City: 'Bengaluru',
    State: 'Karnataka',
    Country: 'India',
    Order_Id: 'LUM2512050002',
    Subject: 'Left earbud is silent',
    Describe: 'No sound from the left earbud since yesterday.',
    Invoice_Number: 'LUM/INV/25-26/05307',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const body = (await upstreamJson('/api/CommonData/Add_Complaint', { method: 'POST', body: form })) as {
    ticket_No: string;
  };
  return body.ticket_No;
}

test('a support operator resolves a ticket and the customer sees Resolved on /trackrequest', async ({ page }) => {
  const email = uniqueEmail('ticket');
  const ticket = await raiseRequest(email);
  const operator = await newOperator(page.request, 'support');

  await signInToConsole(page, operator, '/admin/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Service requests' })).toBeVisible();

  const search = page.getByRole('search', { name: 'Find service requests' });
  await search.getByRole('searchbox', { name: 'Ticket, order, email, phone or name' }).fill(ticket);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${ticket}`));
  await page.getByRole('link', { name: ticket }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Request ${ticket}` })).toBeVisible();

  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Open', { exact: true })).toBeVisible();
  await expect(status.getByRole('button', { name: 'Mark resolved' })).toHaveCount(0);
  await status.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(status.getByRole('status')).toHaveText('Status changed to In progress. The customer was mailed.');
  await status.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(status.getByRole('status')).toHaveText('Status changed to Resolved. The customer was mailed.');
  await expect(status.getByText('Resolved', { exact: true })).toBeVisible();
  expect(await waitForMessage(email, /service request (LSR-\d{6}) \(.*\) is now Resolved\./)).toBe(ticket);

  const replies = page.getByRole('region', { name: 'Replies' });
  await replies.getByRole('textbox', { name: 'Reply to the customer' }).fill('A new pair is on its way to you.');
  await replies.getByRole('button', { name: 'Send reply' }).click();
  await expect(replies.getByRole('status')).toHaveText('Reply sent to the customer.');
  await expect(replies.getByRole('listitem')).toContainText('A new pair is on its way to you.');

  // At 390 px the page fits the screen: no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(status.getByRole('button', { name: 'Close request' })).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  // The customer tracks it with the ticket number and the email it was raised with.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/trackrequest');
  const track = page.getByRole('form', { name: 'Track service request' });
  await track.getByRole('textbox', { name: 'Ticket number' }).fill(ticket);
  await track.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(email);
  await track.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('region', { name: 'Service requests', exact: true }).getByRole('row').nth(1);
  await expect(row).toContainText(ticket);
  await expect(row).toContainText('Resolved');
  await row.getByText('1 reply from our team').click();
  await expect(row.getByRole('listitem')).toContainText('A new pair is on its way to you.');
});

test('the dashboard, customers and GST screens work at 390 px with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, OWNER);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const card of ['Today', 'This month', 'Orders waiting', 'Refunds due', 'Open service requests', 'Low stock']) {
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  }
  const fits = () => page.evaluate<number>('document.documentElement.scrollWidth');
  expect(await fits()).toBeLessThanOrEqual(390);

  await page.goto('/admin/customers?q=aarav%40example.com');
  await expect(page.getByRole('link', { name: 'Aarav Sharma' })).toBeVisible();
  expect(await fits()).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'Aarav Sharma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Addresses' })).toBeVisible();
  expect(await fits()).toBeLessThanOrEqual(390);

  await page.goto('/admin/gst');
  await expect(page.getByRole('heading', { level: 1, name: 'GST summary' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Month' })).toBeVisible();
  expect(await fits()).toBeLessThanOrEqual(390);
});
