import { describe, expect, it } from 'vitest';
import { couponCode, validUntil } from './coupon-code.ts';

describe('couponCode', () => {
  it('is the prefix and 8 unambiguous characters', () => {
    const code = couponCode('WELCOME', Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 30]));
    expect(code).toBe('WELCOME-2345678Z');
    expect(couponCode('WELCOME', new Uint8Array(8).fill(255))).toMatch(/^WELCOME-[2-9A-HJ-NP-Z]{8}$/);
  });

  it('needs 8 bytes', () => {
    expect(() => couponCode('X', new Uint8Array(4))).toThrow();
  });

  it('validUntil adds whole days', () => {
    expect(validUntil(new Date('2026-01-01T10:00:00Z'), 30).toISOString()).toBe('2026-01-31T10:00:00.000Z');
  });
});
