// Uploads are checked beyond their first bytes: a picture with HTML behind a valid image is
// re-encoded (the stored and served file holds pixels only), an image header followed by HTML is
// refused, and a PDF carrying a script, an action or an attached file is refused, on every upload
// path (profile picture, service request attachment, product registration invoice).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ERRORS } from '@shop/commerce/files';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { UserProfile } from './account-contract.ts';
import { authed, expectRefusal, freshContact, freshCustomer } from './account-helpers.ts';
import { request } from './http.ts';

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

let upstream: RunningUpstream;
let api: string;
beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const redPicture = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#e74c3c' } })
    .png()
    .toBuffer();

async function scriptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  const action = document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  return Buffer.from(await document.save());
}

function multipart(fields: Record<string, string>, file: { field: string; bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

describe('profile pictures', () => {
  it('re-encodes a PNG with HTML behind it: the served picture holds no HTML', async () => {
    const c = await freshCustomer(api, 'pic');
    const bytes = Buffer.concat([await redPicture(), Buffer.from(HTML)]);
    const form = multipart(
      { firstName: 'Test', lastName: 'Picture', email: c.email, phone: c.phone },
      { field: 'Image', bytes, name: 'me.png', type: 'image/png' },
    );
    const answer = await authed(`${api}/user/UpdateProfile`, c.token, { method: 'POST', body: form });
    expect(answer.status, answer.text).toBe(200);
    const { image } = UserProfile.parse((await authed(`${api}/CommonData/userprofile`, c.token)).body);
    const served = Buffer.from(await (await fetch(`${upstream.url}${image}`)).arrayBuffer());
    expect(served.toString('latin1')).not.toContain('<script');
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 4, height: 4 });
    const stored = await readFile(path.join(upstream.dataDir, 'uploads', 'profile', image!.split('/').pop()!));
    expect(stored.equals(served)).toBe(true);
  });

  it('refuses an image header followed by HTML', async () => {
    const c = await freshCustomer(api, 'fakepic');
    const bytes = Buffer.concat([(await redPicture()).subarray(0, 16), Buffer.from(HTML)]);
    const form = multipart(
      { firstName: 'Test', lastName: 'Fake', email: c.email, phone: c.phone },
      { field: 'Image', bytes, name: 'me.png', type: 'image/png' },
    );
    await expectRefusal(
      authed(`${api}/user/UpdateProfile`, c.token, { method: 'POST', body: form }),
      400,
      FILE_ERRORS.imageType.message,
      FILE_ERRORS.imageType.code,
    );
  });
});

describe('documents', () => {
  const complaint = (contact: { email: string; phone: string }) => ({
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
  });
  const registration = (contact: { email: string; phone: string }) => ({
    firstName: 'Priya',
    lastName: 'Nair',
    email: contact.email,
    mobile: contact.phone,
    productId: '401',
    invoiceDate: '2026-01-08',
    comments: 'Bought for travel.',
    subscribe: 'false',
  });
  const storedIn = (area: string) => readdir(path.join(upstream.dataDir, 'uploads', area)).catch(() => [] as string[]);

  it('refuse a PDF with a script run on open, storing nothing', async () => {
    const pdf = await scriptedPdf();
    const before = [await storedIn('complaints'), await storedIn('invoices')];
    const attachment = { field: 'attachment', bytes: pdf, name: 'receipt.pdf', type: 'application/pdf' };
    await expectRefusal(
      request(`${api}/CommonData/Add_Complaint`, {
        method: 'POST',
        body: multipart(complaint(freshContact('pdfjs')), attachment),
      }),
      400,
      FILE_ERRORS.activeContent.message,
    );
    const invoice = { field: 'invoiceFile', bytes: pdf, name: 'invoice.pdf', type: 'application/pdf' };
    await expectRefusal(
      request(`${api}/Product/productregistration`, {
        method: 'POST',
        body: multipart(registration(freshContact('pdfinv')), invoice),
      }),
      400,
      FILE_ERRORS.activeContent.message,
    );
    expect([await storedIn('complaints'), await storedIn('invoices')]).toEqual(before);
  });

  it('re-encode a picture attachment and refuse a PDF header followed by HTML', async () => {
    const before = await storedIn('complaints');
    const picture = Buffer.concat([await redPicture(), Buffer.from(HTML)]);
    const accepted = await request(`${api}/CommonData/Add_Complaint`, {
      method: 'POST',
      body: multipart(complaint(freshContact('picatt')), {
        field: 'attachment',
        bytes: picture,
        name: 'photo.png',
        type: 'image/png',
      }),
    });
    expect(accepted.status, accepted.text).toBe(200);
    const added = (await storedIn('complaints')).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const stored = await readFile(path.join(upstream.dataDir, 'uploads', 'complaints', added[0]!));
    expect(stored.toString('latin1')).not.toContain('<script');

    await expectRefusal(
      request(`${api}/CommonData/Add_Complaint`, {
        method: 'POST',
        body: multipart(complaint(freshContact('fakepdf')), {
          field: 'attachment',
          bytes: Buffer.from(`%PDF-1.7\n${HTML}`),
          name: 'receipt.pdf',
          type: 'application/pdf',
        }),
      }),
      400,
      FILE_ERRORS.documentType.message,
    );
  });
});
