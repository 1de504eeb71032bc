// Contract of the console's support and insight routes: the service request queue, status
// changes along the rule (audited, mailed, seen on the shopper's track request), replies (kept,
// mailed), signed attachment and CSV links, customers, subscribers, the GST summary's worked
// figures and the dashboard's cards per role; each role only its own work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestDb, type TestDb } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { AARAV, freshContact, login as shopperLogin } from './account-helpers.ts';
import { adminGet, adminPost, operatorToken, ownerToken } from './admin-helpers.ts';
import { ADMIN_SUPPORT_NON_JSON_ROUTES, ADMIN_SUPPORT_ROUTES } from './admin-support-routes.ts';
import { request, type Answer } from './http.ts';
import { ROHAN, loginPartner } from './partner-helpers.ts';

let upstream: RunningUpstream;
let owner: string;

beforeAll(async () => {
  upstream = await startUpstream();
  owner = await ownerToken(upstream);
});
afterAll(() => upstream?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const withDb = <T>(work: (db: TestDb) => Promise<T>): Promise<T> => withTestDb(upstream, work);

/** Raises a request as a shopper would (multipart); its ticket number and complaint id. */
async function raiseRequest(contact: { email: string; phone: string }, attachment = false) {
  const form = new FormData();
  const fields: Record<string, string> = {
    complaint: '2',
    product_id: '301',
    color_id: '3013',
    contact_Name: 'Aarav Sharma',
    email: contact.email,
    Phone: contact.phone,
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
  if (attachment) form.append('attachment', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  const answer = await request(`${upstream.url}/api/CommonData/Add_Complaint`, { method: 'POST', body: form });
  expect(answer.status, answer.text).toBe(200);
  const body = answer.body as { complaint_id: number; ticket_No: string };
  return { id: body.complaint_id, ticket: body.ticket_No };
}

async function track(ticket: string, val: string) {
  const form = new FormData();
  form.append('ticket_No', ticket);
  form.append('val', val);
  const answer = await request(`${upstream.url}/api/CommonData/SearchComplaint`, { method: 'POST', body: form });
  return answer.body as Array<{
    ticket_No: string;
    status: string;
    replies: Array<{ message: string; c_DATE: string }>;
  }>;
}

function auditOf(id: number) {
  return withDb((db) =>
    db.all<{ action: string; operator_id: number; before_json: string | null; after_json: string }>(
      "SELECT action, operator_id, before_json, after_json FROM audit_log WHERE entity_type = 'request' AND entity_id = ? ORDER BY id",
      String(id),
    ),
  );
}

const ok = (answer: Answer) => {
  expect(answer.status, answer.text.slice(0, 400)).toBe(200);
  return answer.body as Record<string, unknown>;
};

describe('service request queue', () => {
  it('pages the open requests oldest first and finds one by its ticket number', async () => {
    const contact = freshContact('queue');
    const raised = await raiseRequest(contact);
    const page = ok(await adminGet(upstream, '/Admin/Requests?status=Open&first=2', owner)) as {
      items: Array<{ id: number; status: string }>;
      total: number;
    };
    expect(page.items).toHaveLength(2);
    expect(page.items.every((r) => r.status === 'Open')).toBe(true);
    expect(page.items[0]!.id).toBeLessThan(page.items[1]!.id);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const found = ok(await adminGet(upstream, `/Admin/Requests?search=${raised.ticket.toLowerCase()}`, owner)) as {
      items: Array<{ id: number; ticketNumber: string; email: string }>;
    };
    expect(found.items.map((r) => r.ticketNumber)).toContain(raised.ticket);
    expect((await adminGet(upstream, '/Admin/Requests?status=Pending', owner)).status).toBe(400);
    expect((await adminGet(upstream, '/Admin/Requests?first=101', owner)).status).toBe(400);
  });
});

describe('status changes and replies', () => {
  it('moves a request to In Progress and Resolved, audited and mailed, and the shopper sees Resolved', async () => {
    const support = await operatorToken(upstream, 'support');
    const contact = freshContact('resolve');
    const raised = await raiseRequest(contact);

    const skip = await adminPost(upstream, '/Admin/Requests/Status', support.token, {
      id: raised.id,
      status: 'Resolved',
    });
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({
      code: 'TRANSITION_NOT_ALLOWED',
      message: 'This request cannot move to that status now.',
    });

    const taken = ok(
      await adminPost(upstream, '/Admin/Requests/Status', support.token, { id: raised.id, status: 'In Progress' }),
    );
    expect(taken).toMatchObject({ status: 'In Progress', nextStatuses: ['Resolved', 'Closed'] });
    const resolved = ok(
      await adminPost(upstream, '/Admin/Requests/Status', support.token, { id: raised.id, status: 'Resolved' }),
    );
    expect(resolved.status).toBe('Resolved');

    expect(await auditOf(raised.id)).toEqual([
      {
        action: 'request.status',
        operator_id: support.id,
        before_json: '{"status":"Open"}',
        after_json: '{"status":"In Progress"}',
      },
      {
        action: 'request.status',
        operator_id: support.id,
        before_json: '{"status":"In Progress"}',
        after_json: '{"status":"Resolved"}',
      },
    ]);
    const mails = await upstream.outbox(contact.email);
    expect(mails[0]?.subject).toBe(`Your service request ${raised.ticket} is resolved`);
    expect(mails[1]?.subject).toBe(`Your service request ${raised.ticket} is in progress`);
    expect((await track(raised.ticket, contact.email))[0]?.status).toBe('Resolved');

    const again = await adminPost(upstream, '/Admin/Requests/Status', support.token, {
      id: raised.id,
      status: 'Resolved',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'SAME_STATUS' });
  });

  it('keeps a reply with the request, mails it to the customer and audits it', async () => {
    const support = await operatorToken(upstream, 'support');
    const contact = freshContact('reply');
    const raised = await raiseRequest(contact);
    const text = 'Please reset the earbuds by holding both buttons for 10 seconds.';
    const answer = ok(
      await adminPost(upstream, '/Admin/Requests/Reply', support.token, { id: raised.id, body: `  ${text} ` }),
    );
    expect(answer.replies).toEqual([
      {
        id: expect.any(Number),
        body: text,
        operatorName: expect.stringContaining('support'),
        createdAt: expect.any(String),
      },
    ]);
    const [mail] = await upstream.outbox(contact.email);
    expect(mail?.subject).toBe(`A reply to your service request ${raised.ticket}`);
    expect(mail?.body).toContain(text);
    expect((await auditOf(raised.id)).map((a) => a.action)).toEqual(['request.reply']);
    // The customer reads it on the track request page too.
    expect((await track(raised.ticket, contact.email))[0]?.replies).toEqual([
      { message: text, c_DATE: expect.any(String) },
    ]);

    const blank = await adminPost(upstream, '/Admin/Requests/Reply', support.token, { id: raised.id, body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Please write a reply.', issues: [{ path: '/body' }] });
    expect(
      (await adminPost(upstream, '/Admin/Requests/Reply', support.token, { id: 99_999_999, body: 'Hi' })).status,
    ).toBe(404);
  });

  it('hands out a signed link to the attachment that opens only unaltered', async () => {
    const raised = await raiseRequest(freshContact('attach'), true);
    const detail = ok(await adminGet(upstream, `/Admin/Requests/${raised.id}`, owner)) as { attachmentUrl: string };
    expect(detail.attachmentUrl).toMatch(/^\/files\/admin\/requests\/\d+\/attachment\?/);
    const file = await fetch(`${upstream.url}${detail.attachmentUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    // Pictures are re-encoded when stored: a PNG still.
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    const other = detail.attachmentUrl.replace(`/requests/${raised.id}/`, `/requests/${raised.id - 1}/`);
    expect((await fetch(`${upstream.url}${other}`)).status).toBe(403);
  });
});

describe('roles', () => {
  it('keeps each role to its own work', async () => {
    const catalog = await operatorToken(upstream, 'catalog');
    const fulfilment = await operatorToken(upstream, 'fulfilment');
    const raised = await raiseRequest(freshContact('roles'));
    const change = await adminPost(upstream, '/Admin/Requests/Status', catalog.token, {
      id: raised.id,
      status: 'In Progress',
    });
    expect(change.status).toBe(403);
    expect(change.body).toMatchObject({ message: 'You do not have permission to do this.' });
    expect((await adminGet(upstream, '/Admin/Requests', catalog.token)).status).toBe(403);
    expect((await adminGet(upstream, '/Admin/Customers', fulfilment.token)).status).toBe(403);
    expect((await adminGet(upstream, '/Admin/Subscribers/Export', fulfilment.token)).status).toBe(403);
    expect((await adminGet(upstream, '/Admin/Gst', catalog.token)).status).toBe(403);
    expect(await auditOf(raised.id)).toEqual([]);
  });

  it('gives shopper and partner tokens nothing', async () => {
    const shopper = await shopperLogin(`${upstream.url}/api`, AARAV.email);
    const partner = (await loginPartner(`${upstream.url}/api`, ROHAN.email)).token;
    for (const token of [shopper, partner]) {
      for (const route of [
        '/Admin/Requests',
        '/Admin/Customers',
        '/Admin/Dashboard',
        '/Admin/Gst',
        '/Admin/Registrations',
      ]) {
        expect((await adminGet(upstream, route, token)).status).toBe(401);
      }
    }
  });
});

describe('customers and subscribers', () => {
  it('finds a customer by email and shows profile, addresses and orders read-only', async () => {
    const support = await operatorToken(upstream, 'support');
    const list = ok(await adminGet(upstream, `/Admin/Customers?search=${AARAV.email}`, support.token)) as {
      items: Array<{ id: number; email: string; orderCount: number }>;
    };
    expect(list.items).toHaveLength(1);
    const aarav = list.items[0]!;
    const page = ok(await adminGet(upstream, `/Admin/Customers/${aarav.id}?first=1`, support.token)) as {
      customer: { email: string };
      addresses: unknown[];
      orders: { items: Array<{ orderNumber: string }>; total: number };
    };
    expect(page.customer.email).toBe(AARAV.email);
    expect(page.addresses.length).toBeGreaterThan(0);
    expect(page.orders.total).toBe(aarav.orderCount);
    expect(page.orders.items.length).toBeLessThanOrEqual(1);
    expect((await adminGet(upstream, '/Admin/Customers/99999999', support.token)).status).toBe(404);
  });

  it('exports the subscribers as CSV, by bearer or by a signed link', async () => {
    await withDb((db) =>
      db.run(
        "INSERT INTO newsletter_subscribers (email, source, created_at) VALUES (?, 'footer', ?)",
        '=cmd@example.com',
        new Date().toISOString(),
      ),
    );
    const csv = await adminGet(upstream, '/Admin/Subscribers/Export', owner);
    expect(csv.status).toBe(200);
    expect(csv.text.startsWith('Email,Source,Subscribed at\r\n')).toBe(true);
    expect(csv.text).toContain("'=cmd@example.com,footer,");
    const link = ok(await adminGet(upstream, '/Admin/Subscribers/ExportLink', owner)) as { url: string };
    const file = await fetch(`${upstream.url}${link.url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(csv.text);
    expect((await fetch(`${upstream.url}${link.url.replace('operator=', 'operator=9')}`)).status).toBe(403);
  });
});

/** Copies a seeded order with other figures (a month no other test uses). */
function insertOrder(figures: Record<string, string | number | null>): Promise<number> {
  return withDb(async (db) => {
    const columns = (await db.columns('orders')).filter((c) => c !== 'id');
    const template = (await db.get('SELECT * FROM orders ORDER BY id LIMIT 1'))!;
    const n = Number((await db.get<{ n: number }>('SELECT count(*) AS n FROM orders'))!.n);
    const row: Record<string, unknown> = {
      ...template,
      order_id_new: `GST${n}T`,
      idempotency_key: null,
      request_fingerprint: null,
      ...figures,
    };
    return db.run(
      `INSERT INTO orders (${columns.join(',')}) VALUES (${columns.map(() => '?').join(',')})`,
      ...columns.map((c) => row[c] ?? null),
    );
  });
}

describe('GST summary', () => {
  it('sums invoiced orders by state and rate, cancelled, refunded and uninvoiced ones aside (worked figures)', async () => {
    const at = '2031-03-10T06:00:00.000Z';
    const base = { order_date: at, tax_percent: 18, invoice_no: 'INV', user_id: null };
    // Karnataka (the seller's state) 5998: taxable 5083.05, CGST 457.48, SGST 457.47
    await insertOrder({
      ...base,
      status: 'delivered',
      shipping_state: 'Karnataka',
      taxable_amount: 5083.05,
      cgst: 457.48,
      sgst: 457.47,
      igst: 0,
    });
    // 15698.15: taxable 13303.52, CGST 1197.32, SGST 1197.31
    await insertOrder({
      ...base,
      status: 'paid',
      shipping_state: 'Karnataka',
      taxable_amount: 13303.52,
      cgst: 1197.32,
      sgst: 1197.31,
      igst: 0,
    });
    // Maharashtra 5998: taxable 5083.05, IGST 914.95
    await insertOrder({
      ...base,
      status: 'shipped',
      shipping_state: 'Maharashtra',
      taxable_amount: 5083.05,
      cgst: 0,
      sgst: 0,
      igst: 914.95,
    });
    await insertOrder({
      ...base,
      status: 'cancelled',
      shipping_state: 'Maharashtra',
      taxable_amount: 100,
      cgst: 0,
      sgst: 0,
      igst: 18,
    });
    await insertOrder({
      ...base,
      status: 'refunded',
      shipping_state: 'Karnataka',
      taxable_amount: 100,
      cgst: 9,
      sgst: 9,
      igst: 0,
    });
    await insertOrder({
      ...base,
      status: 'placed',
      invoice_no: null,
      shipping_state: 'Kerala',
      taxable_amount: 100,
      cgst: 0,
      sgst: 0,
      igst: 18,
    });

    const reports = await operatorToken(upstream, 'owner');
    const gst = ok(await adminGet(upstream, '/Admin/Gst?month=2031-03', reports.token));
    expect(gst.month).toBe('2031-03');
    expect((gst.months as string[])[0]).toBe('2031-03');
    expect(gst.rows).toEqual([
      {
        state: 'Karnataka',
        stateCode: '29',
        percent: 18,
        taxable: 18386.57,
        cgst: 1654.8,
        sgst: 1654.78,
        igst: 0,
        invoices: 2,
      },
      {
        state: 'Maharashtra',
        stateCode: '27',
        percent: 18,
        taxable: 5083.05,
        cgst: 0,
        sgst: 0,
        igst: 914.95,
        invoices: 1,
      },
    ]);
    expect(gst.totals).toEqual({ taxable: 23469.62, cgst: 1654.8, sgst: 1654.78, igst: 914.95, invoices: 3 });

    const csv = await adminGet(upstream, '/Admin/Gst/Export?month=2031-03', reports.token);
    expect(csv.text.split('\r\n')).toEqual([
      'Month,Place of supply,State,State code,Rate (%),Taxable value,CGST,SGST,IGST,Invoice count',
      '2031-03,29-Karnataka,Karnataka,29,18.00,18386.57,1654.80,1654.78,0.00,2',
      '2031-03,27-Maharashtra,Maharashtra,27,18.00,5083.05,0.00,0.00,914.95,1',
      '',
    ]);
    const link = ok(await adminGet(upstream, '/Admin/Gst/ExportLink?month=2031-03', reports.token)) as { url: string };
    expect(await (await fetch(`${upstream.url}${link.url}`)).text()).toBe(csv.text);
    expect((await fetch(`${upstream.url}${link.url.replace('2031-03', '2031-02')}`)).status).toBe(403);
    expect((await adminGet(upstream, '/Admin/Gst?month=2031-13', reports.token)).status).toBe(400);
  });
});

describe('dashboard', () => {
  it('shows each role only the cards it may read', async () => {
    const full = ok(await adminGet(upstream, '/Admin/Dashboard', owner));
    expect(full.today).toEqual({ count: expect.any(Number), amount: expect.any(Number) });
    expect(full.ordersByStatus).toEqual(expect.arrayContaining([{ status: 'placed', count: expect.any(Number) }]));
    expect(full.refundsDue).toEqual({ count: expect.any(Number), amount: expect.any(Number) });
    expect(full.lowStock).toMatchObject({ threshold: 5 });
    expect(full.openRequests).toEqual({ open: expect.any(Number), inProgress: expect.any(Number) });

    const catalog = await operatorToken(upstream, 'catalog');
    const mine = ok(await adminGet(upstream, '/Admin/Dashboard', catalog.token));
    expect(mine).toMatchObject({
      today: null,
      month: null,
      ordersByStatus: null,
      refundsDue: null,
      openRequests: null,
    });
    expect(mine.lowStock).not.toBeNull();
    const support = await operatorToken(upstream, 'support');
    const theirs = ok(await adminGet(upstream, '/Admin/Dashboard', support.token));
    expect(theirs.lowStock).toBeNull();
    expect(theirs.openRequests).not.toBeNull();
  });

  it("counts today's orders in India's day", async () => {
    const before = ok(await adminGet(upstream, '/Admin/Dashboard', owner)) as {
      today: { count: number; amount: number };
    };
    await insertOrder({ order_date: new Date().toISOString(), status: 'placed', amount: 1234.5 });
    await insertOrder({ order_date: new Date().toISOString(), status: 'cancelled', amount: 999 });
    const after = ok(await adminGet(upstream, '/Admin/Dashboard', owner)) as {
      today: { count: number; amount: number };
    };
    expect(after.today.count).toBe(before.today.count + 1);
    expect(after.today.amount).toBeCloseTo(before.today.amount + 1234.5, 2);
  });
});

describe('the OpenAPI document', () => {
  it('lists every support and insight route with its parameters, body and statuses', async () => {
    const doc = (await (await fetch(`${upstream.url}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ name: string; in: string }>;
            requestBody?: { content: Record<string, unknown> };
            responses: Record<string, { content?: Record<string, unknown> }>;
          }
        >
      >;
    };
    for (const [method, route, params, jsonBody, statuses] of ADMIN_SUPPORT_ROUTES) {
      const op = doc.paths[route]?.[method];
      expect(op, `${method} ${route}`).toBeDefined();
      expect(
        (op!.parameters ?? [])
          .filter((p) => p.in !== 'header')
          .map((p) => p.name)
          .sort(),
        route,
      ).toEqual([...params].sort());
      if (!ADMIN_SUPPORT_NON_JSON_ROUTES.includes(route))
        expect(op!.responses['200']?.content?.['application/json'], route).toBeDefined();
      for (const status of statuses) expect(op!.responses[status], `${route} ${status}`).toBeDefined();
      if (jsonBody) expect(op!.requestBody?.content['application/json'], `${route} body`).toBeDefined();
    }
  });
});
