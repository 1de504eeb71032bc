// The console base's edge rules: roles between GraphQL's enum (OWNER) and the shop's names (owner),
// and the operator inputs checked before upstream sees them (the messages a person can act on).
import { z } from 'zod';
import { OPERATOR_PASSWORD_MAX, operatorPasswordProblem, type OperatorRole } from '@shop/commerce/admin/roles';

export type OperatorRoleEnum = Uppercase<OperatorRole>;

export const roleEnum = (role: OperatorRole): OperatorRoleEnum => role.toUpperCase() as OperatorRoleEnum;
export const roleName = (role: OperatorRoleEnum): OperatorRole => role.toLowerCase() as OperatorRole;

const NAME_MESSAGE = 'Enter a name of 2 to 100 characters.';
const name = z.string().trim().min(2, NAME_MESSAGE).max(100, NAME_MESSAGE);
const password = z
  .string()
  .max(OPERATOR_PASSWORD_MAX + 1)
  .superRefine((value, ctx) => {
    const problem = operatorPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const createOperatorInput = z.object({
  name,
  email: z.string().trim().toLowerCase().max(254).email('Enter a valid email address.'),
  role: z.string(),
  password,
});

export const updateOperatorInput = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'No such operator.')
    .transform(Number),
  name: name.optional(),
  role: z.string().optional(),
  active: z.boolean().optional(),
  password: password.optional(),
});
