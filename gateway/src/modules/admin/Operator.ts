// An operator as GraphQL shows it: the role as the enum (OWNER, ...) and its label.
import { ROLE_LABELS } from '@shop/commerce/admin/roles';
import type { OperatorResolvers } from '../../generated/resolvers.ts';
import { roleEnum } from './operators-rules.ts';

export const Operator: OperatorResolvers = {
  role: (operator) => roleEnum(operator.role),
  roleLabel: (operator) => ROLE_LABELS[operator.role],
};
