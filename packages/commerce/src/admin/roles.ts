// Operators (the people who run the shop) and what each role may do. An owner may do everything,
// including managing operators and reading the audit log; every other role holds the permissions
// of its own work. The console, the gateway and upstream all decide with `can`; upstream's answer
// is the one that counts.

export const OPERATOR_ROLES = ['owner', 'fulfilment', 'support', 'catalog', 'partners'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ADMIN_PERMISSIONS = [
  'orders.read',
  /** Pack, ship, out for delivery, deliver, cancel, return received, replaced. */
  'orders.fulfil',
  /** Issue a refund. */
  'orders.refund',
  'catalog.read',
  'catalog.write',
  'support.read',
  'support.write',
  'customers.read',
  /** The GST summary and other reports. */
  'reports.read',
  'partners.read',
  'partners.write',
  'operators.manage',
  'audit.read',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

const GRANTS: Record<Exclude<OperatorRole, 'owner'>, readonly AdminPermission[]> = {
  fulfilment: ['orders.read', 'orders.fulfil', 'orders.refund', 'catalog.read'],
  support: ['orders.read', 'support.read', 'support.write', 'customers.read'],
  catalog: ['catalog.read', 'catalog.write'],
  partners: ['partners.read', 'partners.write', 'orders.read'],
};

export const ROLE_LABELS: Record<OperatorRole, string> = {
  owner: 'Owner',
  fulfilment: 'Fulfilment',
  support: 'Support',
  catalog: 'Catalog',
  partners: 'Partners',
};

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

export function isAdminPermission(value: unknown): value is AdminPermission {
  return typeof value === 'string' && (ADMIN_PERMISSIONS as readonly string[]).includes(value);
}

/** Whether an operator of `role` may do what `permission` names. */
export function can(role: OperatorRole, permission: AdminPermission): boolean {
  return role === 'owner' || GRANTS[role].includes(permission);
}

/** Every permission of a role, in the order of ADMIN_PERMISSIONS. */
export function permissionsOf(role: OperatorRole): AdminPermission[] {
  return ADMIN_PERMISSIONS.filter((permission) => can(role, permission));
}

/** Operator passwords: 10 to 72 characters with a letter and a digit (bcrypt reads 72 bytes). */
export const OPERATOR_PASSWORD_MIN = 10;
export const OPERATOR_PASSWORD_MAX = 72;

export function operatorPasswordProblem(password: string): string | null {
  if (password.length < OPERATOR_PASSWORD_MIN || password.length > OPERATOR_PASSWORD_MAX)
    return `Use ${OPERATOR_PASSWORD_MIN} to ${OPERATOR_PASSWORD_MAX} characters.`;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'Use at least one letter and one digit.';
  return null;
}

export const ADMIN_MESSAGES = {
  loginFailed: 'Email or password is incorrect.',
  unauthorized: 'Please sign in to the console.',
  forbidden: 'You do not have permission to do this.',
  emailTaken: 'An operator with this email exists.',
  lastOwner: 'The shop needs at least one active owner.',
  notFound: 'No such operator.',
} as const;
