// zod schemas of the console's base answers (upstream/src/routes/schemas/admin.ts): operators,
// login, who am I, the audit log. Upstream's console contract is already camelCase.
import { z } from 'zod';
import { OPERATOR_ROLES } from '@shop/commerce/admin/roles';

export const operatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

export const operatorListSchema = z.array(operatorSchema);

export const loginSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  operator: operatorSchema,
  permissions: z.array(z.string()),
});

export const meSchema = z.object({ operator: operatorSchema, permissions: z.array(z.string()) });

export const auditPageSchema = z.object({
  items: z.array(
    z.object({
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
    }),
  ),
  total: z.number().int(),
});

/** `{ items, total }`: the page answer of every console list. */
export function pageOf<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}
