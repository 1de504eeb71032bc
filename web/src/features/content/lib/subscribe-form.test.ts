import { describe, expect, it } from 'vitest';
import { popupProblem } from './subscribe-form.ts';

const ok = { name: 'Meera', email: 'meera@example.com', phone: '9876543210' };

describe('popupProblem', () => {
  it('accepts a name, an email and 10 digits', () => {
    expect(popupProblem(ok)).toBeNull();
  });
  it('requires every field, in order', () => {
    expect(popupProblem({ ...ok, name: '  ' })).toEqual({ field: 'name', message: 'Please enter your name.' });
    expect(popupProblem({ ...ok, email: 'meera' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address.',
    });
    expect(popupProblem({ ...ok, phone: '' })).toEqual({
      field: 'phone',
      message: 'Please enter 10 digits for mobile no.',
    });
  });
  it('wants the phone exactly 10 digits long', () => {
    expect(popupProblem({ ...ok, phone: '987654321' })?.message).toBe('Please enter 10 digits for mobile no.');
    expect(popupProblem({ ...ok, phone: '98765432101' })?.message).toBe('Please enter 10 digits for mobile no.');
    expect(popupProblem({ ...ok, phone: '98765 4321' })?.message).toBe('Please enter 10 digits for mobile no.');
  });
});
