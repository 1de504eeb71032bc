// User reads and writes. Emails are stored lowercased; phones as 10 digits.
import type { Insertable, Kysely, UpdateObject } from 'kysely';
import type { Contact } from '@shop/commerce/contact';
import type { Database } from '../schema.ts';
import type { UserTable } from '../schema-accounts.ts';

type Db = Kysely<Database>;

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByContact(db: Db, contact: Contact) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(contact.kind === 'email' ? 'email' : 'phone', '=', contact.value)
    .executeTakeFirst();
}

/** Users other than `exceptId` that hold this email or this phone. */
export function usersHolding(db: Db, email: string | null, phone: string | null, exceptId = 0) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'phone'])
    .where((eb) =>
      eb.or([
        ...(email !== null ? [eb('email', '=', email)] : []),
        ...(phone !== null ? [eb('phone', '=', phone)] : []),
        eb.lit(false),
      ]),
    )
    .where('id', '!=', exceptId)
    .execute();
}

export async function insertUser(db: Db, values: Insertable<UserTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, values: UpdateObject<Database, 'users'>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}
