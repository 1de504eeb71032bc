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
    lines: [
      { id: '101-1011-8-0', quantity: 1 },
      { id: '301-3013--0', quantity: 2 },
    ],
    coupons: ['101-1011:RING15'],
    discount: 0,
    amount: 10_000,
  };

  it('ignores the order of lines and coupons', () => {
    const same = { ...facts, lines: [...facts.lines].reverse(), coupons: ['101-1011:RING15', '101-1011:RING15'] };
    expect(orderRequestFingerprint(same)).toBe(orderRequestFingerprint(facts));
  });

  it('changes with the quantity, the address, the payment type, the coupons or the customer', () => {
    const base = orderRequestFingerprint(facts);
    expect(
      orderRequestFingerprint({ ...facts, lines: [{ id: '101-1011-8-0', quantity: 2 }, facts.lines[1]!] }),
    ).not.toBe(base);
    expect(orderRequestFingerprint({ ...facts, addressId: 4 })).not.toBe(base);
    expect(orderRequestFingerprint({ ...facts, paytype: 1 })).not.toBe(base);
    expect(orderRequestFingerprint({ ...facts, coupons: [] })).not.toBe(base);
    expect(orderRequestFingerprint({ ...facts, userId: 8 })).not.toBe(base);
  });

  it('tells requests apart by their figures too', () => {
    const base = orderRequestFingerprint(facts);
    expect(orderRequestFingerprint({ ...facts, amount: 1 })).not.toBe(base);
    expect(orderRequestFingerprint({ ...facts, discount: 1 })).not.toBe(base);
  });

  it('keys a request by the client key only: without one, every request is an intended order', () => {
    expect(idempotencyKey('abc-123')).toBe('client:abc-123');
    expect(idempotencyKey(null)).toBeNull();
  });
});
