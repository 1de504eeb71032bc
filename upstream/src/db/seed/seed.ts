// Seed steps in order. Each runs, inside one transaction, when its marker table is empty (on
// PostgreSQL under an advisory lock, so instances starting together seed once), so a
// fresh database gets everything and a database that holds some steps' data gets the others only.
// A new area appends its step. The checkout step also fills what the rows of the steps before it
// lack (HSN codes, order figures, invoices), so it runs after them.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { continueIdentities } from '../portable-schema.ts';
import type { Database } from '../schema.ts';
import { seedCatalog } from './catalog.ts';
import { seedCheckout } from './checkout.ts';
import { seedContent } from './content.ts';
import { seedCustomers } from './customers.ts';
import { seedOperators } from './operators.ts';
import { seedOrders } from './orders.ts';
import { seedPartnerProgram } from './partner-program.ts';
import { seedPartners } from './partners.ts';
import { seedPincodes } from './pincodes.ts';
import { seedSupport } from './support.ts';

interface SeedStep {
  name: string;
  marker: keyof Database;
  run(db: Kysely<Database>): Promise<void>;
}

export const seedSteps: readonly SeedStep[] = [
  { name: 'catalog', marker: 'categories', run: seedCatalog },
  { name: 'pincodes', marker: 'countries', run: seedPincodes },
  { name: 'customers', marker: 'users', run: seedCustomers },
  { name: 'orders', marker: 'orders', run: seedOrders },
  { name: 'content', marker: 'static_pages', run: seedContent },
  { name: 'support', marker: 'complaint_types', run: seedSupport },
  { name: 'checkout', marker: 'prebookings', run: seedCheckout },
  { name: 'partners', marker: 'channel_partners', run: seedPartners },
  { name: 'partner-program', marker: 'partner_program', run: seedPartnerProgram },
  { name: 'operators', marker: 'operators', run: seedOperators },
];

/** pg_advisory_xact_lock key: instances starting at once on one PostgreSQL database seed once. */
const SEED_LOCK = 16_0002;

export async function seedDatabase(db: Kysely<Database>): Promise<string[]> {
  const done: string[] = [];
  for (const step of seedSteps) {
    const ran = await db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
      const row = await trx
        .selectFrom(step.marker)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      if (Number(row?.n ?? 0) > 0) return false;
      await step.run(trx);
      return true;
    });
    if (ran) done.push(step.name);
  }
  if (done.length > 0 && isPostgres(db)) await continueIdentities(db);
  return done;
}
