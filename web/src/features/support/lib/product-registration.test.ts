import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  groupProducts,
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
  it('words the first problem, and points a missing product at the category while none is chosen', () => {
    expect(registrationProblem(filled, true, TODAY)).toBeNull();
    expect(registrationProblem({ ...filled, category: '', productId: '' }, true, TODAY)).toEqual({
      field: 'category',
      message: 'Please select a product.',
    });
    expect(registrationProblem({ ...filled, productId: '' }, true, TODAY)?.field).toBe('productId');
    expect(registrationProblem(filled, false, TODAY)).toEqual({
      field: 'invoiceFile',
      message: 'Please upload an invoice file.',
    });
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
