import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, OPERATOR_ROLES, can, operatorPasswordProblem, permissionsOf } from './roles.ts';

describe('operator roles', () => {
  it('lets an owner do everything', () => {
    expect(permissionsOf('owner')).toEqual([...ADMIN_PERMISSIONS]);
  });

  it('keeps each role to its own work', () => {
    expect(can('support', 'orders.fulfil')).toBe(false);
    expect(can('support', 'catalog.write')).toBe(false);
    expect(can('support', 'support.write')).toBe(true);
    expect(can('fulfilment', 'orders.fulfil')).toBe(true);
    expect(can('fulfilment', 'customers.read')).toBe(false);
    expect(can('catalog', 'catalog.write')).toBe(true);
    expect(can('catalog', 'orders.read')).toBe(false);
    expect(can('partners', 'partners.write')).toBe(true);
    expect(can('partners', 'catalog.write')).toBe(false);
  });

  it('gives operator management and the audit log to owners only', () => {
    for (const role of OPERATOR_ROLES) {
      expect(can(role, 'operators.manage')).toBe(role === 'owner');
      expect(can(role, 'audit.read')).toBe(role === 'owner');
    }
  });

  it('asks for a long enough password with a letter and a digit', () => {
    expect(operatorPasswordProblem('Admin@1234')).toBeNull();
    expect(operatorPasswordProblem('short1')).toBe('Use 10 to 72 characters.');
    expect(operatorPasswordProblem('onlyletters')).toBe('Use at least one letter and one digit.');
    expect(operatorPasswordProblem('1234567890')).toBe('Use at least one letter and one digit.');
  });
});
