import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@/features/checkout/checkout-constants.ts';
import {
  addressErrors,
  digitsOnly,
  EMPTY_ADDRESS,
  gstError,
  modalTitle,
  shownErrors,
  toFieldsInput,
  withPincode,
  withPincodeDetails,
} from './address-form.ts';

const filled = {
  ...EMPTY_ADDRESS,
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876543210',
  address: '12 MG Road',
  pincode: '560001',
  city: 'Bangalore',
  state: 'Karnataka',
  country: 'India',
};

describe('address form', () => {
  it('accepts a complete address (email optional)', () => {
    expect(addressErrors(filled)).toEqual({});
  });

  it('names every missing or malformed field', () => {
    expect(addressErrors(EMPTY_ADDRESS)).toMatchObject({
      firstName: ADDRESS_MESSAGES.firstName,
      phone: ADDRESS_MESSAGES.phone,
      pincode: ADDRESS_MESSAGES.pincode,
      city: ADDRESS_MESSAGES.city,
    });
    expect(addressErrors({ ...filled, phone: '98765' }).phone).toBe(ADDRESS_MESSAGES.phone);
    expect(addressErrors({ ...filled, email: 'not-an-email' }).email).toBe(ADDRESS_MESSAGES.email);
    expect(addressErrors({ ...filled, state: '' }).state).toBe(ADDRESS_MESSAGES.unknownPincode);
  });

  it('keeps phone and pincode numeric', () => {
    expect(digitsOnly('98-765 43210x9', 10)).toBe('9876543210');
    expect(withPincode(filled, '5600a12').pincode).toBe('560012');
  });

  it('a new pincode clears state and country; the lookup fills them and an empty city', () => {
    const typed = withPincode({ ...filled, city: '' }, '110001');
    expect(typed).toMatchObject({ state: '', country: '' });
    const details = { pincode: '110001', state: 'Delhi', country: 'India', city: 'New Delhi' };
    expect(withPincodeDetails(typed, details)).toMatchObject({ state: 'Delhi', country: 'India', city: 'New Delhi' });
    expect(withPincodeDetails({ ...typed, city: 'Connaught Place' }, details).city).toBe('Connaught Place');
    expect(withPincodeDetails(typed, { ...details, pincode: '560001' })).toBe(typed);
  });

  it('shows only the messages of boxes that hold something', () => {
    const partial = { ...EMPTY_ADDRESS, phone: '98' };
    expect(shownErrors(partial, addressErrors(partial))).toEqual({ phone: ADDRESS_MESSAGES.phone });
  });

  it('requires a well-formed GST number in GST mode', () => {
    expect(gstError(' ')).toBe(ADDRESS_MESSAGES.gstRequired);
    expect(gstError('29ABCDE1234F1Z')).toBe(ADDRESS_MESSAGES.gstInvalid);
    expect(gstError('29abcde1234f1z5')).toBeNull();
  });

  it('trims the input and leaves a blank email out', () => {
    expect(toFieldsInput({ ...filled, firstName: ' Asha ', email: ' ' })).toMatchObject({
      firstName: 'Asha',
      email: null,
      state: 'Karnataka',
    });
  });

  it('titles the four modes', () => {
    expect(modalTitle({ kind: 'add' })).toBe('Add new address');
    expect(modalTitle({ kind: 'edit-delivery', address: null })).toBe('Edit delivery address');
    expect(modalTitle({ kind: 'gst', address: null })).toBe('Manage GST');
  });
});
