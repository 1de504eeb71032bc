import { describe, expect, it } from 'vitest';
import { quantityError } from './cart-payloads.ts';

describe('quantityError', () => {
  it("puts the package's refusal on the added line's quantity", () => {
    expect(quantityError('maxQuantity')).toEqual({
      field: ['input', 'quantity'],
      message: 'Max 5 items Allowed',
      code: 'MAX_QUANTITY',
    });
    expect(quantityError('minQuantity')).toEqual({
      field: ['input', 'quantity'],
      message: 'Quantity must be at least 1.',
      code: 'INVALID_QUANTITY',
    });
  });
});
