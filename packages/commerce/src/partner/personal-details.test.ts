import { describe, expect, it } from 'vitest';
import { PARTNER_ERRORS } from './messages.ts';
import { checkPersonalDetails, maskAadhaar, parseAadhaarInput, type PersonalDetailsForm } from './personal-details.ts';

const form: PersonalDetailsForm = {
  name: 'Kavya',
  surname: 'Iyer',
  countryId: '2',
  stateId: '31',
  phone: '9840012345',
  city: 'Chennai',
  address: '4, Lake View Road',
  pincode: '600017',
  aadhaar: '',
  acceptPolicy: true,
};
const onRecord = { numberOnRecord: true, fileOnRecord: false, fileChosen: false };
const nothing = { numberOnRecord: false, fileOnRecord: false, fileChosen: false };

describe('the Aadhaar number', () => {
  it('is answered masked', () => {
    expect(maskAadhaar('345678904321')).toBe('XXXX XXXX 4321');
    expect(maskAadhaar(null)).toBeNull();
    expect(maskAadhaar('1234')).toBeNull();
  });

  it('is kept when the box is blank or sends the masked number back; 12 digits replace it', () => {
    expect(parseAadhaarInput('')).toEqual({ kind: 'keep' });
    expect(parseAadhaarInput(null)).toEqual({ kind: 'keep' });
    expect(parseAadhaarInput('XXXX XXXX 4321')).toEqual({ kind: 'keep' });
    expect(parseAadhaarInput('xxxxxxxx4321')).toEqual({ kind: 'keep' });
    expect(parseAadhaarInput('3456 7890 4321')).toEqual({ kind: 'set', value: '345678904321' });
    expect(parseAadhaarInput('3456-7890-4321')).toEqual({ kind: 'set', value: '345678904321' });
    expect(parseAadhaarInput('3456 7890 432')).toEqual({ kind: 'invalid' });
    expect(parseAadhaarInput('3456 7890 432a')).toEqual({ kind: 'invalid' });
  });
});

describe('checkPersonalDetails', () => {
  it('answers the cleaned details of a complete form', () => {
    expect(checkPersonalDetails({ ...form, name: ' Kavya ', aadhaar: '3456 7890 4321' }, nothing)).toEqual({
      ok: true,
      value: {
        name: 'Kavya',
        surname: 'Iyer',
        countryId: 2,
        stateId: 31,
        phone: '9840012345',
        city: 'Chennai',
        address: '4, Lake View Road',
        pincode: '600017',
        aadhaar: '345678904321',
      },
    });
    expect(checkPersonalDetails(form, onRecord)).toMatchObject({ ok: true, value: { aadhaar: undefined } });
    expect(checkPersonalDetails(form, { ...nothing, fileChosen: true })).toMatchObject({ ok: true });
    expect(checkPersonalDetails(form, { ...nothing, fileOnRecord: true })).toMatchObject({ ok: true });
  });

  it("needs the policy and an Aadhaar number or file, with the spec's message", () => {
    const policy = { ok: false, problems: [{ field: 'acceptPolicy', key: 'policy' }] };
    expect(checkPersonalDetails({ ...form, acceptPolicy: false }, onRecord)).toEqual(policy);
    // With the box ticked, a missing Aadhaar is named as such (the old site asked to tick the box).
    expect(checkPersonalDetails(form, nothing)).toEqual({
      ok: false,
      problems: [{ field: 'aadhaar', key: 'aadhaarMissing' }],
    });
    expect(PARTNER_ERRORS.policy.message).toBe(
      'Please select Checkbox to Accept Lumen Devices Private Limited policy.',
    );
  });

  it('names a malformed Aadhaar number rather than the policy', () => {
    expect(checkPersonalDetails({ ...form, aadhaar: '3456 7890 432' }, nothing)).toEqual({
      ok: false,
      problems: [{ field: 'aadhaar', key: 'aadhaar' }],
    });
  });

  it('checks the fields in the order of the form, one problem each', () => {
    const check = checkPersonalDetails(
      { ...form, name: ' ', stateId: '', phone: '98400', pincode: '6000', acceptPolicy: false },
      onRecord,
    );
    expect(check).toEqual({
      ok: false,
      problems: [
        { field: 'name', key: 'nameRequired' },
        { field: 'stateId', key: 'state' },
        { field: 'phone', key: 'phone' },
        { field: 'pincode', key: 'pincode' },
        { field: 'acceptPolicy', key: 'policy' },
      ],
    });
    expect(checkPersonalDetails({ ...form, countryId: '0', address: 'A'.repeat(501) }, onRecord)).toEqual({
      ok: false,
      problems: [
        { field: 'countryId', key: 'country' },
        { field: 'address', key: 'addressTooLong' },
      ],
    });
  });
});
