import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateInput } from './user-errors.ts';

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
