import { describe, expect, it } from 'vitest';
import { addressListSchema, addressPayload, formFieldOf, refusedFieldOf } from './address-mapping.ts';

const address = {
  id: 7,
  kind: 'billing',
  fname: 'Aarav',
  lname: 'Sharma',
  deladdress: '14, Brigade Road',
  delcity: 'Bengaluru',
  delstate: 'Karnataka',
  country: 'India',
  pincode: '560001',
  mobile_no: '9876543210',
  emailid: '',
  gender: 'Male',
  agegroup: '40 above',
  isprimary: 1,
  gst: '29ABCDE1234F1Z5',
};

describe('Address', () => {
  it('is renamed, with the spec values of gender and age group as enums and blanks as null', () => {
    expect(addressListSchema.parse([address])).toEqual([
      {
        id: 7,
        kind: 'BILLING',
        firstName: 'Aarav',
        lastName: 'Sharma',
        address: '14, Brigade Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        pincode: '560001',
        phone: '9876543210',
        email: null,
        gender: 'MALE',
        ageGroup: 'AGE_40_ABOVE',
        isPrimary: true,
        gstNumber: '29ABCDE1234F1Z5',
      },
    ]);
  });

  it('reads a delivery address, and unknown or missing choices as null', () => {
    const [parsed] = addressListSchema.parse([
      { ...address, kind: 'delivery', gender: 'x', agegroup: null, isprimary: 0 },
    ]);
    expect(parsed).toMatchObject({ kind: 'DELIVERY', gender: null, ageGroup: null, isPrimary: false });
  });
});

describe('address forms', () => {
  const fields = {
    firstName: 'Aarav',
    lastName: 'Sharma',
    address: '14, Brigade Road',
    city: 'Bengaluru',
    pincode: '560001',
    phone: '9876543210',
    email: null,
    state: null,
    country: null,
  };

  it('go out with the contract names', () => {
    expect(addressPayload('shipping', fields)).toEqual({
      shippingFirstName: 'Aarav',
      shippingLastName: 'Sharma',
      shippingAddress: '14, Brigade Road',
      shippingCity: 'Bengaluru',
      shippingState: '',
      shippingCountry: '',
      shippingPincode: '560001',
      shippingPhone: '9876543210',
      shippingEmail: '',
    });
  });

  it("read upstream's field names back as the form's fields", () => {
    expect(formFieldOf('billingFirstName')).toEqual({ part: 'billing', name: 'firstName' });
    expect(formFieldOf('shippingPincode')).toEqual({ part: 'shipping', name: 'pincode' });
    expect(formFieldOf('agegroup')).toEqual({ part: null, name: 'ageGroup' });
    expect(formFieldOf('gst')).toEqual({ part: null, name: 'gstNumber' });
    expect(formFieldOf(null)).toBeNull();
  });

  it("take a refusal's field from its first issue", () => {
    const refusal = { statusCode: 400, error: 'Bad Request', message: 'x' };
    const issue = (path: string) => ({ path, message: 'x' });
    expect(refusedFieldOf({ ...refusal, issues: [issue('/billingPincode'), issue('/gst')] })).toEqual({
      part: 'billing',
      name: 'pincode',
    });
    expect(refusedFieldOf({ ...refusal, issues: [issue('/')] })).toBeNull();
    expect(refusedFieldOf(refusal)).toBeNull();
  });
});
