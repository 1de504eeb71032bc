// Fields of the console root: the operator signed in, what their role may do, the operators (owners)
// and the audit log (owners). Each area's fields are in its own resolver files.
import { permissionsOf } from '@shop/commerce/admin/roles';
import type { GatewayContext } from '../../context.ts';
import type { AdminResolvers } from '../../generated/resolvers.ts';
import { pageArgs, toPage } from './paging.ts';

const client = (context: GatewayContext) => context.clients.admin.operators;

export const Admin: AdminResolvers = {
  viewer: async (_parent, _args, context) => (await client(context).me()).operator,

  permissions: (parent) => permissionsOf(parent.role),

  operators: (_parent, _args, context) => client(context).operators(),

  auditLog: async (_parent, args, context) => {
    const paging = pageArgs(args);
    const filter = args.filter ?? {};
    const operatorId = filter.operatorId ? Number(filter.operatorId) : undefined;
    const answer = await client(context).audit(paging, {
      entityType: filter.entityType ?? undefined,
      entityId: filter.entityId ?? undefined,
      operatorId: Number.isInteger(operatorId) && operatorId! > 0 ? operatorId : undefined,
      action: filter.action ?? undefined,
    });
    return toPage(answer, paging);
  },
};
