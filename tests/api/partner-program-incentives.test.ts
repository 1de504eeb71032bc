// Contract of the partner program's incentive tables and referred orders: the program
// defaults, each partner's table and history, the sum rule and client discount minimum on save,
// the master percent locked for a General partner, history on every change, another partner's id
// refused, and the seeded orders of Priya listed with each partner's own percent and amount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { login, PRIYA } from './account-helpers.ts';
import {
  ARJUN,
  KAVYA,
  MEERA,
  ROHAN,
  expectPartnerRefusal,
  partnerCall,
  partnerGet,
  partnerPost,
} from './partner-helpers.ts';
import {
  GeneralTables,
  History,
  IncentiveRows,
  IncentiveTable,
  OrderRows,
  Rates,
  partnerRead,
  session,
  type PartnerSession,
} from './partner-program-helpers.ts';
import { PARTNER_PROGRAM_ROUTES } from './partner-routes.ts';
import { getOk } from './http.ts';

let upstream: RunningUpstream;
let api: string;
let rohan: PartnerSession;
let kavya: PartnerSession;
let arjun: PartnerSession;
let meera: PartnerSession;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  [rohan, kavya, arjun, meera] = await Promise.all([
    session(api, ROHAN.email),
    session(api, KAVYA.email),
    session(api, ARJUN.email),
    session(api, MEERA.email),
  ]);
});
afterAll(() => upstream?.close());

const table = (s: PartnerSession) => partnerRead(`${api}/CP/Cp_Incentivetable`, s.token, IncentiveTable);
const history = (s: PartnerSession) => partnerRead(`${api}/CP/cp_incentive_history`, s.token, History);
const save = (s: PartnerSession, body: Record<string, unknown>) =>
  partnerPost(`${api}/CP/AddCPincentive`, s.token, { id: s.id, ...body });

describe('who may call', () => {
  // Public, or opened by a signed link rather than the partner token.
  const PUBLIC = new Set([
    '/api/CommonData/CP_INCENTIVE',
    '/api/CP/NominationInvite',
    '/api/CP/JoinNomination',
    '/api/CP/referral_visit',
    '/files/cp-earnings/{partnerId}/{name}',
  ]);

  it('answers 401 on every partner route without a token and with a shopper token', async () => {
    const shopperToken = await login(api, PRIYA.email);
    for (const [method, path] of PARTNER_PROGRAM_ROUTES.filter(([, p]) => !PUBLIC.has(p))) {
      for (const token of [null, shopperToken]) {
        const answer = await partnerCall(`${upstream.url}${path}`, token, { method: method.toUpperCase() });
        expect(answer.status, `${method} ${path} with ${token ? 'a shopper token' : 'no token'}`).toBe(401);
      }
    }
  });

  it('serves the program defaults to anyone: 0, 10, 0, 5, 10, 35', async () => {
    expect(await getOk(`${api}/CommonData/CP_INCENTIVE`, Rates)).toEqual({
      txt_v5_0: 0,
      txt_v5_1: 10,
      txt_v5_1_0: 0,
      txt_v5_1_1: 5,
      txt_discount1: 10,
      max_discount: 35,
    });
  });
});

describe('incentive tables', () => {
  it("answers the caller's table in force with its level and max discount", async () => {
    expect(await table(rohan)).toEqual({
      cP_ID: rohan.id,
      id: rohan.id,
      level: 1,
      txt_v5_0: 0,
      txt_v5_1: 12,
      txt_v5_1_0: 0,
      txt_v5_1_1: 5,
      txt_discount1: 10,
      max_discount: 35,
    });
    expect(await table(kavya)).toMatchObject({
      cP_ID: kavya.id,
      level: 2,
      txt_v5_1: 8,
      txt_v5_1_1: 7,
      txt_discount1: 12,
      max_discount: 35,
    });
  });

  it('answers CP_INCENTIVE for the own id only', async () => {
    const answer = await partnerGet(`${api}/CP/CP_INCENTIVE?id=${kavya.id}`, kavya.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: kavya.id,
      max_discount: 35,
      incentive_table: [{ cP_ID: kavya.id, txt_v5_1_1: 7 }],
    });
    await expectPartnerRefusal(partnerGet(`${api}/CP/CP_INCENTIVE?id=${rohan.id}`, kavya.token), 403, 'Forbidden');
  });

  it("lists a Master's General partners with their tables; [] for a Master without any and for a General partner", async () => {
    const generals = await partnerRead(`${api}/CP/Cp_Incentivetable_general_of_master`, rohan.token, GeneralTables);
    expect(generals.map((g) => [g.cpcode, g.cpname, g.txt_v5_1, g.txt_v5_1_1, g.txt_discount1])).toEqual([
      ['V5G1002', 'Kavya Iyer', 8, 7, 12],
      ['V5G1003', 'Arjun Das', 10, 6, 10],
    ]);
    expect(await partnerRead(`${api}/CP/Cp_Incentivetable_general_of_master`, meera.token, GeneralTables)).toEqual([]);
    expect(await partnerRead(`${api}/CP/Cp_Incentivetable_general_of_master`, kavya.token, GeneralTables)).toEqual([]);
  });

  it("answers the caller's history newest first, and 403 for another partner's", async () => {
    const entries = await history(kavya);
    expect(entries.map((e) => [e.txt_v5_1, e.txt_v5_1_1, e.txt_discount1])).toEqual([
      [8, 7, 12],
      [8, 5, 10],
    ]);
    expect(entries[0]!.changE_DATE > entries[1]!.changE_DATE).toBe(true);
    expect(await partnerRead(`${api}/CP/cp_incentive_history?cp_id=${kavya.id}`, kavya.token, History)).toEqual(
      entries,
    );
    await expectPartnerRefusal(
      partnerGet(`${api}/CP/cp_incentive_history?cp_id=${rohan.id}`, kavya.token),
      403,
      'Forbidden',
    );
  });
});

describe('POST /api/CP/AddCPincentive', () => {
  it('saves a change, appends a history entry for each change and none for a save without change', async () => {
    const before = (await history(meera)).length;
    expect(
      (await save(meera, { txt_v5_0: 0, txt_v5_1: 18, txt_v5_1_0: 0, txt_v5_1_1: 5, txt_discount1: 12 })).body,
    ).toEqual({ message: 'Saved' });
    expect(await table(meera)).toMatchObject({ txt_v5_1: 18, txt_discount1: 12 });
    expect((await save(meera, { txt_v5_1: '20', txt_discount1: '15' })).status).toBe(200); // numeric strings
    const entries = await history(meera);
    expect(entries).toHaveLength(before + 2);
    expect(entries.slice(0, 2).map((e) => [e.txt_v5_1, e.txt_discount1])).toEqual([
      [20, 15],
      [18, 12],
    ]);
    expect((await save(meera, { txt_v5_1: 20, txt_discount1: 15 })).status).toBe(200);
    expect(await history(meera)).toHaveLength(before + 2);
  });

  it('refuses a sum over max_discount, counting the general percent only for a General partner', async () => {
    await expectPartnerRefusal(
      save(meera, { txt_v5_1: 25.5, txt_discount1: 10 }),
      400,
      'Discount cannot be more than 35',
    );
    expect((await save(meera, { txt_v5_1: 25, txt_v5_1_1: 30, txt_discount1: 10 })).status).toBe(200); // 25 + 0 + 10 for level 1
    await expectPartnerRefusal(
      save(kavya, { txt_v5_1: 8, txt_v5_1_1: 16, txt_discount1: 12 }),
      400,
      'Discount cannot be more than 35',
    ); // 36
    expect(await table(kavya)).toMatchObject({ txt_v5_1_1: 7, txt_discount1: 12 });
  });

  it('refuses a client discount under 10 and values that are not numbers of at least 0', async () => {
    await expectPartnerRefusal(
      save(meera, { txt_v5_1: 12, txt_discount1: 9.5 }),
      400,
      'Client Discount cannot be less than 10',
    );
    for (const bad of [-1, '-2', 'ten', '', '5%']) {
      await expectPartnerRefusal(
        save(meera, { txt_v5_1: bad, txt_discount1: 10 }),
        400,
        'Percent values must be numbers of at least 0.',
      );
    }
  });

  it('lets a General partner change its own percent and client discount but not the master percent', async () => {
    await expectPartnerRefusal(
      save(kavya, { txt_v5_1: 9, txt_v5_1_1: 7, txt_discount1: 12 }),
      403,
      'The master percent is set by your Master CP.',
    );
    expect((await save(kavya, { txt_v5_1: 8, txt_v5_1_1: 9, txt_discount1: 14 })).status).toBe(200);
    expect(await table(kavya)).toMatchObject({ txt_v5_1: 8, txt_v5_1_1: 9, txt_discount1: 14 });
    expect((await history(kavya))[0]).toMatchObject({ txt_v5_1: 8, txt_v5_1_1: 9, txt_discount1: 14 });
  });

  it("refuses another partner's id and changes nothing", async () => {
    const rohanBefore = await table(rohan);
    await expectPartnerRefusal(
      partnerPost(`${api}/CP/AddCPincentive`, meera.token, { id: rohan.id, txt_v5_1: 5, txt_discount1: 10 }),
      403,
      'Forbidden',
    );
    expect(await table(rohan)).toEqual(rohanBefore);
  });
});

describe('referred orders', () => {
  // Seed: Priya ordered VW-500 (14999 + sport band 699) with Rohan's 10 % coupon: 15698 - 1499.90 = 14198.10
  // paid for goods, net of 18 % GST (2165.81) the base is 12032.29, Rohan 12 % = 1443.87 (delivered long
  // ago: approved); and AR-300 (17999 + dock 499) with Kavya's 12 % coupon: 18498 - 2159.88 = 16338.12,
  // net of GST 13845.86, Kavya 7 % = 969.21, Rohan 8 % = 1107.67 (placed: pending).
  it("lists a Master's own and its General partners' orders with its own percent and amount, newest first", async () => {
    const rows = await partnerRead(`${api}/CP/cp_order_details`, rohan.token, OrderRows);
    expect(rows.map((r) => [r.code, r.cp_name, r.role, r.base_amount, r.incentive_value, r.cp_incentive])).toEqual([
      ['V5G1002', 'Kavya Iyer', 'master', 13845.86, 8, 1107.67],
      ['V5M1001', 'Rohan Mehta', 'referrer', 12032.29, 12, 1443.87],
    ]);
    expect(rows.map((r) => r.status)).toEqual(['pending', 'approved']);
    expect(rows[0]).toMatchObject({
      customer_name: 'Priya Nair',
      billing_city: 'Kochi',
      billing_pincode: '682001',
      order_product_list: [
        { product_name: 'Aura Ring Gen 3', txt_model: 'AR-300', units: 1 },
        { txt_model: 'AR-DOCK', units: 1 },
      ],
    });
    expect(rows[0]!.coupon_code).toMatch(/^V5G1002-/);
  });

  it("lists a General partner's orders with its own percent, and nothing of another partner", async () => {
    const rows = await partnerRead(`${api}/CP/cp_incentive_details`, kavya.token, IncentiveRows);
    expect(rows.map((r) => [r.code, r.role, r.base_amount, r.incentive_value, r.cp_incentive])).toEqual([
      ['V5G1002', 'referrer', 13845.86, 7, 969.21],
    ]);
    expect(await partnerRead(`${api}/CP/cp_order_details`, arjun.token, OrderRows)).toEqual([]);
    expect(await partnerRead(`${api}/CP/cp_order_details`, meera.token, OrderRows)).toEqual([]);
    expect(await partnerRead(`${api}/CP/cp_incentive_details`, meera.token, IncentiveRows)).toEqual([]);
  });
});
