import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import { describe, expect, it } from 'vitest';
import { bankRefusal, refusal, subPartnerOf } from './payloads.ts';

describe('refusal', () => {
  it("passes upstream's text on, coded and placed on its field when the gateway knows it", () => {
    expect(refusal('Aadhar number must be 12 digits.', PARTNER_ERRORS.unexpected)).toEqual({
      field: ['input', 'aadhaar'],
      message: 'Aadhar number must be 12 digits.',
      code: 'INVALID_AADHAAR',
    });
    expect(refusal('The file must be at most 2 MB.', PARTNER_ERRORS.unexpected, { fileField: 'aadhaarFile' })).toEqual({
      field: ['input', 'aadhaarFile'],
      message: 'The file must be at most 2 MB.',
      code: 'FILE_TOO_LARGE',
    });
    expect(refusal('Phone is required.', PARTNER_ERRORS.unexpected)).toEqual({
      field: null,
      message: 'Phone is required.',
      code: 'REQUIRED',
    });
    expect(refusal('Something new.', PARTNER_ERRORS.nominationFailed)).toEqual({
      field: null,
      message: 'Something new.',
      code: 'REJECTED',
    });
  });

  it('falls back to the spec message when upstream gives none', () => {
    expect(refusal(null, PARTNER_ERRORS.couponShareFailed)).toEqual({
      field: null,
      message: 'Coupon Share failed',
      code: 'COUPON_SHARE_FAILED',
    });
    expect(refusal(null, PARTNER_ERRORS.linkInvalid)).toEqual({
      field: ['input', 'token'],
      message: 'This link is invalid or has expired.',
      code: 'LINK_INVALID',
    });
  });
});

describe('bankRefusal', () => {
  it("leads with the spec's failure, then each upstream field issue on its input field", () => {
    expect(
      bankRefusal('Bank Details Updation failed', [
        { field: 'pan', message: 'PAN is not valid.' },
        { field: 'branch', message: 'Branch must be at most 120 characters.' },
        { field: null, message: 'Odd.' },
      ]),
    ).toEqual([
      { field: null, message: 'Bank Details Updation failed', code: 'BANK_DETAILS_INVALID' },
      { field: ['input', 'pan'], message: 'PAN is not valid.', code: 'INVALID' },
      { field: ['input', 'branch'], message: 'Branch must be at most 120 characters.', code: 'TOO_LONG' },
      { field: null, message: 'Odd.', code: 'INVALID' },
    ]);
  });

  it('adds a file problem on the cheque file', () => {
    expect(bankRefusal('The file must be a JPEG, PNG or PDF file.', [])).toEqual([
      { field: null, message: 'Bank Details Updation failed', code: 'BANK_DETAILS_INVALID' },
      {
        field: ['input', 'crossedChequeFile'],
        message: 'The file must be a JPEG, PNG or PDF file.',
        code: 'FILE_TYPE',
      },
    ]);
  });
});

describe('subPartnerOf', () => {
  it('shows name with surname and the level label', () => {
    const record = {
      id: 3,
      code: 'V5G1002',
      level: 'GENERAL' as const,
      name: 'Kavya',
      surname: 'Iyer',
      email: 'k@x.in',
      phone: '',
      countryId: 2,
      country: 'India',
      stateId: 31,
      state: 'Tamil Nadu',
      city: '',
      address: '',
      pincode: '',
      referName: 'Rohan Mehta',
      referEmail: 'r@x.in',
      referPhone: '',
      aadhaarMasked: null,
      aadhaarFileUrl: null,
      status: 'Active',
      masterId: 1,
    };
    expect(subPartnerOf(record)).toEqual({
      id: 3,
      name: 'Kavya',
      surname: 'Iyer',
      fullName: 'Kavya Iyer',
      email: 'k@x.in',
      country: 'India',
      state: 'Tamil Nadu',
      level: 'GENERAL',
      levelLabel: 'V5 (General)',
      referName: 'Rohan Mehta',
      referEmail: 'r@x.in',
      status: 'Active',
    });
  });
});
