// One channel partner per PAN: a unique index on the upper-cased PAN of the bank details, blank
// PANs (details not given yet) left out. Payouts go to the PAN's holder; a PAN on two partners
// would pay one person twice over.
import { sql, type Kysely, type Migration } from 'kysely';

export const partnerPanUniqueMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create unique index partner_bank_details_pan on partner_bank_details (upper(pan_no)) where pan_no <> ''`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('partner_bank_details_pan').execute();
  },
};
