// The operator console's support reads and writes: the service request queue (by status, oldest
// first, or a search by ticket or customer), one request with its checklist, customer's order and
// replies, a request's attachment, status changes and replies, and the product registrations list.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { containsIgnoringCase } from './like-pattern.ts';

type Db = Kysely<Database>;
type Trx = Db | Transaction<Database>;

export interface RequestQueueQuery {
  statuses?: readonly string[] | undefined;
  /** A complaint id (from a ticket number) to match exactly. */
  ticketId?: number | null | undefined;
  /** Text to find in the contact name, email, phone or order number. */
  text?: string | undefined;
  sort: 'oldest' | 'newest';
  page: number;
  first: number;
}

export async function listRequestQueue(db: Db, q: RequestQueueQuery) {
  let base = db.selectFrom('complaints as c');
  if (q.statuses && q.statuses.length > 0) base = base.where('c.status', 'in', [...q.statuses]);
  const text = q.text;
  const ticketId = q.ticketId;
  if (text !== undefined) {
    base = base.where((eb) =>
      eb.or([
        ...(ticketId ? [eb('c.id', '=', ticketId)] : []),
        eb('c.order_id', '=', text.toUpperCase()),
        eb('c.email', '=', text.toLowerCase()),
        eb('c.phone', '=', text),
        containsIgnoringCase('c.contact_name', text),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .innerJoin('complaint_types as t', 't.id', 'c.complaint_type_id')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select([
        'c.id',
        'c.contact_name',
        'c.email',
        'c.phone',
        'c.subject',
        'c.order_id',
        'c.status',
        'c.created_at',
        'c.updated_at',
        't.complaint',
        'p.model',
      ])
      .orderBy('c.id', q.sort === 'oldest' ? 'asc' : 'desc')
      .limit(q.first)
      .offset((q.page - 1) * q.first)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export function findRequest(db: Trx, id: number) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('complaint_types as t', 't.id', 'c.complaint_type_id')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .innerJoin('product_colors as pc', 'pc.id', 'c.color_id')
    .selectAll('c')
    .select(['t.complaint', 'p.name as product_name', 'p.model', 'pc.color_name'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export function requestChecklist(db: Db, id: number) {
  return db
    .selectFrom('complaint_checklist as cc')
    .innerJoin('checklist_items as i', 'i.id', 'cc.checklist_item_id')
    .select(['i.chk_list'])
    .where('cc.complaint_id', '=', id)
    .orderBy('i.position')
    .execute();
}

/** The order a request is about (by its number), with its customer. */
export function requestOrder(db: Db, orderNumber: string) {
  return db
    .selectFrom('orders as o')
    .select(['o.id', 'o.order_id_new', 'o.order_date', 'o.status', 'o.amount', 'o.currency', 'o.user_id'])
    .where('o.order_id_new', '=', orderNumber)
    .executeTakeFirst();
}

export function requestReplies(db: Db, complaintIds: readonly number[]) {
  if (complaintIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('complaint_replies as r')
    .innerJoin('operators as op', 'op.id', 'r.operator_id')
    .select(['r.id', 'r.complaint_id', 'r.body', 'r.created_at', 'op.name as operator_name'])
    .where('r.complaint_id', 'in', [...complaintIds])
    .orderBy('r.id')
    .execute();
}

/** The replies of these requests as their customer reads them (no operator names), oldest first. */
export function customerReplies(db: Db, complaintIds: readonly number[]) {
  if (complaintIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('complaint_replies')
    .select(['complaint_id', 'body', 'created_at'])
    .where('complaint_id', 'in', [...complaintIds])
    .orderBy('id')
    .execute();
}

export async function setRequestStatus(trx: Trx, id: number, from: string, to: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('complaints')
    .set({ status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertReply(
  trx: Trx,
  reply: { complaint_id: number; operator_id: number; body: string; mailed_to: string; created_at: string },
): Promise<number> {
  const row = await trx.insertInto('complaint_replies').values(reply).returning('id').executeTakeFirstOrThrow();
  await trx
    .updateTable('complaints')
    .set({ updated_at: reply.created_at })
    .where('id', '=', reply.complaint_id)
    .execute();
  return row.id;
}

/** The stored attachment's name of a request; undefined for no such request. */
export function findAttachmentFile(db: Db, id: number) {
  return db.selectFrom('complaints').select('attachment_file').where('id', '=', id).executeTakeFirst();
}

export interface RegistrationQuery {
  text?: string | undefined;
  page: number;
  first: number;
}

/** Product registrations newest first; a search matches the email, mobile, name or product model. */
export async function listRegistrations(db: Db, q: RegistrationQuery) {
  let base = db.selectFrom('product_registrations as r').innerJoin('products as p', 'p.id', 'r.product_id');
  const text = q.text;
  if (text !== undefined) {
    base = base.where((eb) =>
      eb.or([
        eb('r.email', '=', text.toLowerCase()),
        eb('r.mobile', '=', text),
        eb('p.model', '=', text.toUpperCase()),
        containsIgnoringCase('r.first_name', text),
        containsIgnoringCase('r.last_name', text),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'r.id',
        'r.first_name',
        'r.last_name',
        'r.email',
        'r.mobile',
        'r.invoice_date',
        'r.comments',
        'r.subscribe',
        'r.created_at',
        'p.name as product_name',
        'p.model',
      ])
      .orderBy('r.id', 'desc')
      .limit(q.first)
      .offset((q.page - 1) * q.first)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
