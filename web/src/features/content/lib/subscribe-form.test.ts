import { describe, expect, it } from 'vitest';
import { popupProblem } from './subscribe-form.ts';

describe('popupProblem', () => {
  it("names the field and words the problem, the phone's with the spec's message", () => {
    const ok = { name: 'Meera', email: 'meera@example.com', phone: '9876543210' };
    expect(popupProblem(ok)).toBeNull();
    expect(popupProblem({ ...ok, name: '  ' })).toEqual({ field: 'name', message: 'Please enter your name.' });
    expect(popupProblem({ ...ok, phone: '98765 4321' })).toEqual({
      field: 'phone',
      message: 'Please enter 10 digits for mobile no.',
    });
  });
});
