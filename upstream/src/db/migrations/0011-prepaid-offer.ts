// The offer banner of an existing shop names the prepaid discount that checkout applies: the seeded
// text promising "5% off" on prepaid orders (checkout deducts a fixed amount) becomes the text with
// the prepaid discount's placeholder, filled in when the banner is served. Other texts are kept.
import { sql, type Kysely, type Migration } from 'kysely';

const PROMISE =
  'Extra <b>5% off</b> on prepaid orders - <a href="/category/corporate-gifting">bulk gifting</a> welcome';
const HONEST =
  'Extra <b>{prepaid_discount} off</b> on prepaid orders - <a href="/category/corporate-gifting">bulk gifting</a> welcome';

export const prepaidOfferMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`UPDATE main_offers SET html = ${HONEST} WHERE html = ${PROMISE}`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`UPDATE main_offers SET html = ${PROMISE} WHERE html = ${HONEST}`.execute(db);
  },
};
