// Contract of the partner profile: the own record and the General partners under a
// Master, the home card with a real QR code of the referral link, personal details with the
// Aadhaar masked and its document, bank details with the draft flag and the crossed cheque, and
// documents served only through their owner's signed, expiring links.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { request } from './http.ts';
import { CpBankDetails, CpCard, CpDetailsAnswer, CpPersonal, Message } from './partner-contract.ts';
import {
  ARJUN,
  KAVYA,
  MEERA,
  PDF_BYTES,
  PNG_BYTES,
  ROHAN,
  expectPartnerRefusal,
  loginPartner,
  partnerGet,
  partnerPost,
  partnerPostForm,
  pdfFile,
  pngFile,
  type FilePart,
} from './partner-helpers.ts';

const jsQR = jsQRModule.default;
const PUBLIC_URL = 'https://shop.test.example';
const clock = testClock(new Date());
let upstream: RunningUpstream;
let api: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now, publicUrl: PUBLIC_URL });
  api = `${upstream.url}/api`;
  for (const p of [ROHAN, KAVYA, ARJUN, MEERA]) tokens[p.email] = (await loginPartner(api, p.email)).token;
});
afterAll(() => upstream?.close());

const token = (partner: { email: string }) => tokens[partner.email]!;
const own = async (p: { email: string }) =>
  CpDetailsAnswer.parse((await partnerPost(`${api}/CP/CPDetails`, token(p))).body);
const personal = async (p: { email: string }) =>
  CpPersonal.parse((await partnerPost(`${api}/CP/CP_P_Details`, token(p))).body);
const bank = async (p: { email: string }) =>
  CpBankDetails.parse((await partnerPost(`${api}/CP/CPBankDetails`, token(p))).body);
const document = (link: string) => request(`${upstream.url}${link}`);

describe('POST /api/CP/CPDetails and GET /api/CP/details', () => {
  it("answer the caller's own record with the Aadhaar masked and a document link", async () => {
    const answer = await own(ROHAN);
    expect(answer).toMatchObject({ userId: null, cP_ID: 1, cP_LEVEL: 1 });
    expect(answer.details).toHaveLength(1);
    expect(answer.details[0]).toMatchObject({
      id: 1,
      v5: ROHAN.code,
      cP_NAME: 'Rohan',
      surname: 'Mehta',
      country_id: 2,
      country_name: 'India',
      states_name: 'Maharashtra',
      email_ID: ROHAN.email,
      cP_PINCODE: '400050',
      aadhaar: 'XXXX XXXX 1234',
      cP_STATUS: 'Active',
      cP_LEVEL: 1,
      master_id: null,
    });
    expect(JSON.stringify(answer)).not.toContain('482915671234');
    expect((await own(KAVYA)).details[0]).toMatchObject({
      v5: KAVYA.code,
      cP_LEVEL: 2,
      master_id: 1,
      refeR_NAME: 'Rohan Mehta',
      aadhaar: null,
      aadhaar_file: null,
    });
  });

  it('list the General partners under a Master, oldest first, without Aadhaar data; nobody under the others', async () => {
    const under = CpDetailsAnswer.parse((await partnerGet(`${api}/CP/details`, token(ROHAN))).body);
    expect(under.details.map((d) => d.v5)).toEqual([KAVYA.code, ARJUN.code]);
    for (const d of under.details) expect([d.aadhaar, d.aadhaar_file, d.master_id]).toEqual([null, null, 1]);
    for (const p of [KAVYA, MEERA])
      expect(CpDetailsAnswer.parse((await partnerGet(`${api}/CP/details`, token(p))).body).details).toEqual([]);
  });
});

describe('GET /api/CP/GetCPDetailsID', () => {
  it('answers the home card with the referral link on PUBLIC_URL and a scannable QR code of it', async () => {
    const card = CpCard.parse((await partnerGet(`${api}/CP/GetCPDetailsID`, token(KAVYA))).body);
    expect(card).toMatchObject({
      cP_ID: 2,
      cP_NAME: 'Kavya',
      surname: 'Iyer',
      v5: KAVYA.code,
      cP_LEVEL: 2,
      referral_link: `${PUBLIC_URL}/?ref=${KAVYA.code}`,
    });
    const png = PNG.sync.read(Buffer.from(card.qR_Code.slice('data:image/png;base64,'.length), 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(card.referral_link);
  });
});

describe('documents (GET /files/cp/{name})', () => {
  it("serve the owner's document through the signed link", async () => {
    const link = (await own(ROHAN)).details[0]!.aadhaar_file!;
    const answer = await document(link);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.text.startsWith('%PDF-')).toBe(true);
    const cheque = (await bank(ROHAN)).crossed_Chequee_File!;
    expect((await document(cheque)).status).toBe(200);
  });

  it('refuse an altered signature, an altered expiry, a late request and a malformed link', async () => {
    const link = new URL((await personal(ROHAN)).aadhaarFile!, upstream.url);
    const signature = link.searchParams.get('signature')!;
    const altered = new URL(link);
    altered.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    await expectPartnerRefusal(document(altered.pathname + altered.search), 403);
    const later = new URL(link);
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    await expectPartnerRefusal(document(later.pathname + later.search), 403);
    await expectPartnerRefusal(document(link.pathname), 400);
    await expectPartnerRefusal(document(`/files/cp/..%2Fjwt-secret${link.search}`), 400);
    clock.advance(15 * 60_000 + 1000);
    await expectPartnerRefusal(document(link.pathname + link.search), 403);
  });

  it("never open another partner's document with one's own signature", async () => {
    const kavyaFile = await updatePersonal(KAVYA, { ...PERSONAL, aadhar: '' }, pngFile());
    expect(kavyaFile.status).toBe(200);
    const kavyaLink = new URL((await personal(KAVYA)).aadhaarFile!, upstream.url);
    const rohanLink = new URL((await personal(ROHAN)).aadhaarFile!, upstream.url);
    const mixed = `${kavyaLink.pathname}${rohanLink.search}`;
    await expectPartnerRefusal(document(mixed), 403);
    const other = `${rohanLink.pathname}${kavyaLink.search}`;
    await expectPartnerRefusal(document(other), 403);
    expect((await document(kavyaLink.pathname + kavyaLink.search)).status).toBe(200);
  });

  it('answer 404 for a valid link whose file is gone', async () => {
    const link = (await personal(KAVYA)).aadhaarFile!;
    const name = link.slice('/files/cp/'.length, link.indexOf('?'));
    const dir = path.join(upstream.dataDir, 'partner-documents');
    expect(await readdir(dir)).toContain(name);
    await rm(path.join(dir, name));
    await expectPartnerRefusal(document(link), 404);
  });
});

const PERSONAL = {
  cpName: 'Kavya',
  cpSurname: 'Iyer',
  country_id: '2',
  states_id: '31',
  phoneNo: '9840012345',
  cityName: 'Chennai',
  cpAddress: '4, Lake View Road, T. Nagar',
  pincode: '600017',
  aadhar: '3456 7890 4321',
  policy: 'true',
};

function updatePersonal(p: { email: string }, fields: Record<string, string>, file?: FilePart) {
  return partnerPostForm(`${api}/CP/UpdateCpDetails`, token(p), { ...fields, ...(file ? { aadhaarFile: file } : {}) });
}

describe('personal details (POST /api/CP/CP_P_Details, /api/CP/UpdateCpDetails)', () => {
  const POLICY = 'Please select Checkbox to Accept Lumen Devices Private Limited policy.';

  it('answer the form data with the Aadhaar masked', async () => {
    expect(await personal(ROHAN)).toMatchObject({
      cpName: 'Rohan',
      cpSurname: 'Mehta',
      country_id: 2,
      countryname: 'India',
      states_id: 21,
      statename: 'Maharashtra',
      phoneNo: '9820012345',
      cityName: 'Mumbai',
      pincode: '400050',
      aadhar: 'XXXX XXXX 1234',
      policyAccepted: true,
    });
    expect(await personal(MEERA)).toMatchObject({ aadhar: null, aadhaarFile: null, policyAccepted: false });
  });

  it('need the policy accepted and an Aadhaar number or file', async () => {
    await expectPartnerRefusal(updatePersonal(MEERA, { ...PERSONAL, policy: '' }), 400, POLICY);
    await expectPartnerRefusal(updatePersonal(MEERA, { ...PERSONAL, policy: 'false' }), 400, POLICY);
    // The box is ticked: the missing Aadhaar is named (the old site asked to tick the box again).
    await expectPartnerRefusal(
      updatePersonal(MEERA, { ...PERSONAL, aadhar: '' }),
      400,
      'Enter your 12-digit Aadhaar number or upload a copy of your Aadhaar.',
    );
    expect((await personal(MEERA)).policyAccepted).toBe(false);
  });

  it('refuse a pincode of another state than the one chosen (the directory decides)', async () => {
    // 600017 is Chennai, Tamil Nadu (31); Maharashtra is 21.
    await expectPartnerRefusal(
      updatePersonal(MEERA, { ...PERSONAL, states_id: '21', policy: '1' }, pngFile()),
      400,
      'Pincode 600017 is in Tamil Nadu: choose that state, or check the pincode.',
    );
  });

  it('refuse each bad field with the exact message', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ aadhar: '1234 5678 901' }, 'Aadhar number must be 12 digits.'],
      [{ pincode: '6000' }, 'Please enter a valid 6-digit numeric pincode.'],
      [{ phoneNo: '98400' }, 'Phone number must be 10 digits.'],
      [{ cpName: '  ' }, 'Name is required.'],
      [{ country_id: '99' }, 'Please Select Country'],
      [{ states_id: '999' }, 'Please Select State'],
    ];
    for (const [change, message] of cases)
      await expectPartnerRefusal(updatePersonal(MEERA, { ...PERSONAL, ...change }), 400, message);
  });

  it('refuse a file of another type or over 2 MB, and a body that is not multipart', async () => {
    const text: FilePart = {
      name: 'aadhaar.png',
      type: 'image/png',
      bytes: new TextEncoder().encode('not really a picture'),
    };
    await expectPartnerRefusal(updatePersonal(MEERA, PERSONAL, text), 400, 'The file must be a JPEG, PNG or PDF file.');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PDF_BYTES);
    await expectPartnerRefusal(
      updatePersonal(MEERA, PERSONAL, { name: 'big.pdf', type: 'application/pdf', bytes: big }),
      400,
      'The file must be at most 2 MB.',
    );
    await expectPartnerRefusal(partnerPost(`${api}/CP/UpdateCpDetails`, token(MEERA), PERSONAL), 415);
  });

  it('save the fields, the Aadhaar (answered masked) and its document', async () => {
    const saved = await updatePersonal(
      MEERA,
      { ...PERSONAL, cpName: ' Meera ', cpSurname: 'Pillai', aadhar: '3456-7890-4321', policy: '1' },
      pngFile(),
    );
    expect(Message.parse(saved.body).message).toBe('CP Details Updated Successfully.');
    const after = await personal(MEERA);
    expect(after).toMatchObject({
      cpName: 'Meera',
      statename: 'Tamil Nadu',
      cityName: 'Chennai',
      aadhar: 'XXXX XXXX 4321',
      policyAccepted: true,
    });
    const file = await document(after.aadhaarFile!);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
    // The document as upstream re-encoded it: a PNG still.
    const stored = Buffer.from(await (await fetch(`${upstream.url}${after.aadhaarFile!}`)).arrayBuffer());
    expect(stored.subarray(0, 8)).toEqual(Buffer.from(PNG_BYTES).subarray(0, 8));
    expect((await own(MEERA)).details[0]).toMatchObject({
      cP_CITY: 'Chennai',
      states_id: 31,
      aadhaar: 'XXXX XXXX 4321',
    });
    const again = await updatePersonal(MEERA, { ...PERSONAL, aadhar: 'XXXX XXXX 4321', cityName: 'Madurai' });
    expect(again.status).toBe(200);
    expect(await personal(MEERA)).toMatchObject({
      cityName: 'Madurai',
      aadhar: 'XXXX XXXX 4321',
      aadhaarFile: expect.stringContaining(new URL(after.aadhaarFile!, upstream.url).pathname),
    });
  });
});

describe('bank details (POST /api/CP/CPBankDetails, /api/CP/BandDetails)', () => {
  const COMPLETE = {
    bank_Name: 'State Bank of India',
    bank_Account_No: '30012345678',
    bank_Account_Type: 'Savings',
    bank_City: 'Chennai',
    bank_Address: '12, Anna Salai',
    bank_Branch: 'T. Nagar',
    paN_No: 'bcdpi4321k',
    swifT_Code: 'SBININBB',
    rtgS_IFCS_Code: 'SBIN0001234',
    nefT_IFCS_Code: 'SBIN0001234',
    micR_Code: '600002011',
    crossed_Chequee: '004512',
  };
  const updateBank = (p: { email: string }, fields: Record<string, string>, file?: FilePart) =>
    partnerPostForm(`${api}/CP/BandDetails`, token(p), { ...fields, ...(file ? { crossed_Chequee_File: file } : {}) });

  it('answer complete details (not a draft), incomplete ones (a draft) and none at all', async () => {
    expect(await bank(ROHAN)).toMatchObject({
      bank_Name: 'HDFC Bank',
      paN_No: 'ABCPM1234K',
      crossed_Chequee: '000451',
      is_draft: false,
    });
    expect(await bank(KAVYA)).toMatchObject({
      bank_Name: 'State Bank of India',
      bank_Account_No: '',
      is_draft: true,
      crossed_Chequee_File: null,
    });
    const none = await bank(ARJUN);
    expect(none).toMatchObject({ bank_Name: '', micR_Code: '', crossed_Chequee_File: null, is_draft: true });
  });

  it("refuse fields of the wrong form with 'Bank Details Updation failed' and one issue per field", async () => {
    const refused = await expectPartnerRefusal(
      updateBank(KAVYA, { ...COMPLETE, paN_No: 'ABCD1234', rtgS_IFCS_Code: 'SBIN1001234', micR_Code: '60000' }),
      400,
      'Bank Details Updation failed',
    );
    expect(refused.issues).toEqual([
      { path: '/paN_No', message: expect.any(String) },
      { path: '/rtgS_IFCS_Code', message: expect.any(String) },
      { path: '/micR_Code', message: expect.any(String) },
    ]);
    expect((await bank(KAVYA)).bank_Account_No).toBe('');
    await expectPartnerRefusal(
      updateBank(KAVYA, COMPLETE, {
        name: 'x.pdf',
        type: 'application/pdf',
        bytes: new TextEncoder().encode('plain text'),
      }),
      400,
      'The file must be a JPEG, PNG or PDF file.',
    );
    await expectPartnerRefusal(partnerPost(`${api}/CP/BandDetails`, token(KAVYA), COMPLETE), 415);
  });

  it('keep blank fields as a draft, and clear the draft once every field and the cheque are there', async () => {
    expect(Message.parse((await updateBank(ARJUN, { bank_Name: 'Axis Bank' })).body).message).toBe(
      'Bank Details Updated Successfully.',
    );
    expect(await bank(ARJUN)).toMatchObject({ bank_Name: 'Axis Bank', bank_Account_No: '', is_draft: true });
    expect((await updateBank(KAVYA, COMPLETE)).status).toBe(200);
    expect(await bank(KAVYA)).toMatchObject({ paN_No: 'BCDPI4321K', crossed_Chequee_File: null, is_draft: true });
    expect((await updateBank(KAVYA, COMPLETE, pdfFile('cheque.pdf'))).status).toBe(200);
    const done = await bank(KAVYA);
    expect(done.is_draft).toBe(false);
    const file = await document(done.crossed_Chequee_File!);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await updateBank(KAVYA, { ...COMPLETE, micR_Code: '' })).status).toBe(200);
    expect(await bank(KAVYA)).toMatchObject({
      micR_Code: '',
      is_draft: true,
      crossed_Chequee_File: expect.stringMatching(/^\/files\/cp\//),
    });
  });

  it("answer only the caller's own bank details", async () => {
    expect((await bank(MEERA)).bank_Name).toBe('');
    expect((await bank(ROHAN)).bank_Name).toBe('HDFC Bank');
  });

  it('refuses a PAN another partner holds (any case), also when two save it at once', async () => {
    const taken = await updateBank(MEERA, { ...COMPLETE, paN_No: 'abcpm1234k' }, pdfFile());
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      message: 'Bank Details Updation failed',
      issues: [{ path: '/paN_No', message: 'This PAN is registered to another channel partner.' }],
    });
    const pan = 'ZZZPZ9999Z';
    const both = await Promise.all([
      updateBank(MEERA, { ...COMPLETE, paN_No: pan }),
      updateBank(ARJUN, { ...COMPLETE, paN_No: pan.toLowerCase() }),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 400]);
  });
});
