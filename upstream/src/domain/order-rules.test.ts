import { describe, expect, it } from 'vitest';
import { idempotencyKey, invoiceNumber, minutesBefore, orderNumber, orderRequestFingerprint } from './order-rules.ts';

describe('order numbers', () => {
  it('are LUM, the India date and a 4-digit sequence', () => {
    expect(orderNumber(new Date('2025-10-18T06:42:10.000Z'), 1)).toBe('LUM2510180001');
    // 20:00 UTC is already the next day in India (UTC+5:30)
    expect(orderNumber(new Date('2026-03-01T20:00:00.000Z'), 42)).toBe('LUM2603020042');
    expect(orderNumber(new Date('2026-03-01T00:00:00.000Z'), 12345)).toBe('LUM26030112345');
  });

  it('give the invoice number', () => {
    expect(invoiceNumber('LUM2510180001')).toBe('INV-2510180001');
  });

  it('count minutes back', () => {
    expect(minutesBefore(new Date('2026-01-31T18:30:00.000Z'), 10).toISOString()).toBe('2026-01-31T18:20:00.000Z');
  });
});

describe('order request fingerprint', () => {
  const facts = {
    userId: 7,
    addressId: 3,
    paytype: 2,
    gst: null,
    coupons: ['101-1011:RING15', '301-3013:NIMBUS5'],
  };

  it('ignores the order and repeats of coupons', () => {
    const same = { ...facts, coupons: ['301-3013:NIMBUS5', '101-1011:RING15', '101-1011:RING15'] };
    expect(orderRequestFingerprint(same)).toBe(orderRequestFingerprint(facts));
  });

  it('changes with the address, the payment type, the coupons, the GSTIN or the customer', () => {
    const base = orderRequestFingerprint(facts);
    expect(orderRequestFingerprint({ ...facts, gst: '29ABCDE1234F1Z5' })).not.toBe(base);
    expect(orderRequestFingerprint({ ...facts, addressId: 4 })).not.toBe(base);
    expect(orderRequestFingerprint({ ...facts, paytype: 1 })).not.toBe(base);
    expect(orderRequestFingerprint({ ...facts, coupons: [] })).not.toBe(base);
    expect(orderRequestFingerprint({ ...facts, userId: 8 })).not.toBe(base);
  });

  it('keys a request by the client key only: without one, every request is an intended order', () => {
    expect(idempotencyKey('abc-123')).toBe('client:abc-123');
    expect(idempotencyKey(null)).toBeNull();
  });
});
