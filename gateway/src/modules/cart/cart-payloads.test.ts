import { describe, expect, it } from 'vitest';
import type { Session } from '../../auth/session.ts';
import { cartPayload, quantityError } from './cart-payloads.ts';

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

describe('cartPayload', () => {
  it("answers upstream's refusal of an offer that is not the product's as a userError on offerProductIds", () => {
    const session = {} as Session;
    const payload = cartPayload(
      session,
      'token',
      { kind: 'invalid', code: 'OFFER_NOT_FOUND', message: 'This offer is not available with this product.' },
      'add',
    );
    expect(payload).toEqual({
      lines: null,
      userErrors: [
        {
          field: ['input', 'offerProductIds'],
          message: 'This offer is not available with this product.',
          code: 'OFFER_NOT_FOUND',
        },
      ],
    });
  });
});
