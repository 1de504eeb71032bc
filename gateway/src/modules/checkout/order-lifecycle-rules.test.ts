import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '@shop/commerce/checkout/order-lifecycle';
import { lifecycleRefusal, returnKindEnum, returnKindOf, rowState, statusEnum } from './order-lifecycle-rules.ts';

describe('the lifecycle on the GraphQL surface', () => {
  it('names every state in the enum, upper case', () => {
    expect(ORDER_STATES.map(statusEnum)).toEqual([
      'PENDING_PAYMENT',
      'PLACED',
      'PAID',
      'PACKED',
      'SHIPPED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
      'CANCELLED',
      'RETURN_REQUESTED',
      'RETURN_RECEIVED',
      'REFUNDED',
      'REPLACED',
    ]);
  });

  it('maps the return kinds both ways', () => {
    expect(returnKindOf(returnKindEnum('replacement'))).toBe('replacement');
    expect(returnKindOf(returnKindEnum('return'))).toBe('return');
  });

  it("reads a row's state, falling back on its Success or Cancelled text", () => {
    expect(rowState({ status: 'Success', lifecycleStatus: 'shipped' })).toBe('shipped');
    expect(rowState({ status: 'Success', lifecycleStatus: null })).toBe('placed');
    expect(rowState({ status: '', lifecycleStatus: 'lost' })).toBe('cancelled');
  });

  it("keeps upstream's refusal and names the field of a bad reason", () => {
    expect(lifecycleRefusal('RETURN_REASON_INVALID', 'Please tell us the reason.')).toEqual({
      code: 'RETURN_REASON_INVALID',
      message: 'Please tell us the reason.',
      field: ['input', 'reason'],
    });
    expect(lifecycleRefusal(null, null)).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', field: null });
  });
});
