import { describe, expect, it } from 'vitest';
import { EMPTY_COMPLAINT } from './complaint-form.ts';
import { complaintStart, registrationStart, trackContactStart } from './prefill.ts';
import { EMPTY_REGISTRATION } from './product-registration.ts';

const profile = {
  firstName: 'Meera',
  lastName: 'Iyer',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '9876500000',
};

describe('support form prefill', () => {
  it('gives a guest empty forms', () => {
    expect(complaintStart(null)).toEqual(EMPTY_COMPLAINT);
    expect(registrationStart(undefined)).toEqual(EMPTY_REGISTRATION);
    expect(trackContactStart(null)).toBe('');
  });

  it('fills product registration from the profile', () => {
    expect(registrationStart({ profile })).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      mobile: '9876500000',
      invoiceDate: '',
    });
  });

  it('fills the service request with the primary delivery address, when there is one', () => {
    const address = {
      address: '1 Beach Road',
      pincode: '682555',
      city: 'Kavaratti',
      state: 'Lakshadweep',
      country: '',
    };
    expect(complaintStart({ profile, deliveryAddresses: [address] })).toMatchObject({
      contactName: 'Meera Iyer',
      phone: '9876500000',
      address: '1 Beach Road',
      pincode: '682555',
      country: 'India',
    });
    expect(complaintStart({ profile: { ...profile, email: null }, deliveryAddresses: [] })).toMatchObject({
      email: '',
      address: '',
      pincode: '',
    });
  });

  it('offers the email to the track search, else the mobile number', () => {
    expect(trackContactStart({ profile })).toBe('meera@example.com');
    expect(trackContactStart({ profile: { ...profile, email: null } })).toBe('9876500000');
  });
});
