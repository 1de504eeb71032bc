import { describe, expect, it } from 'vitest';
import { validateInput } from '../../graphql/user-errors.ts';
import {
  complaintSearchInput,
  isLookupableOrderId,
  orderIdInput,
  raiseComplaintInput,
  registerProductInput,
} from './inputs.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n', 'latin1');
const pdf = { fileName: 'x.exe', contentType: 'text/plain', base64: PDF.toString('base64') };
const errorsOf = (schema: Parameters<typeof validateInput>[0], value: unknown) => {
  const result = validateInput(schema, value, ['input']);
  return result.ok ? [] : result.userErrors;
};

const complaint = {
  complaintTypeId: '5',
  productId: '101',
  colorId: '1011',
  contactName: ' Aarav ',
  email: 'a@b.co',
  phone: '9876543210',
  address: 'Road',
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  orderId: 'LUM1',
  subject: 'S',
  description: 'D',
  purchaseDate: '2025-10-18',
  invoiceNumber: 'INV',
  checklistItemIds: ['1', '2', '2'],
};

describe('raise complaint input', () => {
  it('turns ids into numbers, trims, de-duplicates the checklist and names the attachment by content', () => {
    const parsed = raiseComplaintInput.parse({ ...complaint, attachment: pdf });
    expect(parsed).toMatchObject({
      complaintTypeId: 5,
      productId: 101,
      colorId: 1011,
      contactName: 'Aarav',
      checklistItemIds: [1, 2],
    });
    expect(parsed.attachment).toMatchObject({ type: 'application/pdf', fileName: 'attachment.pdf' });
    expect(raiseComplaintInput.parse(complaint).attachment).toBeNull();
  });

  it('gives field messages worded as upstream words them', () => {
    expect(
      errorsOf(raiseComplaintInput, {
        ...complaint,
        complaintTypeId: 'x',
        description: '',
        purchaseDate: '2025-02-30',
      }),
    ).toEqual([
      {
        field: ['input', 'complaintTypeId'],
        message: 'Please select a complaint type.',
        code: 'INVALID_COMPLAINT_TYPE',
      },
      { field: ['input', 'description'], message: 'Please enter a description.', code: 'REQUIRED' },
      { field: ['input', 'purchaseDate'], message: 'Please enter a valid date.', code: 'INVALID_DATE' },
    ]);
  });

  it('names the limit of a field that is too long', () => {
    expect(errorsOf(raiseComplaintInput, { ...complaint, subject: 'x'.repeat(201) })).toEqual([
      { field: ['input', 'subject'], message: 'subject must be at most 200 characters.', code: 'TOO_LONG' },
    ]);
  });
});

describe('register product input', () => {
  const registration = {
    firstName: 'Priya',
    email: 'p@x.in',
    mobile: '9123456780',
    productId: '401',
    invoiceDate: '2026-01-08',
  };

  it("requires the invoice with the spec's message", () => {
    expect(errorsOf(registerProductInput, registration)).toEqual([
      { field: ['input', 'invoiceFile'], message: 'Please upload an invoice file.', code: 'INVOICE_REQUIRED' },
    ]);
    expect(registerProductInput.parse({ ...registration, invoiceFile: pdf })).toMatchObject({
      lastName: '',
      comments: '',
      subscribe: false,
      invoiceFile: { fileName: 'invoice.pdf' },
    });
  });

  it("asks for the invoice date, and refuses one after today by the shop's calendar", () => {
    expect(errorsOf(registerProductInput, { ...registration, invoiceDate: ' ', invoiceFile: pdf })).toEqual([
      { field: ['input', 'invoiceDate'], message: 'Please enter the invoice date.', code: 'REQUIRED' },
    ]);
    expect(errorsOf(registerProductInput, { ...registration, invoiceDate: '2999-01-01', invoiceFile: pdf })).toEqual([
      { field: ['input', 'invoiceDate'], message: 'The invoice date cannot be in the future.', code: 'FUTURE_DATE' },
    ]);
  });

  it('reads the invoice date typed as dd-MM-yyyy, and refuses a day that does not exist', () => {
    expect(registerProductInput.parse({ ...registration, invoiceDate: '08-01-2026', invoiceFile: pdf })).toMatchObject({
      invoiceDate: '2026-01-08',
    });
    expect(errorsOf(registerProductInput, { ...registration, invoiceDate: '30-02-2026', invoiceFile: pdf })).toEqual([
      { field: ['input', 'invoiceDate'], message: 'Please enter a valid date.', code: 'INVALID_DATE' },
    ]);
  });

  it('gives every wrong field at once', () => {
    expect(
      errorsOf(registerProductInput, { ...registration, firstName: '', mobile: '12' }).map((e) => e.field),
    ).toEqual([
      ['input', 'firstName'],
      ['input', 'mobile'],
      ['input', 'invoiceFile'],
    ]);
  });

  it('refuses a fake invoice by content', () => {
    const fake = {
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      base64: Buffer.from('plain text').toString('base64'),
    };
    expect(errorsOf(registerProductInput, { ...registration, invoiceFile: fake })).toEqual([
      { field: ['input', 'invoiceFile'], message: 'The file must be a JPEG, PNG or PDF file.', code: 'FILE_TYPE' },
    ]);
  });
});

describe('complaint search input', () => {
  it('takes an email or 10 digits', () => {
    expect(complaintSearchInput.safeParse(' a@b.co ').success).toBe(true);
    expect(complaintSearchInput.safeParse('9876543210').success).toBe(true);
    expect(complaintSearchInput.safeParse('98765').success).toBe(false);
  });
});

describe('order id lookup', () => {
  it('refuses a blank id and looks up no id longer than an order id', () => {
    expect(orderIdInput.safeParse(' ').error?.issues[0]?.message).toBe('Please enter the order id.');
    expect(orderIdInput.parse(' LUM1 ')).toBe('LUM1');
    expect(isLookupableOrderId('x'.repeat(40))).toBe(true);
    expect(isLookupableOrderId('x'.repeat(41))).toBe(false);
  });
});
