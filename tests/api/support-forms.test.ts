// Contract of the support forms (multipart): raising a service request (checklist for type 5,
// attachment checked by content and size, stored under a random name), tracking a request by its
// ticket number with its email or phone, the owner's requests, and product registration.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withTestDb } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { authed, freshContact, login } from './account-helpers.ts';
import { ComplaintRegistered, ComplaintRow, Message } from './content-contract.ts';
import { expectError, request, type Answer } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const MAX_BYTES = 2 * 1024 * 1024;
/** A PDF of one page (upstream parses what it keeps). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SCRIPT = '<script>alert("x")</script><img src=x onerror="alert(1)">';

interface Upload {
  field: string;
  bytes: Buffer;
  name: string;
  type: string;
}

function post(route: string, fields: Record<string, string | string[]>, file?: Upload): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  if (file) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  return request(`${api}/${route}`, { method: 'POST', body: form });
}

function complaint(contact: { email: string; phone: string }, overrides: Record<string, string | string[]> = {}) {
  return {
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
    Purchased_Date: '2025-12-05',
    Invoice_Number: 'LUM/INV/25-26/05307',
    ...overrides,
  };
}

function readRow(sql: string, ...params: unknown[]): Promise<unknown> {
  return withTestDb(upstream, (db) => db.get(sql, ...params));
}

/** Track request: a ticket number with the email or phone it was raised with. */
const track = async (ticket: string, val: string) =>
  z.array(ComplaintRow).parse((await post('CommonData/SearchComplaint', { ticket_No: ticket, val })).body);

/** How many requests were stored with this email. */
const storedFor = async (email: string) =>
  ((await readRow('SELECT count(*) AS n FROM complaints WHERE email = ?', email.toLowerCase())) as { n: number }).n;

async function refused(answer: Promise<Answer>, message: string): Promise<void> {
  expect((await expectError(answer, 400)).message).toBe(message);
}

describe('POST /api/CommonData/Add_Complaint', () => {
  it('registers a request, mails its ticket and finds it by ticket with its email or its phone', async () => {
    const contact = freshContact('cmp');
    const answer = await post('CommonData/Add_Complaint', complaint(contact));
    expect(answer.status, answer.text).toBe(200);
    const registered = ComplaintRegistered.parse(answer.body);
    const [mail] = await upstream.outbox(contact.email);
    expect(mail?.subject).toBe(`Your service request ${registered.ticket_No} is registered`);

    const second = ComplaintRegistered.parse(
      (await post('CommonData/Add_Complaint', complaint(contact, { Subject: 'Case lid loose' }))).body,
    );
    expect((await track(second.ticket_No, contact.email)).map((r) => r.ticket_No)).toEqual([second.ticket_No]);
    const byEmail = await track(registered.ticket_No.toLowerCase(), contact.email.toUpperCase());
    expect(byEmail).toEqual([
      {
        ticket_No: registered.ticket_No,
        contact_Name: 'Aarav Sharma',
        email: contact.email,
        phone: contact.phone,
        txT_MODEL: 'NB-200',
        complaint: 'Bluetooth pairing or connectivity issue',
        attributeValues: 'Colour: Ocean Blue',
        order_Id: 'LUM2512050002',
        invoice_Number: 'LUM/INV/25-26/05307',
        c_DATE: expect.any(String),
        status: 'Open',
        replies: [],
      },
    ]);
    expect(await track(registered.ticket_No, contact.phone)).toEqual(byEmail);
  });

  it('requires every checklist item for type 5', async () => {
    const contact = freshContact('chk');
    const type5 = complaint(contact, {
      complaint: '5',
      product_id: '101',
      color_id: '1011',
      Order_Id: 'LUM2510180001',
      Purchased_Date: '2025-10-18',
    });
    await refused(post('CommonData/Add_Complaint', type5), 'Please tick every item of the checklist.');
    await refused(
      post('CommonData/Add_Complaint', { ...type5, checklist: '1,2,3' }),
      'Please tick every item of the checklist.',
    );
    const ok = await post('CommonData/Add_Complaint', { ...type5, checklist: ['1', '2', '3', '4', '5'] });
    expect(ok.status, ok.text).toBe(200);
  });

  it("keeps the order's own purchase date", async () => {
    const contact = freshContact('date');
    expect((await post('CommonData/Add_Complaint', complaint(contact, { Purchased_Date: '2020-01-01' }))).status).toBe(
      200,
    );
    expect(await readRow('select purchased_date from complaints where email = ?', contact.email)).toEqual({
      purchased_date: '2025-12-05',
    });
  });

  it('refuses missing fields, a bad phone, an unknown order and a colour of another product', async () => {
    const contact = freshContact('bad');
    await refused(post('CommonData/Add_Complaint', complaint(contact, { Subject: '' })), 'Please enter a subject.');
    await refused(
      post('CommonData/Add_Complaint', complaint(contact, { Phone: '12345' })),
      'Please enter a valid 10-digit mobile number.',
    );
    await refused(
      post('CommonData/Add_Complaint', complaint(contact, { Order_Id: 'LUM0000000000' })),
      'Please enter a valid order id.',
    );
    await refused(
      post('CommonData/Add_Complaint', complaint(contact, { color_id: '1011' })),
      'Please select the colour of your product.',
    );
    await refused(
      post('CommonData/Add_Complaint', complaint(contact, { complaint: '99' })),
      'Please select a complaint type.',
    );
    expect(
      (
        await request(`${api}/CommonData/Add_Complaint`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(415);
    expect(await storedFor(contact.email)).toBe(0);
  });

  it("stores a PDF or PNG attachment under a random name, never the uploader's", async () => {
    const contact = freshContact('att');
    const before: string[] = await readdir(path.join(upstream.dataDir, 'uploads', 'complaints')).catch(() => []);
    const answer = await post('CommonData/Add_Complaint', complaint(contact), {
      field: 'attachment',
      bytes: PDF,
      name: '../../evil name.pdf',
      type: 'application/pdf',
    });
    expect(answer.status, answer.text).toBe(200);
    const png = await post('CommonData/Add_Complaint', complaint(contact), {
      field: 'attachment',
      bytes: PNG,
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(png.status, png.text).toBe(200);
    const after = await readdir(path.join(upstream.dataDir, 'uploads', 'complaints'));
    const added = after.filter((name) => !before.includes(name));
    expect(added.map((name) => name.slice(-4)).sort()).toEqual(['.pdf', '.png']);
    for (const name of added) expect(name).toMatch(/^[0-9a-f]{32}\.(pdf|png)$/);
  });

  it('refuses an attachment over 2 MB and one whose content is not what its name says', async () => {
    const contact = freshContact('big');
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES + 1 - PDF.length, 0x20)]);
    await refused(
      post('CommonData/Add_Complaint', complaint(contact), {
        field: 'attachment',
        bytes: big,
        name: 'big.pdf',
        type: 'application/pdf',
      }),
      'The file must be at most 2 MB.',
    );
    const fake = Buffer.from(`<html>${SCRIPT}</html>`);
    await refused(
      post('CommonData/Add_Complaint', complaint(contact), {
        field: 'attachment',
        bytes: fake,
        name: 'invoice.pdf',
        type: 'application/pdf',
      }),
      'The file must be a JPEG, PNG or PDF file.',
    );
    expect(await storedFor(contact.email)).toBe(0);
  });

  it('keeps HTML typed into a request as inert text in a JSON answer', async () => {
    const contact = freshContact('xss');
    const { ticket_No } = ComplaintRegistered.parse(
      (await post('CommonData/Add_Complaint', complaint(contact, { Subject: SCRIPT, Invoice_Number: '<b>INV</b>' })))
        .body,
    );
    const answer = await post('CommonData/SearchComplaint', { ticket_No, val: contact.email });
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(z.array(ComplaintRow).parse(answer.body)[0]?.invoice_Number).toBe('<b>INV</b>');
  });
});

describe('POST /api/CommonData/SearchComplaint', () => {
  it('does not answer to an email or phone alone: the ticket number is required', async () => {
    await refused(
      post('CommonData/SearchComplaint', { val: 'aarav@example.com' }),
      'Please enter the ticket number of your request.',
    );
    await refused(
      post('CommonData/SearchComplaint', { val: '9123456780', ticket_No: '  ' }),
      'Please enter the ticket number of your request.',
    );
  });

  it("does not answer a ticket to another person's email or phone", async () => {
    const mine = freshContact('mine');
    const { ticket_No } = ComplaintRegistered.parse((await post('CommonData/Add_Complaint', complaint(mine))).body);
    const someoneElse = freshContact('other');
    expect(await track(ticket_No, someoneElse.email)).toEqual([]);
    expect(await track(ticket_No, someoneElse.phone)).toEqual([]);
    expect(await track('LSR-000001', mine.email)).toEqual([]);
    expect(await track('LSR-999999', mine.email)).toEqual([]);
    expect(await track('not a ticket', mine.email)).toEqual([]);
  });

  it("finds a demo customer's request by ticket with the request's email", async () => {
    const [first] = await track('LSR-000001', 'aarav@example.com');
    expect(first?.status).toBe('Resolved');
    expect(first?.email).toBe('aarav@example.com');
  });

  it('answers 400 for a value that is neither email nor phone, also as urlencoded', async () => {
    await refused(
      post('CommonData/SearchComplaint', { ticket_No: 'LSR-000001', val: '12345' }),
      'Please enter a valid Email or Mobile number',
    );
    const urlencoded = await request(`${api}/CommonData/SearchComplaint`, {
      method: 'POST',
      body: new URLSearchParams({ ticket_No: 'LSR-000001', val: 'aarav@example.com' }),
    });
    expect(
      z
        .array(ComplaintRow)
        .parse(urlencoded.body)
        .map((r) => r.ticket_No),
    ).toEqual(['LSR-000001']);
  });
});

describe('GET /api/CommonData/MyComplaints', () => {
  it("answers the requests about the caller's orders, in every status, and nobody else's", async () => {
    const aarav = z
      .array(ComplaintRow)
      .parse((await authed(`${api}/CommonData/MyComplaints`, await login(api, 'aarav@example.com'))).body);
    expect(aarav.length).toBeGreaterThanOrEqual(3);
    expect(new Set(aarav.map((r) => r.order_Id))).toEqual(new Set(['LUM2510180001', 'LUM2512050002']));
    expect(aarav.find((r) => r.status === 'In Progress')?.complaint).toMatch(/power/i);
    const priya = z
      .array(ComplaintRow)
      .parse((await authed(`${api}/CommonData/MyComplaints`, await login(api, 'priya@example.com'))).body);
    expect(new Set([...aarav, ...priya].map((r) => r.status))).toEqual(
      new Set(['Open', 'In Progress', 'Resolved', 'Closed']),
    );
    expect(priya.every((r) => r.order_Id === 'LUM2601080003')).toBe(true);
  });

  it('refuses a guest', async () => {
    await expectError(request(`${api}/CommonData/MyComplaints`), 401);
  });
});

describe('POST /api/Product/productregistration', () => {
  const registration = (email: string, mobile: string) => ({
    firstName: 'Priya',
    lastName: 'Nair',
    email,
    mobile,
    productId: '401',
    invoiceDate: '2026-01-08',
    comments: 'Bought for travel.',
    subscribe: 'true',
  });

  it('registers a product with a PDF invoice, mails a confirmation and subscribes on request', async () => {
    const { email, phone } = freshContact('reg');
    const answer = await post('Product/productregistration', registration(email, phone), {
      field: 'invoiceFile',
      bytes: PDF,
      name: 'invoice.pdf',
      type: 'application/pdf',
    });
    expect([answer.status, Message.parse(answer.body)]).toEqual([200, { message: 'Product registered successfully!' }]);
    const [mail] = await upstream.outbox(email);
    expect(mail?.subject).toBe('Your Lumen product is registered');
    expect(mail?.body).toContain('SH-700');
    const invoices = await readdir(path.join(upstream.dataDir, 'uploads', 'invoices'));
    expect(invoices.some((name) => /^[0-9a-f]{32}\.pdf$/.test(name))).toBe(true);
    expect(await readRow('select source from newsletter_subscribers where email = ?', email)).toEqual({
      source: 'registration',
    });
    expect(
      await readRow('select subscribe, product_id, invoice_date from product_registrations where email = ?', email),
    ).toEqual({ subscribe: 1, product_id: 401, invoice_date: '2026-01-08' });
  });

  it('asks for the invoice file, and refuses a fake or oversized one', async () => {
    const { email, phone } = freshContact('regbad');
    await refused(post('Product/productregistration', registration(email, phone)), 'Please upload an invoice file.');
    const fake = {
      field: 'invoiceFile',
      bytes: Buffer.from('just text'),
      name: 'invoice.pdf',
      type: 'application/pdf',
    };
    await refused(
      post('Product/productregistration', registration(email, phone), fake),
      'The file must be a JPEG, PNG or PDF file.',
    );
    const big = {
      field: 'invoiceFile',
      bytes: Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]),
      name: 'scan.png',
      type: 'image/png',
    };
    await refused(
      post('Product/productregistration', registration(email, phone), big),
      'The file must be at most 2 MB.',
    );
    expect(await upstream.outbox(email)).toEqual([]);
  });

  it('requires first name, email, mobile, a listed product and a past invoice date', async () => {
    const { email, phone } = freshContact('regreq');
    const file = { field: 'invoiceFile', bytes: PNG, name: 'scan.png', type: 'image/png' };
    await refused(
      post('Product/productregistration', { ...registration(email, phone), firstName: '' }, file),
      'Please enter your first name.',
    );
    await refused(
      post('Product/productregistration', { ...registration(email, phone), mobile: '98765' }, file),
      'Please enter a valid 10-digit mobile number.',
    );
    await refused(
      post('Product/productregistration', { ...registration(email, phone), productId: '151' }, file),
      'Please select a product.',
    );
    await refused(
      post('Product/productregistration', { ...registration(email, phone), invoiceDate: '2999-01-01' }, file),
      'The invoice date cannot be in the future.',
    );
  });
});
