// Pincode directory reads: the details of a pincode and its delivery zone.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export function findPincodeDetails(db: Kysely<Database>, pincode: string) {
  return db
    .selectFrom('pincodes as pin')
    .innerJoin('states as s', 's.id', 'pin.state_id')
    .innerJoin('countries as c', 'c.id', 's.country_id')
    .select([
      'pin.pincode',
      'pin.district',
      'pin.city',
      's.id as state_id',
      's.name as state_name',
      's.iso_code',
      's.gst_code',
      'c.id as country_id',
      'c.name as country_name',
      'c.phone_code',
      'c.currency_symbol',
      'c.tax_name',
      'c.tax_percent',
    ])
    .where('pin.pincode', '=', pincode)
    .executeTakeFirst();
}

export function findPincodeZone(db: Kysely<Database>, pincode: string) {
  return db
    .selectFrom('pincodes as pin')
    .innerJoin('delivery_zones as z', 'z.id', 'pin.zone_id')
    .select(['pin.deliverable', 'z.code', 'z.min_days', 'z.max_days'])
    .where('pin.pincode', '=', pincode)
    .executeTakeFirst();
}
