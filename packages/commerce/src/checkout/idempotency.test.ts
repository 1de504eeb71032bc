import { describe, expect, it } from 'vitest';
import { isIdempotencyKey } from './idempotency.ts';

describe('an idempotency key', () => {
  it('is a UUID or a similar token of 8 to 100 safe characters', () => {
    expect(isIdempotencyKey('0b6f8f0e-3f1c-4c1e-9a57-2f5f3c1f9e21')).toBe(true);
    expect(isIdempotencyKey('attempt:1.a_b')).toBe(true);
    expect(isIdempotencyKey('short')).toBe(false);
    expect(isIdempotencyKey('x'.repeat(101))).toBe(false);
    expect(isIdempotencyKey('has space 123')).toBe(false);
    expect(isIdempotencyKey('new\nline-1234')).toBe(false);
  });
});
