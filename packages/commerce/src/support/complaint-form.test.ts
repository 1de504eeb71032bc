import { describe, expect, it } from 'vitest';
import {
  checkComplaintForm,
  checkComplaintSearch,
  checkTicketNumber,
  checkOrderId,
  isChecklistComplete,
  requiresChecklist,
  type ComplaintFields,
} from './complaint-form.ts';
import { SUPPORT_ERRORS } from './messages.ts';

const filled: ComplaintFields = {
  complaintTypeId: '2',
  productId: '101',
  colorId: '1011',
  orderId: 'LUM2510180001',
  invoiceNumber: 'LUM/INV/25-26/04812',
  subject: 'Ring does not pair',
  description: 'The app cannot find the ring.',
  contactName: 'Aarav Sharma',
  email: 'aarav@example.com',
  phone: '9876543210',
  address: '12 MG Road',
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
};
const none = { required: false, itemIds: ['1', '2'], ticked: new Set<string>() };

describe('checkComplaintForm', () => {
  it('accepts a complete form, with or without the checklist state', () => {
    expect(checkComplaintForm(filled, none)).toBeNull();
    expect(checkComplaintForm(filled)).toBeNull();
  });

  it('names the first problem in the order the form shows its fields', () => {
    const blank = Object.fromEntries(Object.keys(filled).map((k) => [k, ''])) as unknown as ComplaintFields;
    expect(checkComplaintForm(blank)).toEqual({ field: 'complaintTypeId', key: 'complaintType' });
    expect(checkComplaintForm({ ...filled, subject: '   ', city: '' })).toEqual({
      field: 'subject',
      key: 'subjectRequired',
    });
    expect(checkComplaintForm({ ...filled, colorId: '0' })).toEqual({ field: 'colorId', key: 'color' });
    expect(checkComplaintForm({ ...filled, productId: '1234567890' })?.key).toBe('product');
  });

  it('checks the email, phone and pincode shapes', () => {
    expect(checkComplaintForm({ ...filled, email: 'aarav@' })?.key).toBe('emailInvalid');
    expect(checkComplaintForm({ ...filled, phone: '98765' })?.key).toBe('phoneInvalid');
    expect(checkComplaintForm({ ...filled, pincode: '5600' })?.key).toBe('pincodeInvalid');
  });

  it('keeps each text to its limit: a description of 4000 characters passes, 4001 does not', () => {
    expect(checkComplaintForm({ ...filled, description: 'x'.repeat(4000) })).toBeNull();
    expect(checkComplaintForm({ ...filled, description: 'x'.repeat(4001) })).toEqual({
      field: 'description',
      key: 'descriptionTooLong',
    });
    expect(SUPPORT_ERRORS.descriptionTooLong.message).toBe('description must be at most 4000 characters.');
    expect(checkComplaintForm({ ...filled, orderId: 'L'.repeat(41) })?.key).toBe('orderIdTooLong');
  });

  it('wants every checklist item ticked right after a type that asks for it', () => {
    const partly = { required: true, itemIds: ['1', '2'], ticked: new Set(['1']) };
    expect(checkComplaintForm({ ...filled, complaintTypeId: '5', productId: '' }, partly)).toEqual({
      field: 'checklist',
      key: 'checklist',
    });
    expect(
      checkComplaintForm({ ...filled, complaintTypeId: '5' }, { ...partly, ticked: new Set(['2', '1']) }),
    ).toBeNull();
  });
});

describe('the checklist', () => {
  it('is asked of type 5 only, and complete only when every item is ticked', () => {
    expect([4, 5, 6].map(requiresChecklist)).toEqual([false, true, false]);
    expect(isChecklistComplete([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isChecklistComplete([1, 2], [1, 2, 3])).toBe(false);
    expect(isChecklistComplete([], [])).toBe(true);
  });
});

describe('searches and lookups', () => {
  it("searches by email or 10-digit phone, with the spec's message otherwise", () => {
    expect(checkComplaintSearch(' aarav@example.com ')).toBeNull();
    expect(checkComplaintSearch('9876543210')).toBeNull();
    expect(checkComplaintSearch('12345')).toBe('badSearch');
    expect(SUPPORT_ERRORS.badSearch.message).toBe('Please enter a valid Email or Mobile number');
  });

  it('tracks a request by its ticket number, present and at most 20 characters', () => {
    expect(checkTicketNumber(' LSR-000012 ')).toBeNull();
    expect(checkTicketNumber('  ')).toBe('ticketNumberRequired');
    expect(checkTicketNumber('X'.repeat(21))).toBe('ticketNumberTooLong');
    expect(SUPPORT_ERRORS.ticketNumberRequired.message).toBe('Please enter the ticket number of your request.');
  });

  it('looks up an order id of 1 to 40 characters', () => {
    expect(checkOrderId('LUM2510180001')).toBeNull();
    expect(checkOrderId(' ')).toBe('orderIdRequired');
    expect(checkOrderId('L'.repeat(41))).toBe('orderIdTooLong');
    expect(SUPPORT_ERRORS.orderIdRequired.message).toBe('Please enter the order id.');
  });
});
