// Models of the console's base: the Admin root (no data of its own: each field asks upstream with
// the request's operator token), operators, audit entries and refunds as the gateway holds them.
import type { OperatorRole } from '@shop/commerce/admin/roles';
import type { Money } from '@shop/commerce/money';

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

/** A refund due to a shopper (or resolved), as the console's refunds list shows it. */
export interface AdminRefund {
  id: number;
  orderNumber: string;
  customerName: string;
  customerEmail: string | null;
  reference: string;
  trackingId: string | null;
  amount: Money;
  reason: string;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
}

/** One page of a console list, as every area answers it. */
export interface Page<T> {
  nodes: T[];
  totalCount: number;
  page: number;
  pageCount: number;
}
