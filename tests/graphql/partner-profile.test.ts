// The partner's profile through the gateway against a real upstream: personal details with the
// Aadhaar document, bank details with the crossed cheque and the draft flag, documents through the
// /files/* proxy, the support form, forgotten password by mailed link, and the public lists.
import { beforeAll, describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import {
  PartnerBankDraftDocument,
  PartnerNotificationsDocument,
  PartnerProfileDocument,
  PartnerPublicListsDocument,
  PartnerRequestPasswordResetDocument,
  PartnerResetPasswordDocument,
  SendPartnerSupportDocument,
  UpdatePartnerBankDetailsDocument,
  UpdatePartnerDetailsDocument,
} from './generated/graphql.ts';
import {
  KAVYA,
  PDF_UPLOAD,
  PNG_UPLOAD,
  ROHAN,
  SPEC_DATE,
  asPartner,
  linkToken,
  newestMail,
  partnerData,
  partnerLogin,
  uniqueEmail,
} from './partner.ts';

const { upstream, gateway } = useShop();
let kavya: string;

beforeAll(async () => {
  kavya = (await partnerLogin(gateway, KAVYA.email)).partnerToken;
});
const FULL_BANK = {
  bankName: 'HDFC Bank',
  accountNumber: '50100123456789',
  accountType: 'Savings',
  city: 'Chennai',
  address: 'Anna Salai',
  branch: 'Anna Salai',
  pan: 'abcpi1234k',
  swiftCode: 'HDFCINBB',
  rtgsIfscCode: 'HDFC0000123',
  neftIfscCode: 'HDFC0000123',
  micrCode: '600240002',
  crossedChequeNumber: '123456',
};

async function download(path: string): Promise<Response> {
  return fetch(`${gateway.url}${path}`);
}

describe('bank details', () => {
  it('shows the draft notice until every field and the cheque are in, then not', async () => {
    expect((await partnerData(gateway, kavya, PartnerBankDraftDocument)).partner.bankDetails.isDraft).toBe(true);
    const partial = await partnerData(gateway, kavya, UpdatePartnerBankDetailsDocument, {
      input: { ...FULL_BANK, micrCode: '' },
    });
    expect(partial.updatePartnerBankDetails).toMatchObject({
      message: 'Bank Details Updated Successfully.',
      bankDetails: { micrCode: '', isDraft: true },
      userErrors: [],
    });

    const full = await partnerData(gateway, kavya, UpdatePartnerBankDetailsDocument, {
      input: { ...FULL_BANK, crossedChequeFile: PNG_UPLOAD },
    });
    const saved = full.updatePartnerBankDetails;
    expect(saved.userErrors).toEqual([]);
    expect(saved.bankDetails).toMatchObject({ pan: 'ABCPI1234K', micrCode: '600240002', isDraft: false });
    expect(saved.bankDetails!.crossedChequeFileUrl).toMatch(
      /^\/files\/cp\/[0-9a-f]+\.png\?expires=\d+&signature=[0-9a-f]+$/,
    );
    const cheque = await download(saved.bankDetails!.crossedChequeFileUrl!);
    expect(cheque.status).toBe(200);
    expect(cheque.headers.get('content-type')).toContain('image/png');
    // A tampered link opens nothing.
    expect(
      (await download(saved.bankDetails!.crossedChequeFileUrl!.replace(/signature=[0-9a-f]{4}/, 'signature=0000')))
        .status,
    ).toBe(403);
    // Omitting the file keeps the one on record.
    const again = await partnerData(gateway, kavya, UpdatePartnerBankDetailsDocument, { input: FULL_BANK });
    expect(again.updatePartnerBankDetails.bankDetails!.isDraft).toBe(false);
  });

  it("refuses malformed fields with the spec's failure first, before any upstream call", async () => {
    const result = await asPartner(gateway, kavya, UpdatePartnerBankDetailsDocument, {
      input: {
        ...FULL_BANK,
        pan: 'ABC',
        rtgsIfscCode: 'HDFC1000123',
        crossedChequeFile: { ...PDF_UPLOAD, base64: 'aGVsbG8=' },
      },
    });
    expect(result.body.data!.updatePartnerBankDetails).toEqual({
      message: null,
      bankDetails: null,
      userErrors: [
        { field: null, message: 'Bank Details Updation failed', code: 'BANK_DETAILS_INVALID' },
        {
          field: ['input', 'pan'],
          message: 'PAN must be 5 letters, 4 digits and a letter (e.g. ABCDE1234F).',
          code: 'INVALID',
        },
        {
          field: ['input', 'rtgsIfscCode'],
          message: 'IFSC must be 4 letters, 0 and 6 letters or digits (e.g. HDFC0001234).',
          code: 'INVALID',
        },
        {
          field: ['input', 'crossedChequeFile'],
          message: 'The file must be a JPEG, PNG or PDF file.',
          code: 'FILE_TYPE',
        },
      ],
    });
    expect(result.headers.get('x-upstream-calls')).toBe('0');
  });
});

describe('personal details', () => {
  const details = {
    name: 'Kavya',
    surname: 'Iyer',
    countryId: '2',
    stateId: '31',
    phone: '9876501234',
    city: 'Coimbatore',
    address: '4, Race Course Road',
    pincode: '641018',
  };

  it("needs the accepted policy (the spec's message), without calling upstream", async () => {
    const result = await asPartner(gateway, kavya, UpdatePartnerDetailsDocument, {
      input: { ...details, aadhaar: '123412341234', acceptPolicy: false },
    });
    expect(result.body.data!.updatePartnerDetails.userErrors).toEqual([
      {
        field: ['input', 'acceptPolicy'],
        message: 'Please select Checkbox to Accept Lumen Devices Private Limited policy.',
        code: 'POLICY_REQUIRED',
      },
    ]);
    expect(result.headers.get('x-upstream-calls')).toBe('0');
  });

  it('saves the details with the Aadhaar number and document; the number comes back masked, the document as a link', async () => {
    const saved = (
      await partnerData(gateway, kavya, UpdatePartnerDetailsDocument, {
        input: { ...details, aadhaar: '5678 1234 4321', aadhaarFile: PDF_UPLOAD, acceptPolicy: true },
      })
    ).updatePartnerDetails;
    expect(saved).toMatchObject({
      message: 'CP Details Updated Successfully.',
      userErrors: [],
      partner: {
        fullName: 'Kavya Iyer',
        phone: '9876501234',
        city: 'Coimbatore',
        countryId: '2',
        stateId: '31',
        pincode: '641018',
        aadhaarMasked: 'XXXX XXXX 4321',
      },
    });
    const document = await download(saved.partner!.aadhaarFileUrl!);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toContain('application/pdf');
    // Sending the masked number back keeps it.
    const kept = await partnerData(gateway, kavya, UpdatePartnerDetailsDocument, {
      input: { ...details, city: 'Madurai', aadhaar: 'XXXX XXXX 4321', acceptPolicy: true },
    });
    expect(kept.updatePartnerDetails.partner).toMatchObject({ city: 'Madurai', aadhaarMasked: 'XXXX XXXX 4321' });
  });

  it("passes on upstream's refusal of an unknown state", async () => {
    const result = await partnerData(gateway, kavya, UpdatePartnerDetailsDocument, {
      input: { ...details, stateId: '999999', acceptPolicy: true },
    });
    expect(result.updatePartnerDetails.partner).toBeNull();
    expect(result.updatePartnerDetails.userErrors).toEqual([
      expect.objectContaining({ message: 'Please Select State' }),
    ]);
  });

  it("shows the partner's own profile, and a Master's sub-partners ('V5.1 Details')", async () => {
    const rohan = (await partnerLogin(gateway, ROHAN.email)).partnerToken;
    const { partner } = await partnerData(gateway, rohan, PartnerProfileDocument);
    expect(partner).toMatchObject({
      email: ROHAN.email,
      status: 'Active',
      aadhaarMasked: expect.stringMatching(/^XXXX XXXX \d{4}$/),
    });
    expect(partner.subPartners).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: KAVYA.email, fullName: 'Kavya Iyer', levelLabel: 'V5 (General)' }),
      ]),
    );
  });
});

describe('support and password reset (public)', () => {
  it('sends the support form, and checks its fields first', async () => {
    const email = uniqueEmail('support.cp');
    const sent = await gateway.graphql(SendPartnerSupportDocument, {
      input: { name: 'Asha', surname: 'Rao', email, message: 'Please call me about the program.' },
    });
    expect(sent.body.data!.sendPartnerSupport).toEqual({
      ok: true,
      message: 'Thank You. We will reach you soon.',
      userErrors: [],
    });
    expect((await newestMail(upstream.url, email)).body).toContain('Please call me about the program.');
    const bad = await gateway.graphql(SendPartnerSupportDocument, {
      input: { name: 'Asha', surname: '', email: 'asha', message: 'x' },
    });
    expect(bad.body.data!.sendPartnerSupport.userErrors).toEqual([
      { field: ['input', 'surname'], message: 'Surname is required.', code: 'REQUIRED' },
      { field: ['input', 'email'], message: 'Please enter a valid Email ID.', code: 'INVALID_EMAIL' },
    ]);
  });

  it('mails a single-use reset link; the new password logs in; an unknown email gets the same answer', async () => {
    const unknown = await gateway.graphql(PartnerRequestPasswordResetDocument, { email: uniqueEmail('unknown.cp') });
    expect(unknown.body.data!.partnerRequestPasswordReset).toEqual({
      ok: true,
      message: 'Please check your registered Email for Password',
      userErrors: [],
    });
    const requested = await gateway.graphql(PartnerRequestPasswordResetDocument, { email: ROHAN.email });
    expect(requested.body.data!.partnerRequestPasswordReset).toEqual({
      ok: true,
      message: 'Please check your registered Email for Password',
      userErrors: [],
    });
    const token = linkToken((await newestMail(upstream.url, ROHAN.email)).body, /forgotpassword\?token=([\w%-]+)/);
    const mismatch = await gateway.graphql(PartnerResetPasswordDocument, {
      input: { token, password: 'Rohan@2026x', confirmPassword: 'Rohan@2026y' },
    });
    expect(mismatch.body.data!.partnerResetPassword.userErrors).toEqual([
      {
        field: ['input', 'confirmPassword'],
        message: 'New Password and New Confirm Password did not match.',
        code: 'PASSWORD_MISMATCH',
      },
    ]);
    const reset = await gateway.graphql(PartnerResetPasswordDocument, {
      input: { token, password: 'Rohan@2026x', confirmPassword: 'Rohan@2026x' },
    });
    expect(reset.body.data!.partnerResetPassword).toEqual({
      ok: true,
      message: 'Password Updated Successfully.',
      userErrors: [],
    });
    await partnerLogin(gateway, ROHAN.email, 'Rohan@2026x');
    const reused = await gateway.graphql(PartnerResetPasswordDocument, {
      input: { token, password: 'Rohan@2026z', confirmPassword: 'Rohan@2026z' },
    });
    expect(reused.body.data!.partnerResetPassword.userErrors).toEqual([
      { field: ['input', 'token'], message: 'This link is invalid or has expired.', code: 'LINK_INVALID' },
    ]);
  });

  it('lists videos, salutations and the program defaults without a partner token', async () => {
    const { body } = await gateway.graphql(PartnerPublicListsDocument);
    expect(body.errors).toBeUndefined();
    expect(body.data!.salutations.map((s) => s.name)).toEqual(['Mr.', 'Mrs.', 'Ms.', 'Dr.']);
    expect(body.data!.partnerProgramDefaults).toEqual({
      nextLevelActivation: 0,
      masterPercent: 10,
      generalActivation: 0,
      generalPercent: 5,
      clientDiscount: 10,
      maxDiscount: 35,
    });
    expect(body.data!.partnerVideos.length).toBe(6);
  });

  it('lists every notification, or those of the last 30 days, with dates and sanitised bodies', async () => {
    const { partner } = await partnerData(gateway, kavya, PartnerNotificationsDocument);
    expect(partner.all.length).toBe(6);
    expect(partner.recent.length).toBe(3);
    for (const n of partner.all) expect(n.date).toMatch(SPEC_DATE);
  });
});
