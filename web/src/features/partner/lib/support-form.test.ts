import { describe, expect, it } from 'vitest';
import { supportInput, supportProblem } from './support-form.ts';

const valid = { name: 'Kavya', surname: 'Iyer', email: 'kavya.cp@example.com', message: 'Please call me.' };

describe('supportProblem', () => {
  it('accepts a complete form', () => {
    expect(supportProblem(valid)).toBeNull();
  });
  it('requires every field, in the order of the form', () => {
    expect(supportProblem({ ...valid, name: ' ', message: '' })).toEqual({
      field: 'name',
      message: 'Name is required.',
    });
    expect(supportProblem({ ...valid, surname: '' })?.field).toBe('surname');
    expect(supportProblem({ ...valid, email: '' })).toEqual({ field: 'email', message: 'Email ID is required.' });
    expect(supportProblem({ ...valid, message: '   ' })).toEqual({ field: 'message', message: 'Message is required.' });
  });
  it('wants an email address in Email ID', () => {
    expect(supportProblem({ ...valid, email: 'kavya@' })).toEqual({
      field: 'email',
      message: 'Please enter a valid Email ID.',
    });
  });
});

describe('supportInput', () => {
  it('trims every field', () => {
    expect(supportInput({ name: ' A ', surname: ' B ', email: ' a@b.co ', message: ' hi ' })).toEqual({
      name: 'A',
      surname: 'B',
      email: 'a@b.co',
      message: 'hi',
    });
  });
});
