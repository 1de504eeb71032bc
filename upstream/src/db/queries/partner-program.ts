// Reads and writes of the partner program: program defaults, incentive tables and their
// history, orders attributed to partners with their incentives, coupon shares, nominations, and
// the facts of adding a General partner (who holds an email or phone, salutations, India's states).
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema.ts';
import type {
  ChannelPartnerTable,
  PartnerIncentiveTableTable,
  PartnerNominationTable,
  PartnerOrderIncentiveTable,
  PartnerProgramTable,
} from '../schema-partner.ts';

type Db = Kysely<Database>;
export type ProgramRow = Omit<Selectable<PartnerProgramTable>, 'id'>;
export type NominationRow = Selectable<PartnerNominationTable>;

const PROGRAM_ID = 1;

/** A unique constraint refused the write (SQLite, or PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return code.startsWith('SQLITE_CONSTRAINT') || code === '23505';
}

export function programRow(db: Db) {
  return db.selectFrom('partner_program').selectAll().where('id', '=', PROGRAM_ID).executeTakeFirst();
}

export async function insertProgram(db: Db, row: ProgramRow): Promise<void> {
  await db
    .insertInto('partner_program')
    .values({ id: PROGRAM_ID, ...row })
    .execute();
}

/** The facts of a partner the program needs (never its password or documents). */
export function partnerById(db: Db, id: number) {
  return db
    .selectFrom('channel_partners')
    .select(['id', 'code', 'level', 'master_id', 'name', 'surname', 'email', 'phone', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type PartnerFacts = NonNullable<Awaited<ReturnType<typeof partnerById>>>;

export function incentiveTableOf(db: Db, partnerId: number) {
  return db.selectFrom('partner_incentive_tables').selectAll().where('partner_id', '=', partnerId).executeTakeFirst();
}

export async function saveIncentiveTable(db: Db, row: Insertable<PartnerIncentiveTableTable>): Promise<void> {
  const { partner_id: _id, ...values } = row;
  await db
    .insertInto('partner_incentive_tables')
    .values(row)
    .onConflict((oc) => oc.column('partner_id').doUpdateSet(values))
    .execute();
}

export async function appendHistory(
  db: Db,
  row: {
    partner_id: number;
    txt_v5_0: number;
    txt_v5_1: number;
    txt_v5_1_0: number;
    txt_v5_1_1: number;
    txt_discount1: number;
    changed_by: number | null;
    change_date: string;
  },
): Promise<void> {
  await db.insertInto('partner_incentive_history').values(row).execute();
}

/** The history of a partner's table, newest first. */
export function historyOf(db: Db, partnerId: number) {
  return db
    .selectFrom('partner_incentive_history')
    .select(['id', 'txt_v5_0', 'txt_v5_1', 'txt_v5_1_0', 'txt_v5_1_1', 'txt_discount1', 'change_date'])
    .where('partner_id', '=', partnerId)
    .orderBy('change_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** General partners under a Master, oldest first, with their tables (null columns when none). */
export function generalsWithTables(db: Db, masterId: number) {
  return db
    .selectFrom('channel_partners as p')
    .leftJoin('partner_incentive_tables as t', 't.partner_id', 'p.id')
    .select([
      'p.id',
      'p.code',
      'p.name',
      'p.surname',
      't.txt_v5_0',
      't.txt_v5_1',
      't.txt_v5_1_0',
      't.txt_v5_1_1',
      't.txt_discount1',
      't.max_discount',
    ])
    .where('p.master_id', '=', masterId)
    .orderBy('p.id')
    .execute();
}

/**
 * The orders attributed to a partner that became sales (order_status `status`), and those whose
 * incentive was reversed after (a cancelled sale), newest first, with the referrer and the state.
 */
export function attributedOrders(db: Db, partnerId: number, status: string) {
  return db
    .selectFrom('partner_order_incentives as pi')
    .innerJoin('orders as o', 'o.id', 'pi.order_id')
    .innerJoin('channel_partners as r', 'r.id', 'pi.referrer_id')
    .select([
      'o.id as order_db_id',
      'o.order_id_new',
      'o.order_date',
      'o.billing_customer_name',
      'o.billing_last_name',
      'o.billing_address',
      'o.billing_city',
      'o.billing_pincode',
      'r.code as referrer_code',
      'r.name as referrer_name',
      'r.surname as referrer_surname',
      'pi.role',
      'pi.coupon_code',
      'pi.incentive_percent',
      'pi.base_amount',
      'pi.incentive_amount',
      'pi.status',
      'pi.attributed_by',
    ])
    .where('pi.partner_id', '=', partnerId)
    .where((eb) => eb.or([eb('o.order_status', '=', status), eb('pi.status', '=', 'reversed')]))
    .orderBy('o.order_date', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

export async function insertOrderIncentives(
  db: Db,
  rows: ReadonlyArray<Insertable<PartnerOrderIncentiveTable>>,
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('partner_order_incentives')
      .values([...rows])
      .execute();
}

export async function insertShare(
  db: Db,
  row: {
    partner_id: number;
    coupon_id: number;
    share_person_name: string;
    recipient: string;
    message: string;
    created_at: string;
  },
): Promise<number> {
  const inserted = await db.insertInto('partner_coupon_shares').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A partner's shared coupons, newest first, with the coupon's code and uses. */
export function sharesOf(db: Db, partnerId: number) {
  return db
    .selectFrom('partner_coupon_shares as s')
    .innerJoin('coupons as c', 'c.id', 's.coupon_id')
    .select(['s.id', 's.share_person_name', 's.recipient', 's.created_at', 'c.code', 'c.uses'])
    .where('s.partner_id', '=', partnerId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/**
 * A Master's nominations, newest first, with the code of the partner each became: the one who
 * joined through it, or a partner added directly with the nominated email since.
 */
export function nominationsOf(db: Db, partnerId: number) {
  return db
    .selectFrom('partner_nominations as n')
    .leftJoin('channel_partners as joined', 'joined.id', 'n.joined_partner_id')
    .leftJoin('channel_partners as same', 'same.email', 'n.email')
    .select([
      'n.id',
      'n.share_person_name',
      'n.email',
      'n.created_at',
      'n.is_join',
      'joined.code as joined_code',
      'same.code as partner_code',
    ])
    .where('n.partner_id', '=', partnerId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

export function nominationByEmail(db: Db, email: string) {
  return db.selectFrom('partner_nominations').selectAll().where('email', '=', email).executeTakeFirst();
}

export function nominationByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('partner_nominations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertNomination(db: Db, row: Insertable<PartnerNominationTable>): Promise<void> {
  await db.insertInto('partner_nominations').values(row).execute();
}

/** Marks a nomination joined; false when it was joined already (a second click of the link). */
export async function markNominationJoined(db: Db, id: number, partnerId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('partner_nominations')
    .set({ is_join: 1, joined_partner_id: partnerId, joined_at: at })
    .where('id', '=', id)
    .where('is_join', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Partners holding this email or this phone (either may be null). */
export function partnersHolding(db: Db, email: string | null, phone: string | null) {
  if (email === null && phone === null) return Promise.resolve([]);
  return db
    .selectFrom('channel_partners')
    .select(['id'])
    .where((eb) =>
      eb.or([
        ...(email !== null ? [eb('email', '=', email)] : []),
        ...(phone !== null ? [eb('phone', '=', phone)] : []),
      ]),
    )
    .execute();
}

export async function salutationIds(db: Db): Promise<Set<number>> {
  return new Set((await db.selectFrom('salutations').select('id').execute()).map((r) => r.id));
}

export async function stateIdsOf(db: Db, countryId: number): Promise<Set<number>> {
  return new Set(
    (await db.selectFrom('states').select('id').where('country_id', '=', countryId).execute()).map((r) => r.id),
  );
}

/** Inserts a partner with a placeholder code and sets its code from its id (`codeOf`). */
export async function insertPartner(
  db: Db,
  row: Omit<Insertable<ChannelPartnerTable>, 'code'>,
  codeOf: (id: number) => string,
): Promise<{ id: number; code: string }> {
  const placeholder = `NEW-${randomUUID()}`.slice(0, 20);
  const inserted = await db
    .insertInto('channel_partners')
    .values({ ...row, code: placeholder })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = codeOf(inserted.id);
  await db.updateTable('channel_partners').set({ code }).where('id', '=', inserted.id).execute();
  return { id: inserted.id, code };
}
