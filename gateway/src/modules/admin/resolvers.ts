// The console base's resolver map: the Admin root (UNAUTHENTICATED without an operator session),
// its base fields, operators, the audit log, login and the owner's management of operators. Each
// area of the console has its own map (orders-resolvers.ts, catalog-resolvers.ts, ...).
import type { Resolvers } from '../../generated/resolvers.ts';
import { Admin } from './Admin.ts';
import { AuditEntry } from './AuditEntry.ts';
import { Operator } from './Operator.ts';
import { operatorMutations } from './operators-mutations.ts';

export const adminResolvers: Resolvers = {
  Query: {
    admin: (_parent, _args, context) => {
      const { operatorId, role } = context.operatorSession.require();
      return { operatorId, role };
    },
  },
  Mutation: operatorMutations,
  Admin,
  Operator,
  AuditEntry,
};
