// Contract of adding a General partner: Chk_Phone's 0/1 text, the add-CP refusals in the
// spec's words (salutation, country, state, India only, 6-digit pincode, the Master's contact,
// 'User already exists'), another Master's id refused, and the new partner: Pending under the
// caller with the program's table and the caller's master percent, a mailed 'welcome' link that
// sets its first password (CP/ResetPassword), then a working login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import {
  KAVYA,
  MEERA,
  ROHAN,
  expectPartnerRefusal,
  loginPartner,
  partnerGet,
  partnerPostForm,
} from './partner-helpers.ts';
import {
  GeneralTables,
  History,
  IncentiveTable,
  WELCOME_LINK,
  mailedToken,
  newPartnerForm,
  partnerRead,
  session,
  stateIdOf,
  type PartnerSession,
} from './partner-program-helpers.ts';
import { postJson, request } from './http.ts';

const PUBLIC_URL = 'https://shop.example';
let upstream: RunningUpstream;
let api: string;
let rohan: PartnerSession;
let meera: PartnerSession;
let karnataka: string;

beforeAll(async () => {
  upstream = await startUpstream({ publicUrl: PUBLIC_URL });
  api = `${upstream.url}/api`;
  [rohan, meera] = await Promise.all([session(api, ROHAN.email), session(api, MEERA.email)]);
  karnataka = await stateIdOf(api, '560001');
});
afterAll(() => upstream?.close());

const chk = (s: PartnerSession, phone: string, email: string) =>
  partnerGet(
    `${api}/CommonData/Chk_Phone?Phone=${encodeURIComponent(phone)}&email_id=${encodeURIComponent(email)}`,
    s.token,
  );
const add = (s: PartnerSession, fields: Record<string, string | undefined>, path = 'SaveChannelPartner1') =>
  partnerPostForm(`${api}/CP/${path}`, s.token, fields);
const form = (tag: string, overrides: Record<string, string | undefined> = {}) =>
  newPartnerForm(tag, rohan.id, { State: karnataka, ...overrides });

describe('GET /api/CommonData/Chk_Phone', () => {
  it("answers the text 0 when neither the phone nor the email is a partner's, else 1", async () => {
    const free = await chk(rohan, '9000011111', 'nobody.yet@example.com');
    expect([free.status, free.text, free.headers.get('content-type')]).toEqual([200, '0', 'text/plain; charset=utf-8']);
    expect((await chk(rohan, '9840012345', '')).text).toBe('1'); // Kavya's phone
    expect((await chk(rohan, '+91 98400 12345', '')).text).toBe('1');
    expect((await chk(rohan, '', KAVYA.email.toUpperCase())).text).toBe('1');
    expect((await request(`${api}/CommonData/Chk_Phone?Phone=9840012345`)).status).toBe(401);
  });
});

describe('POST /api/CP/SaveChannelPartner1 refusals', () => {
  it("gives the spec's alerts", async () => {
    const cases: Array<[Record<string, string | undefined>, string]> = [
      [{ salid: '' }, 'Please Select Salutation'],
      [{ salid: '99' }, 'Please Select Salutation'],
      [{ Country: '' }, 'Please Select Country'],
      [{ State: '0' }, 'Please Select State'],
      [{ Country: '3' }, 'Channel partners can be added in India only.'],
      [{ Pincode: '5600' }, 'Please enter a valid 6-digit numeric pincode.'],
      [{ Pincode: '56000A' }, 'Please enter a valid 6-digit numeric pincode.'],
      [{ Pincode: '999999' }, 'Please enter a valid 6-digit numeric pincode.'],
      [{ ReferEmail: 'rohan' }, 'Please enter a valid email address or mobile number.'],
      [{ Phone: '98765' }, 'Phone number must be 10 digits.'],
      [{ Name: '' }, 'Name is required.'],
      [{ City: ' ' }, 'City is required.'],
    ];
    for (const [overrides, message] of cases) {
      await expectPartnerRefusal(add(rohan, form('refused', overrides)), 400, message);
    }
  });

  it("answers 409 'User already exists' for a partner's email or phone", async () => {
    await expectPartnerRefusal(add(rohan, form('exists-mail', { Email: KAVYA.email })), 409, 'User already exists');
    await expectPartnerRefusal(add(rohan, form('exists-phone', { Phone: '9840012345' })), 409, 'User already exists');
  });

  it("refuses another Master's id and a body that is not multipart", async () => {
    await expectPartnerRefusal(add(rohan, form('other', { masterid: String(meera.id) })), 403, 'Forbidden');
    await expectPartnerRefusal(
      add(rohan, { ...form('other1'), ID: String(meera.id) }, 'SaveChannelPartnerLevel1'),
      403,
      'Forbidden',
    );
    const json = await request(`${api}/CP/SaveChannelPartner1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rohan.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(form('json')),
    });
    expect(json.status).toBe(415);
  });
});

describe('a General partner added by a Master', () => {
  it('is Pending under the caller until it sets a password through the mailed link, then logs in', async () => {
    const fields = form('added', { Phone: '+91 98765-00123' });
    const added = await add(rohan, fields);
    expect(added.status, added.text).toBe(200);
    const { message, id, v5 } = added.body as { message: string; id: number; v5: string };
    expect(message).toBe('Registered Successfully');
    expect(v5).toBe(`V5G${1000 + id}`);
    expect((await chk(rohan, '9876500123', '')).text).toBe('1');
    await expectPartnerRefusal(add(rohan, { ...form('added-again'), Email: fields.Email }), 409, 'User already exists');

    const generals = await partnerRead(`${api}/CP/Cp_Incentivetable_general_of_master`, rohan.token, GeneralTables);
    // The program's defaults (general 5, client 10) with Rohan's master percent (12).
    expect(generals.find((g) => g.cP_ID === id)).toMatchObject({
      cpname: 'Nisha Rao',
      cpcode: v5,
      txt_v5_1: 12,
      txt_v5_1_1: 5,
      txt_discount1: 10,
      max_discount: 35,
    });
    const cannotLogin = await postJson(`${api}/CP/CPLogin`, { email_id: fields.Email, u_Password: 'Welcome@123' });
    expect(cannotLogin.status).toBe(401);

    const mail = (await upstream.outbox(fields.Email!))[0];
    expect(mail?.body).toContain(v5);
    expect(mail?.body).toContain(`${PUBLIC_URL}/cp/forgotpassword?token=`);
    const token = await mailedToken(upstream, fields.Email!, WELCOME_LINK);
    const set = await postJson(`${api}/CP/ResetPassword`, {
      token,
      password: 'Welcome@123',
      confirmPassword: 'Welcome@123',
    });
    expect(set.status, set.text).toBe(200);
    const newcomer = await loginPartner(api, fields.Email!, 'Welcome@123');
    expect([newcomer.cP_ID, newcomer.cP_LEVEL]).toEqual([id, 2]);
    expect(await partnerRead(`${api}/CP/Cp_Incentivetable`, newcomer.token, IncentiveTable)).toMatchObject({
      level: 2,
      txt_v5_1: 12,
      txt_v5_1_1: 5,
      txt_discount1: 10,
    });
    expect(await partnerRead(`${api}/CP/cp_incentive_history`, newcomer.token, History)).toHaveLength(1);
  });

  it('is added by the earlier variant too when ID is the caller', async () => {
    const added = await add(
      meera,
      {
        ...newPartnerForm('variant', meera.id, { State: karnataka, Refer: 'Meera Pillai', ReferEmail: '9847012345' }),
        ID: String(meera.id),
      },
      'SaveChannelPartnerLevel1',
    );
    expect(added.status, added.text).toBe(200);
    const generals = await partnerRead(`${api}/CP/Cp_Incentivetable_general_of_master`, meera.token, GeneralTables);
    expect(generals.map((g) => g.cP_ID)).toEqual([(added.body as { id: number }).id]);
    expect(generals[0]!.txt_v5_1).toBe(15); // Meera's master percent
  });
});
