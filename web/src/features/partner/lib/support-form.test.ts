// The form's input; the rule is tested in @shop/commerce/partner/support-form.
import { describe, expect, it } from 'vitest';
import { supportInput, supportProblem } from './support-form.ts';

describe('support form', () => {
  it('gives the first problem with its message', () => {
    expect(supportProblem({ name: 'A', surname: '', email: 'x', message: '' })).toEqual({
      field: 'surname',
      message: 'Surname is required.',
    });
    expect(supportProblem({ name: 'A', surname: 'B', email: 'a@b.co', message: 'hi' })).toBeNull();
  });

  it('trims every field', () => {
    expect(supportInput({ name: ' A ', surname: ' B ', email: ' a@b.co ', message: ' hi ' })).toEqual({
      name: 'A',
      surname: 'B',
      email: 'a@b.co',
      message: 'hi',
    });
  });
});
