// The console base's mutations: operator login (public, rate limited per client and email), sign-out,
// and the owner's management of operators (inputs checked here, decided by upstream).
import { permissionsOf } from '@shop/commerce/admin/roles';
import { ACCOUNT_ERRORS } from '@shop/commerce/account/messages';
import type { GatewayContext } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { forgiveAttempt, withinRateLimit } from '../../auth/throttle.ts';
import { userErrorWithMessage, validateInput, type UserError } from '../../graphql/user-errors.ts';
import { type OperatorResult } from './operators-client.ts';
import { createOperatorInput, roleName, updateOperatorInput, type OperatorRoleEnum } from './operators-rules.ts';

const client = (context: GatewayContext) => context.clients.admin.operators;
const failedLogin = (userErrors: UserError[]) => ({
  operatorToken: null,
  expiresAt: null,
  operator: null,
  permissions: [],
  userErrors,
});

function operatorPayload(result: OperatorResult) {
  if (result.kind === 'ok') return { operator: result.operator, userErrors: [] };
  const field = result.field ? ['input', result.field] : null;
  return { operator: null, userErrors: [userErrorWithMessage('REFUSED', result.message, field)] };
}

export const operatorMutations: MutationResolvers = {
  adminLogin: async (_parent, { input }, context) => {
    const email = input.email.trim().toLowerCase();
    if (!(await withinRateLimit(context, 'adminLogin', email)))
      return failedLogin([userErrorWithMessage(ACCOUNT_ERRORS.rateLimited.code, ACCOUNT_ERRORS.rateLimited.message)]);
    if (email === '' || input.password === '' || input.password.length > 200 || email.length > 254)
      return failedLogin([userErrorWithMessage('LOGIN_FAILED', 'Email or password is incorrect.')]);
    const result = await client(context).login(email, input.password);
    if (result.kind === 'refused') return failedLogin([userErrorWithMessage(result.code, result.message)]);
    await forgiveAttempt(context, 'adminLogin', email);
    return {
      operatorToken: result.token,
      expiresAt: result.expiresAt,
      operator: result.operator,
      permissions: permissionsOf(result.operator.role),
      userErrors: [],
    };
  },

  adminSignOut: async (_parent, _args, context) => {
    const identity = context.operatorSession.identity;
    if (identity) await client(context).signOut(identity.token);
    return { ok: true };
  },

  adminCreateOperator: async (_parent, { input }, context) => {
    context.operatorSession.requirePermission('operators.manage');
    const valid = validateInput(createOperatorInput, input, ['input']);
    if (!valid.ok) return { operator: null, userErrors: valid.userErrors };
    const { role, ...rest } = valid.data;
    return operatorPayload(await client(context).create({ ...rest, role: roleName(role as OperatorRoleEnum) }));
  },

  adminUpdateOperator: async (_parent, { input }, context) => {
    context.operatorSession.requirePermission('operators.manage');
    const valid = validateInput(updateOperatorInput, input, ['input']);
    if (!valid.ok) return { operator: null, userErrors: valid.userErrors };
    const { role, ...rest } = valid.data;
    return operatorPayload(
      await client(context).update({ ...rest, ...(role ? { role: roleName(role as OperatorRoleEnum) } : {}) }),
    );
  },
};
