import { describe, expect, it } from 'vitest';
import { checkComplaintForm, checkProductRegistrationForm, listOfIds } from './support-forms.ts';

const form = (values: Record<string, string | string[]>) =>
  new Map(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v : [v]] as const));

const complaint = {
  complaint: '5',
  product_id: '101',
  color_id: '1011',
  contact_Name: 'Aarav Sharma',
  email: 'Aarav@Example.com',
  Phone: '9876543210',
  Address: '14 Brigade Road',
  Pincode: '560001',
  City: 'Bengaluru',
  State: 'Karnataka',
  Country: 'India',
  Order_Id: 'LUM2511020001',
  Subject: 'Ring does not power on',
  Describe: 'It stopped charging.',
  Purchased_Date: '2025-11-02',
  Invoice_Number: 'INV-1',
  checklist: '1,2,3',
};

describe('checkComplaintForm', () => {
  it("reads the spec's client's fields, lowercases the email and parses the checklist", () => {
    expect(checkComplaintForm(form(complaint))).toMatchObject({
      ok: true,
      value: { complaintTypeId: 5, productId: 101, colorId: 1011, email: 'aarav@example.com', checklistIds: [1, 2, 3] },
    });
  });

  it('takes repeated checklist fields too, and none at all', () => {
    expect(checkComplaintForm(form({ ...complaint, checklist: ['1', '4'] }))).toMatchObject({
      value: { checklistIds: [1, 4] },
    });
    const { checklist: _c, ...without } = complaint;
    expect(checkComplaintForm(form(without))).toMatchObject({ value: { checklistIds: [] } });
    expect(listOfIds(['', ' 2 , 2'])).toEqual([2]);
  });

  it("names a refused field by the spec's client's name, with its message", () => {
    expect(checkComplaintForm(form({ ...complaint, Phone: '98765' }))).toEqual({
      ok: false,
      field: 'Phone',
      message: 'Please enter a valid 10-digit mobile number.',
    });
    expect(checkComplaintForm(form({ ...complaint, Describe: 'x'.repeat(4001) }))).toMatchObject({
      field: 'Describe',
      message: 'description must be at most 4000 characters.',
    });
    expect(checkComplaintForm(form({ ...complaint, Purchased_Date: '2025-02-30' }))).toMatchObject({
      field: 'Purchased_Date',
      message: 'Please enter a valid date.',
    });
    expect(checkComplaintForm(form({ ...complaint, checklist: '1,x' }))).toMatchObject({ field: 'checklist' });
  });
});

describe('checkProductRegistrationForm', () => {
  const registration = {
    firstName: 'Priya',
    email: 'Priya@Example.com',
    mobile: '9123456780',
    productId: '401',
    invoiceDate: '2026-01-10',
    subscribe: 'true',
  };
  const options = { today: '2026-02-01', hasInvoiceFile: true };

  it('reads the form with optional last name and comments', () => {
    expect(checkProductRegistrationForm(form(registration), options)).toEqual({
      ok: true,
      value: {
        firstName: 'Priya',
        lastName: '',
        email: 'priya@example.com',
        mobile: '9123456780',
        productId: 401,
        invoiceDate: '2026-01-10',
        comments: '',
        subscribe: true,
      },
    });
    expect(checkProductRegistrationForm(form({ ...registration, subscribe: 'no' }), options)).toMatchObject({
      value: { subscribe: false },
    });
  });

  it('refuses a future invoice date and a missing invoice file on their fields', () => {
    expect(checkProductRegistrationForm(form(registration), { ...options, today: '2026-01-09' })).toMatchObject({
      field: 'invoiceDate',
      message: 'The invoice date cannot be in the future.',
    });
    expect(checkProductRegistrationForm(form(registration), { ...options, hasInvoiceFile: false })).toEqual({
      ok: false,
      field: 'invoiceFile',
      message: 'Please upload an invoice file.',
    });
  });
});
