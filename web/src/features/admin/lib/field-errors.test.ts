import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';

describe('fieldErrors', () => {
  it('keeps the first message per field and puts errors without one on the form', () => {
    expect(
      fieldErrors([
        { field: ['input', 'salePrice'], message: 'a' },
        { field: ['input', 'salePrice'], message: 'b' },
        { field: null, message: 'c' },
      ]),
    ).toEqual({ salePrice: 'a', form: 'c' });
  });
});
