import { describe, expect, it } from 'vitest';
import { toMoney } from '@shop/commerce/money';
import type { RefundRow } from '../../generated/upstream/types.gen.ts';
import { refundPageSchema } from './refunds-mapping.ts';

const refund = {
  id: 3,
  orderNumber: 'LUM2511020001',
  customerName: 'Priya Raman',
  customerEmail: null,
  reference: 'CCAV-REF-1',
  trackingId: '310012345678',
  amount: 24999,
  currency: 'INR',
  reason: 'Cancelled after payment',
  createdAt: '2025-11-02T10:15:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  resolutionNote: null,
} satisfies RefundRow;

describe('refundPageSchema', () => {
  it('gives a refund its amount as Money in its currency', () => {
    const { amount, currency, ...rest } = refund;
    expect(refundPageSchema.parse({ items: [refund], total: 1 })).toEqual({
      items: [{ ...rest, amount: toMoney(amount, currency) }],
      total: 1,
    });
  });

  it('refuses a refund without its currency', () => {
    const { currency: _currency, ...withoutCurrency } = refund;
    expect(refundPageSchema.safeParse({ items: [withoutCurrency], total: 1 }).success).toBe(false);
  });
});
