// Saved addresses of customers (delivery and billing), the countries-and-states list, and the
// pincode facts an address takes its state and country from.
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../schema.ts';
import type { AddressTable } from '../schema-accounts.ts';

type Db = Kysely<Database>;
export type AddressKind = 'delivery' | 'billing';

export function listAddresses(db: Db, userId: number, kind: AddressKind) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('isprimary', 'desc')
    .orderBy('id')
    .execute();
}

export function findAddress(db: Db, userId: number, id: number) {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function primaryAddress(db: Db, userId: number, kind: AddressKind) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('isprimary', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export async function countAddresses(db: Db, userId: number): Promise<{ delivery: number; billing: number }> {
  const rows = await db
    .selectFrom('addresses')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
  const of = (kind: AddressKind) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { delivery: of('delivery'), billing: of('billing') };
}

export async function insertAddress(db: Db, values: Insertable<AddressTable>): Promise<number> {
  const row = await db.insertInto('addresses').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  values: Updateable<AddressTable>,
): Promise<void> {
  await db.updateTable('addresses').set(values).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Makes one address the primary of its kind (the others of that kind lose the flag). */
export async function makePrimary(db: Db, userId: number, kind: AddressKind, id: number, at: string): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ isprimary: 0, updated_at: at })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('id', '!=', id)
    .execute();
  await db
    .updateTable('addresses')
    .set({ isprimary: 1, updated_at: at })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function countriesWithStates(db: Db) {
  return db
    .selectFrom('countries as c')
    .innerJoin('states as s', 's.country_id', 'c.id')
    .select([
      'c.id as country_id',
      'c.name as country_name',
      'c.iso_code',
      'c.phone_code',
      's.id as state_id',
      's.name as state_name',
    ])
    .orderBy('c.id')
    .orderBy('s.name')
    .execute();
}
