import { describe, expect, it } from 'vitest';
import { chosenId, partnerPhone, Problems, textProblem } from './form-fields.ts';

describe('form fields', () => {
  it('check a text: blank when required, then its longest length', () => {
    const rule = { max: 5, tooLong: 'nameTooLong', required: 'nameRequired' } as const;
    expect(textProblem('  ', rule)).toBe('nameRequired');
    expect(textProblem(' abcde ', rule)).toBeNull();
    expect(textProblem('abcdef', rule)).toBe('nameTooLong');
    expect(textProblem('', { max: 5, tooLong: 'nameTooLong' })).toBeNull();
  });

  it('read the id of a select box', () => {
    expect(chosenId('17')).toBe(17);
    expect(chosenId(' 2 ')).toBe(2);
    expect(chosenId(2)).toBe(2);
    for (const value of ['', '0', 0, '-1', '1.5', 'x', null, undefined, 2 ** 31]) expect(chosenId(value)).toBeNull();
  });

  it('keep one problem per field, in order', () => {
    const problems = new Problems<'a' | 'b'>();
    problems.add('b', 'cityRequired');
    problems.add('a', null);
    problems.add('b', 'cityTooLong');
    problems.add('a', 'nameRequired');
    expect(problems.answer(() => 'value')).toEqual({
      ok: false,
      problems: [
        { field: 'b', key: 'cityRequired' },
        { field: 'a', key: 'nameRequired' },
      ],
    });
    expect(new Problems().answer(() => 'value')).toEqual({ ok: true, value: 'value' });
  });
});

describe('partnerPhone', () => {
  it('takes 10 digits, with blanks, dashes and +91 taken off', () => {
    expect(partnerPhone('9840012345')).toBe('9840012345');
    expect(partnerPhone(' +91 98400-12345 ')).toBe('9840012345');
    expect(partnerPhone('919840012345')).toBe('9840012345');
    for (const raw of ['98400', '98400123456', '+1 9840012345', '98400a2345', '']) expect(partnerPhone(raw)).toBeNull();
  });
});
