import { describe, expect, it } from 'vitest';
import { firstUserError, formFieldOf } from './user-errors.ts';

describe('firstUserError', () => {
  it('names the field by the last segment of its path', () => {
    expect(firstUserError([{ field: ['input', 'phone'], message: 'Please enter 10 digits for mobile no.' }])).toEqual({
      field: 'phone',
      message: 'Please enter 10 digits for mobile no.',
    });
  });
  it('keeps a message without a field', () => {
    expect(firstUserError([{ field: null, message: 'Failed to register product.' }])).toEqual({
      field: null,
      message: 'Failed to register product.',
    });
    expect(firstUserError([{ field: [], message: 'x' }])).toEqual({ field: null, message: 'x' });
  });
  it('is null without errors', () => {
    expect(firstUserError([])).toBeNull();
    expect(firstUserError(undefined)).toBeNull();
  });
});

describe('formFieldOf', () => {
  const FIELDS = ['name', 'email', 'phone'] as const;
  it("names one of the form's own fields", () => {
    expect(formFieldOf(FIELDS, 'email')).toBe('email');
  });
  it('is null for a field the form does not show, or none', () => {
    expect(formFieldOf(FIELDS, 'couponCode')).toBeNull();
    expect(formFieldOf(FIELDS, null)).toBeNull();
    expect(formFieldOf(FIELDS, undefined)).toBeNull();
  });
});
