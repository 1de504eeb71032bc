import { describe, expect, it } from 'vitest';
import { createOperatorInput, roleEnum, roleName, updateOperatorInput } from './operators-rules.ts';

describe('operator inputs', () => {
  it('maps roles between the enum and the shop names', () => {
    expect(roleEnum('fulfilment')).toBe('FULFILMENT');
    expect(roleName('OWNER')).toBe('owner');
  });

  it('trims and lower-cases the email and refuses weak passwords with the rule', () => {
    const ok = createOperatorInput.parse({
      name: ' Ana ',
      email: ' Ana@Ops.Example.com ',
      role: 'SUPPORT',
      password: 'Console@2026',
    });
    expect(ok).toMatchObject({ name: 'Ana', email: 'ana@ops.example.com' });
    const weak = createOperatorInput.safeParse({
      name: 'Ana',
      email: 'ana@x.com',
      role: 'SUPPORT',
      password: 'abcdefghijk',
    });
    expect(weak.success).toBe(false);
    expect(weak.error?.issues[0]?.message).toBe('Use at least one letter and one digit.');
  });

  it('needs a numeric operator id to update', () => {
    expect(updateOperatorInput.safeParse({ id: 'x1' }).success).toBe(false);
    expect(updateOperatorInput.parse({ id: '12', active: false })).toEqual({ id: 12, active: false });
  });
});
