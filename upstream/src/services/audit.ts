// The audit log: every change an operator makes is written here, in the same transaction as the
// change (who, what, to what, the changed fields before and after, when). Owners read it in the
// console; an order's page shows the entries about that order.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditEntry {
  operatorId: number;
  /** What was done, dotted: order.ship, product.update, coupon.create, operator.update, ... */
  action: string;
  /** What it was done to: order, product, stock, coupon, banner, request, operator, ... */
  entityType: string;
  entityId: string | number;
  /** The changed fields' values before (null for a creation). */
  before: unknown;
  /** The changed fields' values after (null for a deletion). */
  after: unknown;
}

export interface AuditRecord {
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

export interface AuditQuery {
  entityType?: string | undefined;
  entityId?: string | number | undefined;
  operatorId?: number | undefined;
  action?: string | undefined;
  /** 1-based. */
  page: number;
  first: number;
}

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));
const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

export async function recordAudit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: String(entry.entityId),
      before_json: json(entry.before),
      after_json: json(entry.after),
      created_at: now.toISOString(),
    })
    .execute();
}

/** Newest first, one page, with the number of entries that match. */
export async function listAudit(db: Db, query: AuditQuery): Promise<{ items: AuditRecord[]; total: number }> {
  let base = db.selectFrom('audit_log').innerJoin('operators', 'operators.id', 'audit_log.operator_id');
  if (query.entityType !== undefined) base = base.where('audit_log.entity_type', '=', query.entityType);
  if (query.entityId !== undefined) base = base.where('audit_log.entity_id', '=', String(query.entityId));
  if (query.operatorId !== undefined) base = base.where('audit_log.operator_id', '=', query.operatorId);
  if (query.action !== undefined) base = base.where('audit_log.action', '=', query.action);
  const [rows, count] = await Promise.all([
    base
      .select([
        'audit_log.id',
        'audit_log.operator_id',
        'operators.name',
        'operators.email',
        'audit_log.action',
        'audit_log.entity_type',
        'audit_log.entity_id',
        'audit_log.before_json',
        'audit_log.after_json',
        'audit_log.created_at',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(query.first)
      .offset((query.page - 1) * query.first)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      operatorId: row.operator_id,
      operatorName: row.name,
      operatorEmail: row.email,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      before: parse(row.before_json),
      after: parse(row.after_json),
      createdAt: row.created_at,
    })),
  };
}
