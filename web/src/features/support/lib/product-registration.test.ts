import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  groupProducts,
  localIsoDate,
  registrationProblem,
  type RegistrationValues,
} from './product-registration.ts';

const TODAY = '2026-03-10';
const filled: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  firstName: 'Meera',
  email: 'meera@example.com',
  mobile: '9876543210',
  category: 'Smart Rings',
  productId: '101',
  invoiceDate: '2026-03-01',
};

describe('registrationProblem', () => {
  it('accepts the required fields and a file; last name, comment and newsletter are optional', () => {
    expect(registrationProblem(filled, true, TODAY)).toBeNull();
  });
  it('requires first name, email, mobile, a product and the invoice date', () => {
    expect(registrationProblem({ ...filled, firstName: ' ' }, true, TODAY)).toEqual({
      field: 'firstName',
      message: 'Please enter your first name.',
    });
    expect(registrationProblem({ ...filled, email: 'x' }, true, TODAY)?.field).toBe('email');
    expect(registrationProblem({ ...filled, mobile: '12345' }, true, TODAY)?.message).toBe(
      'Please enter a valid 10-digit mobile number.',
    );
    expect(registrationProblem({ ...filled, category: '', productId: '' }, true, TODAY)).toEqual({
      field: 'category',
      message: 'Please select a product.',
    });
    expect(registrationProblem({ ...filled, productId: '' }, true, TODAY)?.field).toBe('productId');
    expect(registrationProblem({ ...filled, invoiceDate: '' }, true, TODAY)?.message).toBe(
      'Please enter the invoice date.',
    );
  });
  it('refuses an invoice date in the future, today is fine', () => {
    expect(registrationProblem({ ...filled, invoiceDate: '2026-03-11' }, true, TODAY)?.message).toBe(
      'The invoice date cannot be in the future.',
    );
    expect(registrationProblem({ ...filled, invoiceDate: TODAY }, true, TODAY)).toBeNull();
  });
  it('asks for the invoice file last', () => {
    expect(registrationProblem(filled, false, TODAY)).toEqual({
      field: 'invoiceFile',
      message: 'Please upload an invoice file.',
    });
  });
});

describe('localIsoDate', () => {
  it('writes the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('groupProducts', () => {
  it('groups by category in list order and names products when it can', () => {
    const groups = groupProducts(
      [
        { id: '101', categoryName: 'Smart Rings', model: 'AR-300' },
        { id: '201', categoryName: 'Smart Watches', model: 'VX-1' },
        { id: '102', categoryName: 'Smart Rings', model: 'AR-150' },
      ],
      [{ id: '101', name: 'Aura Ring Gen 3' }],
    );
    expect(groups).toEqual([
      {
        category: 'Smart Rings',
        products: [
          { id: '101', label: 'Aura Ring Gen 3 (AR-300)' },
          { id: '102', label: 'AR-150' },
        ],
      },
      { category: 'Smart Watches', products: [{ id: '201', label: 'VX-1' }] },
    ]);
  });
});
