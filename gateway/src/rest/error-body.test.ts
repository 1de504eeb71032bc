import { describe, expect, it } from 'vitest';
import { codeOf, messageOf } from './error-body.ts';

describe('error bodies', () => {
  it("reads an error body's message and code, tolerating anything else", () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'Max 5 items Allowed', code: 'MAX_QUANTITY' };
    expect(messageOf(body)).toBe('Max 5 items Allowed');
    expect(codeOf(body)).toBe('MAX_QUANTITY');
    expect(messageOf('plain text')).toBeNull();
    expect(codeOf({ message: 'x' })).toBeNull();
    expect(messageOf({ message: '  ' })).toBeNull();
  });
});
