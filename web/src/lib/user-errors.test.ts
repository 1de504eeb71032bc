import { describe, expect, it } from 'vitest';
import { firstUserError } from './user-errors.ts';

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
