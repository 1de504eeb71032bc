import { describe, expect, it } from 'vitest';
import { SUPPORT_ERRORS } from './messages.ts';
import { checkProductRegistration, type ProductRegistrationFields } from './product-registration.ts';

const TODAY = '2026-03-10';
const filled: ProductRegistrationFields = {
  firstName: 'Meera',
  lastName: '',
  email: 'meera@example.com',
  mobile: '9876543210',
  productId: '101',
  invoiceDate: '2026-03-01',
  comments: '',
};
const withFile = { today: TODAY, hasInvoiceFile: true };

describe('checkProductRegistration', () => {
  it('accepts the required fields and a file; last name and comments are optional', () => {
    expect(checkProductRegistration(filled, withFile)).toBeNull();
  });

  it('requires first name, email, mobile, a product and the invoice date, in form order', () => {
    expect(checkProductRegistration({ ...filled, firstName: ' ', email: 'x' }, withFile)).toEqual({
      field: 'firstName',
      key: 'firstNameRequired',
    });
    expect(checkProductRegistration({ ...filled, email: 'x' }, withFile)?.key).toBe('emailInvalid');
    expect(checkProductRegistration({ ...filled, mobile: '12345' }, withFile)?.key).toBe('phoneInvalid');
    expect(checkProductRegistration({ ...filled, productId: '' }, withFile)).toEqual({
      field: 'productId',
      key: 'product',
    });
    expect(checkProductRegistration({ ...filled, invoiceDate: '' }, withFile)?.key).toBe('invoiceDateRequired');
    expect(checkProductRegistration({ ...filled, invoiceDate: '10/03/2026' }, withFile)?.key).toBe('dateInvalid');
  });

  it('refuses an invoice date after today; today itself is fine', () => {
    expect(checkProductRegistration({ ...filled, invoiceDate: '2026-03-11' }, withFile)).toEqual({
      field: 'invoiceDate',
      key: 'futureDate',
    });
    expect(checkProductRegistration({ ...filled, invoiceDate: TODAY }, withFile)).toBeNull();
  });

  it('asks for the invoice file after the date, and keeps the optional texts to their limits', () => {
    expect(checkProductRegistration(filled, { today: TODAY, hasInvoiceFile: false })).toEqual({
      field: 'invoiceFile',
      key: 'invoiceRequired',
    });
    expect(checkProductRegistration({ ...filled, lastName: 'x'.repeat(61) }, withFile)?.key).toBe('lastNameTooLong');
    expect(checkProductRegistration({ ...filled, comments: 'x'.repeat(1001) }, withFile)?.key).toBe('commentsTooLong');
    expect(SUPPORT_ERRORS.invoiceRequired.message).toBe('Please upload an invoice file.');
  });
});
