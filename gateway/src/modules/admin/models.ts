// Models of the console's base: the Admin root (no data of its own: each field asks upstream with
// the request's operator token), operators and audit entries as the gateway holds them.
import type { OperatorRole } from '@shop/commerce/admin/roles';

/** The parent of every Admin field: the request's operator, already checked. */
export interface AdminRoot {
  operatorId: number;
  role: OperatorRole;
}

export interface Operator {
  id: number;
  name: string;
  email: string;
  role: OperatorRole;
  active: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface AuditEntry {
  id: number;
  operatorId: number;
  operatorName: string;
  operatorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** One page of a console list, as every area answers it. */
export interface Page<T> {
  nodes: T[];
  totalCount: number;
  page: number;
  pageCount: number;
}
