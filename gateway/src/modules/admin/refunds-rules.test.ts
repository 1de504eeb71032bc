import { describe, expect, it } from 'vitest';
import { refundReasonLabel, resolveRefundInput } from './refunds-rules.ts';

describe('refund rules', () => {
  it('words each reason and shows an unknown one as it is', () => {
    expect(refundReasonLabel('order_cancelled')).toBe('Paid after the order was cancelled');
    expect(refundReasonLabel('chargeback')).toBe('chargeback');
  });

  it('needs a reference of 3 to 200 characters, trimmed', () => {
    expect(resolveRefundInput.parse({ id: '4', reference: '  UTR 123 ' })).toEqual({ id: 4, reference: 'UTR 123' });
    expect(resolveRefundInput.safeParse({ id: '4', reference: 'ab' }).error?.issues[0]?.message).toBe(
      'Enter the reference of the refund (3 to 200 characters).',
    );
  });
});
