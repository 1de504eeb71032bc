// Shared zod pieces of the console's REST contract (/api/Admin/...): the shop's own extension, in
// camelCase JSON. Lists page on the server: `page` (from 1) and `first` (1 to 100), answered as
// `{ items, total }`.
import { z } from 'zod';
import { OPERATOR_ROLES, OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN } from '@shop/commerce/admin/roles';

export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_DEFAULT = 25;

/** `page` and `first` of a console list (query strings). */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  first: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_DEFAULT),
};

export const OperatorRole = z.enum(OPERATOR_ROLES);

export const OperatorBody = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: OperatorRole,
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

export const OperatorLoginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

export const OperatorLoginAnswer = z.object({
  token: z.string(),
  expiresAt: z.string(),
  operator: OperatorBody,
  permissions: z.array(z.string()),
});

export const MeAnswer = z.object({ operator: OperatorBody, permissions: z.array(z.string()) });

const name = z
  .string()
  .trim()
  .min(2, 'Enter a name of 2 to 100 characters.')
  .max(100, 'Enter a name of 2 to 100 characters.');
const password = z
  .string()
  .min(OPERATOR_PASSWORD_MIN, `Use ${OPERATOR_PASSWORD_MIN} to ${OPERATOR_PASSWORD_MAX} characters.`)
  .max(OPERATOR_PASSWORD_MAX, `Use ${OPERATOR_PASSWORD_MIN} to ${OPERATOR_PASSWORD_MAX} characters.`)
  .regex(/[A-Za-z]/, 'Use at least one letter and one digit.')
  .regex(/\d/, 'Use at least one letter and one digit.');

export const NewOperatorBody = z.object({
  name,
  email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
  role: OperatorRole,
  password,
});

export const OperatorUpdateBody = z
  .object({
    id: z.number().int().min(1),
    name: name.optional(),
    role: OperatorRole.optional(),
    active: z.boolean().optional(),
    password: password.optional(),
  })
  .strict();

export const AuditQuery = z.object({
  ...pageQuery,
  entityType: z.string().trim().min(1).max(40).optional(),
  entityId: z.string().trim().min(1).max(60).optional(),
  operatorId: z.coerce.number().int().min(1).optional(),
  action: z.string().trim().min(1).max(60).optional(),
});

export const AuditEntryBody = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  operatorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

export const AuditAnswer = z.object({ items: z.array(AuditEntryBody), total: z.number().int() });
