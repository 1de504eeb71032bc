import { describe, expect, it } from 'vitest';
import { complaintProblem, EMPTY_COMPLAINT, raiseComplaintInput, type ComplaintValues } from './complaint-form.ts';

const filled: ComplaintValues = {
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
const noChecklist = { required: false, itemIds: ['1', '2'], ticked: new Set<string>() };

describe('complaintProblem', () => {
  it('accepts a complete form', () => {
    expect(complaintProblem(filled, noChecklist)).toBeNull();
  });
  it('starts with India as the country and everything else empty', () => {
    expect(EMPTY_COMPLAINT.country).toBe('India');
    expect(complaintProblem(EMPTY_COMPLAINT, noChecklist)).toEqual({
      field: 'complaintTypeId',
      message: 'Please select a complaint type.',
    });
  });
  it('requires every field, blank after trimming counting as missing', () => {
    expect(complaintProblem({ ...filled, subject: '   ' }, noChecklist)).toEqual({
      field: 'subject',
      message: 'Please enter a subject.',
    });
    expect(complaintProblem({ ...filled, colorId: '' }, noChecklist)?.message).toBe(
      'Please select the colour of your product.',
    );
    expect(complaintProblem({ ...filled, country: '' }, noChecklist)?.field).toBe('country');
  });
  it('checks the email, phone and pincode shapes', () => {
    expect(complaintProblem({ ...filled, email: 'aarav@' }, noChecklist)?.field).toBe('email');
    expect(complaintProblem({ ...filled, phone: '98765' }, noChecklist)?.message).toBe(
      'Please enter a valid 10-digit mobile number.',
    );
    expect(complaintProblem({ ...filled, pincode: '5600' }, noChecklist)?.message).toBe(
      'Please enter a valid 6-digit pincode.',
    );
  });
  it('wants every checklist box ticked when the type requires it, right after the type', () => {
    const partly = { required: true, itemIds: ['1', '2'], ticked: new Set(['1']) };
    expect(complaintProblem({ ...filled, complaintTypeId: '5', productId: '' }, partly)).toEqual({
      field: 'checklist',
      message: 'Please tick every item of the checklist.',
    });
    expect(
      complaintProblem({ ...filled, complaintTypeId: '5' }, { ...partly, ticked: new Set(['1', '2']) }),
    ).toBeNull();
  });
});

describe('raiseComplaintInput', () => {
  it('trims the values and adds the date, the ticked items and the attachment', () => {
    const checklist = { required: true, itemIds: ['1', '2'], ticked: new Set(['2', '1']) };
    const file = { fileName: 'photo.png', contentType: 'image/png', base64: 'iVBOR' };
    const input = raiseComplaintInput({ ...filled, subject: ' Ring ' }, '2025-10-18', checklist, file);
    expect(input.subject).toBe('Ring');
    expect(input.purchaseDate).toBe('2025-10-18');
    expect(input.checklistItemIds).toEqual(['1', '2']);
    expect(input.attachment).toBe(file);
  });
  it('sends no checklist for a type without one', () => {
    expect(raiseComplaintInput(filled, '2025-10-18', noChecklist, null).checklistItemIds).toBeNull();
  });
});
