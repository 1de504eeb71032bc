import { describe, expect, it } from 'vitest';
import { isSaneRequestId } from './request-id.ts';

describe('isSaneRequestId', () => {
  it('takes UUIDs, hex ids and short tokens', () => {
    expect(isSaneRequestId('3f2b7c1e-9a4d-4e2f-8b1a-0c6d5e4f3a2b')).toBe(true);
    expect(isSaneRequestId('a1b2c3d4e5f6')).toBe(true);
    expect(isSaneRequestId('web:1.2_x')).toBe(true);
  });

  it('refuses empty, too long, non-string and text with spaces, quotes or line breaks', () => {
    expect(isSaneRequestId('')).toBe(false);
    expect(isSaneRequestId('x'.repeat(129))).toBe(false);
    expect(isSaneRequestId('x'.repeat(128))).toBe(true);
    expect(isSaneRequestId(undefined)).toBe(false);
    expect(isSaneRequestId(['a', 'b'])).toBe(false);
    expect(isSaneRequestId('id with space')).toBe(false);
    expect(isSaneRequestId('id"quote')).toBe(false);
    expect(isSaneRequestId('id\nforged log line')).toBe(false);
  });
});
