import { describe, expect, it } from 'vitest';
import { complaintProblem, EMPTY_COMPLAINT, raiseComplaintInput, type ComplaintValues } from './complaint-form.ts';

const started: ComplaintValues = { ...EMPTY_COMPLAINT, complaintTypeId: '2', subject: 'Ring does not pair' };
const noChecklist = { required: false, itemIds: ['1', '2'], ticked: new Set<string>() };

describe('complaintProblem', () => {
  it('starts with India as the country, and words the first problem', () => {
    expect(EMPTY_COMPLAINT.country).toBe('India');
    expect(complaintProblem(EMPTY_COMPLAINT, noChecklist)).toEqual({
      field: 'complaintTypeId',
      message: 'Please select a complaint type.',
    });
    expect(complaintProblem(started, noChecklist)?.message).toBe('Please select a product.');
  });
});

describe('raiseComplaintInput', () => {
  it('trims the values and adds the date, the ticked items and the attachment', () => {
    const checklist = { required: true, itemIds: ['1', '2'], ticked: new Set(['2', '1']) };
    const file = { fileName: 'photo.png', contentType: 'image/png', base64: 'iVBOR' };
    const input = raiseComplaintInput({ ...started, subject: ' Ring ' }, '2025-10-18', checklist, file);
    expect(input.subject).toBe('Ring');
    expect(input.purchaseDate).toBe('2025-10-18');
    expect(input.checklistItemIds).toEqual(['1', '2']);
    expect(input.attachment).toBe(file);
  });

  it('sends no checklist for a type without one', () => {
    expect(raiseComplaintInput(started, '2025-10-18', noChecklist, null).checklistItemIds).toBeNull();
  });
});
