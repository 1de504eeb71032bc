// The demo operator: an owner, who can do everything in the console (/admin) and add the other
// operators. Printed at start like the other demo logins.
import type { Kysely } from 'kysely';
import { hashPassword } from '../../services/password.ts';
import type { Database } from '../schema.ts';

export const DEMO_OPERATOR = { name: 'Shop Owner', email: 'owner@example.com', role: 'owner' } as const;
export const OPERATOR_DEMO_PASSWORD = 'Admin@1234';
const SEEDED_AT = '2025-08-01T09:00:00.000Z';

export async function seedOperators(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('operators')
    .values({
      ...DEMO_OPERATOR,
      password_hash: await hashPassword(OPERATOR_DEMO_PASSWORD),
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    })
    .execute();
}
