import { describe, expect, it } from 'vitest';
import { ADDRESS_ERRORS } from '@shop/commerce/checkout/messages';
import {
  addressErrors,
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

  it("puts the address form's messages on their fields", () => {
    expect(addressErrors(EMPTY_ADDRESS)).toEqual({
      firstName: ADDRESS_ERRORS.firstName.message,
      lastName: ADDRESS_ERRORS.lastName.message,
      phone: ADDRESS_ERRORS.phone.message,
      address: ADDRESS_ERRORS.address.message,
      pincode: ADDRESS_ERRORS.pincode.message,
      city: ADDRESS_ERRORS.city.message,
    });
    expect(addressErrors({ ...filled, email: 'not-an-email' })).toEqual({ email: ADDRESS_ERRORS.email.message });
  });

  it('wants the state and country of a complete pincode from the lookup', () => {
    expect(addressErrors({ ...filled, state: '' })).toEqual({ state: ADDRESS_ERRORS.unknownPincode.message });
  });

  it('keeps the pincode numeric', () => {
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
    expect(shownErrors(partial, addressErrors(partial))).toEqual({ phone: ADDRESS_ERRORS.phone.message });
  });

  it('answers the GST number messages in GST mode', () => {
    expect(gstError(' ')).toBe('Please enter your GST number.');
    expect(gstError('29ABCDE1234F1Z')).toBe('Please enter a valid GST number.');
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
