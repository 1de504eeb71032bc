// Kysely tables of operators and the audit log (migration 0013). Timestamps are ISO strings.
import type { Generated } from 'kysely';

export interface OperatorTable {
  id: Generated<number>;
  name: string;
  /** Lower case. */
  email: string;
  password_hash: string;
  /** owner, fulfilment, support, catalog or partners (@shop/commerce/admin/roles). */
  role: string;
  /** 1 active; 0 deactivated (cannot sign in; live tokens stop working). */
  active: Generated<number>;
  /** Carried by each token (claim `ver`): raised at a password change, role change or deactivation, which ends every older token. */
  session_version: Generated<number>;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  /** What was done, e.g. order.ship, product.update, operator.create. */
  action: string;
  /** What it was done to: order, product, coupon, operator, ... */
  entity_type: string;
  entity_id: string;
  /** JSON of the changed fields before and after (null for a creation or a deletion). */
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface AdminTables {
  operators: OperatorTable;
  audit_log: AuditLogTable;
}
