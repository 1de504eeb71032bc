// Channel partner reads and writes: partners (with their country and state, or only their name),
// bank details, login failures, password tokens, notifications, videos, salutations, support
// requests and the owner of a stored document. Emails are stored lowercased.
import type { Insertable, Kysely, UpdateObject } from 'kysely';
import type { Database } from '../schema.ts';
import type { PartnerBankDetailsTable } from '../schema-partner.ts';

type Db = Kysely<Database>;

export function findPartnerByEmail(db: Db, email: string) {
  return db.selectFrom('channel_partners').selectAll().where('email', '=', email).executeTakeFirst();
}

/** A partner by its CP code (stored upper case). */
export function findPartnerByCode(db: Db, code: string) {
  return db.selectFrom('channel_partners').selectAll().where('code', '=', code).executeTakeFirst();
}

/** A partner's name, surname and CP code. */
export function findPartnerName(db: Db, id: number) {
  return db.selectFrom('channel_partners').select(['name', 'surname', 'code']).where('id', '=', id).executeTakeFirst();
}

/** Partners with the names of their country and state ('' when none). */
function partnersWithPlaces(db: Db) {
  return db
    .selectFrom('channel_partners as p')
    .leftJoin('countries as c', 'c.id', 'p.country_id')
    .leftJoin('states as s', 's.id', 'p.state_id')
    .selectAll('p')
    .select((eb) => [
      eb.fn.coalesce('c.name', eb.val('')).as('country_name'),
      eb.fn.coalesce('s.name', eb.val('')).as('state_name'),
    ]);
}

export function findPartnerDetails(db: Db, id: number) {
  return partnersWithPlaces(db).where('p.id', '=', id).executeTakeFirst();
}

export type PartnerDetailsRow = NonNullable<Awaited<ReturnType<typeof findPartnerDetails>>>;

/** The General partners under a Master, oldest first. */
export function listPartnersUnder(db: Db, masterId: number) {
  return partnersWithPlaces(db).where('p.master_id', '=', masterId).orderBy('p.id', 'asc').execute();
}

export async function updatePartner(
  db: Db,
  id: number,
  values: UpdateObject<Database, 'channel_partners'>,
): Promise<void> {
  await db.updateTable('channel_partners').set(values).where('id', '=', id).execute();
}

/** The state when it belongs to the country. */
export function findStateOf(db: Db, countryId: number, stateId: number) {
  return db
    .selectFrom('states')
    .select(['id', 'country_id'])
    .where('id', '=', stateId)
    .where('country_id', '=', countryId)
    .executeTakeFirst();
}

export function countryExists(db: Db, countryId: number) {
  return db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
}

export function findBankDetails(db: Db, partnerId: number) {
  return db.selectFrom('partner_bank_details').selectAll().where('partner_id', '=', partnerId).executeTakeFirst();
}

export async function saveBankDetails(db: Db, values: Insertable<PartnerBankDetailsTable>): Promise<void> {
  const { partner_id: _partnerId, ...changes } = values;
  await db
    .insertInto('partner_bank_details')
    .values(values)
    .onConflict((oc) => oc.column('partner_id').doUpdateSet(changes))
    .execute();
}

/** The email's failed logins since `since`: how many, and when the newest was. */
export async function loginFailureStats(
  db: Db,
  email: string,
  since: Date,
): Promise<{ count: number; newest: Date | null }> {
  const row = await db
    .selectFrom('partner_login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('newest')])
    .where('email', '=', email)
    .where('succeeded', '=', 0)
    .where('at', '>', since.toISOString())
    .executeTakeFirst();
  const newest = row?.newest ?? null;
  return { count: Number(row?.n ?? 0), newest: newest === null ? null : new Date(newest) };
}

/**
 * Records a failure (an attempt under way counts as one until it succeeds) and forgets the email's
 * attempts before `since`; answers the attempt's id.
 */
export async function addLoginFailure(db: Db, email: string, ip: string, now: Date, since: Date): Promise<number> {
  await db
    .deleteFrom('partner_login_attempts')
    .where('email', '=', email)
    .where('at', '<=', since.toISOString())
    .execute();
  const row = await db
    .insertInto('partner_login_attempts')
    .values({ email, ip, succeeded: 0, at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An attempt recorded by addLoginFailure succeeded. */
export async function markLoginSucceeded(db: Db, id: number): Promise<void> {
  await db.updateTable('partner_login_attempts').set({ succeeded: 1 }).where('id', '=', id).execute();
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('partner_login_attempts').where('email', '=', email).execute();
}

export async function countPasswordTokens(db: Db, partnerId: number, purpose: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('partner_password_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_id', '=', partnerId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertPasswordToken(
  db: Db,
  partnerId: number,
  tokenHash: string,
  purpose: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .insertInto('partner_password_tokens')
    .values({
      partner_id: partnerId,
      token_hash: tokenHash,
      purpose,
      expires_at: expiresAt.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}

/** Uses an unused, unexpired token once and every other open token of its partner; answers the partner id, or null. */
export async function consumePasswordToken(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const row = await db
    .updateTable('partner_password_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('partner_id')
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('partner_password_tokens')
    .set({ used_at: at })
    .where('partner_id', '=', row.partner_id)
    .where('used_at', 'is', null)
    .execute();
  return row.partner_id;
}

/** Notifications newest first, optionally only those created after `since`. */
export function listNotifications(db: Db, since: Date | null) {
  let query = db.selectFrom('partner_notifications').select(['id', 'subject', 'html', 'created_at']);
  if (since) query = query.where('created_at', '>=', since.toISOString());
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function listVideos(db: Db) {
  return db.selectFrom('partner_videos').select(['id', 'title', 'url']).orderBy('position').orderBy('id').execute();
}

export function listSalutations(db: Db) {
  return db.selectFrom('salutations').select(['id', 'salutation']).orderBy('id').execute();
}

export async function insertSupportRequest(
  db: Db,
  values: {
    partner_id: number | null;
    cpname: string;
    cpsurname: string;
    emailid: string;
    message: string;
    created_at: string;
  },
): Promise<number> {
  const row = await db.insertInto('partner_support_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function countSupportRequests(db: Db, emailid: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('partner_support_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('emailid', '=', emailid)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The partner whose record names this stored document (Aadhaar or crossed cheque), if any. */
export async function findDocumentOwner(db: Db, name: string): Promise<number | null> {
  const partner = await db
    .selectFrom('channel_partners')
    .select('id')
    .where('aadhaar_file', '=', name)
    .executeTakeFirst();
  if (partner) return partner.id;
  const bank = await db
    .selectFrom('partner_bank_details')
    .select('partner_id')
    .where('crossed_cheque_file', '=', name)
    .executeTakeFirst();
  return bank?.partner_id ?? null;
}
