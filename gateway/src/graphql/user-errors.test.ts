import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checked, refuse, validateInput } from './user-errors.ts';

const kinds = [{ code: 'REQUIRED', message: 'Name, please.' }];
const schema = z.object({ name: z.string().min(1, 'Name, please.').max(3, 'Too long.'), age: z.number() });

describe('validateInput', () => {
  it('gives the parsed value', () => {
    expect(validateInput(schema, { name: 'Al', age: 3 }, ['input'], kinds)).toEqual({
      ok: true,
      data: { name: 'Al', age: 3 },
    });
  });

  it('gives one userError per field, under the root path, coded by its message', () => {
    const result = validateInput(schema, { name: '', age: 'x' }, ['input'], kinds);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.userErrors).toEqual([
      { field: ['input', 'name'], message: 'Name, please.', code: 'REQUIRED' },
      { field: ['input', 'age'], message: expect.any(String), code: 'INVALID' },
    ]);
  });
});

describe('refusals of a rule', () => {
  const refusals = { short: { code: 'TOO_SHORT', message: 'Say more.' } } as const;
  const rule = (value: string) => (value.length < 3 ? ('short' as const) : null);

  it("carry the rule's code, whatever the kinds list says", () => {
    const schema = z.object({ note: checked(rule, refusals, z.string().trim()) });
    expect(validateInput(schema, { note: ' ab ' }, ['input'])).toEqual({
      ok: false,
      userErrors: [{ field: ['input', 'note'], message: 'Say more.', code: 'TOO_SHORT' }],
    });
    expect(validateInput(schema, { note: ' abc ' }, ['input'])).toEqual({ ok: true, data: { note: 'abc' } });
  });

  it('go on the field a form-level check names', () => {
    const schema = z.object({ a: z.string(), b: z.string() }).superRefine((value, ctx) => {
      if (value.a === value.b) refuse(ctx, refusals.short, ['b']);
    });
    expect(validateInput(schema, { a: 'x', b: 'x' }, [])).toEqual({
      ok: false,
      userErrors: [{ field: ['b'], message: 'Say more.', code: 'TOO_SHORT' }],
    });
  });
});
