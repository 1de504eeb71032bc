// Contract of nominations: Master only; the existence check's 1/0 text; the spec's
// refusals ('max discount is 35%', the recipient text, 'Nomination exists'); the mail with the join
// link; the nominee joining by it as a General partner under the Master with the proposed table
// (status Joined); a used or expired link refused; each Master reading only its own nominations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { freshContact } from './account-helpers.ts';
import {
  ARJUN,
  KAVYA,
  MEERA,
  ROHAN,
  expectPartnerRefusal,
  loginPartner,
  partnerGet,
  partnerPost,
  partnerPostForm,
} from './partner-helpers.ts';
import {
  GeneralTables,
  IncentiveTable,
  Invite,
  JOIN_LINK,
  NominationRows,
  Proposed,
  mailedToken,
  newPartnerForm,
  stateIdOf,
  partnerRead,
  session,
  type PartnerSession,
} from './partner-program-helpers.ts';
import { postJson, request } from './http.ts';

const PUBLIC_URL = 'https://shop.example';
const clock = testClock();
let upstream: RunningUpstream;
let api: string;
let rohan: PartnerSession;
let kavya: PartnerSession;
let meera: PartnerSession;

beforeAll(async () => {
  upstream = await startUpstream({ publicUrl: PUBLIC_URL, now: clock.now });
  api = `${upstream.url}/api`;
  [rohan, kavya, meera] = await Promise.all([
    session(api, ROHAN.email),
    session(api, KAVYA.email),
    session(api, MEERA.email),
  ]);
});
afterAll(() => upstream?.close());

const nominate = (s: PartnerSession, fields: Record<string, string | undefined>) =>
  partnerPostForm(`${api}/CP/ShareNominationNew`, s.token, fields);
const form = (email: string, overrides: Record<string, string> = {}) => ({
  emailto: email,
  msg: 'Join my team at Lumen.',
  cpname: 'Sneha Joshi',
  txt_v5_1: '9',
  txt_v5_1_1: '6',
  txt_discount1: '10',
  ...overrides,
});
const check = (s: PartnerSession, email: string) =>
  partnerGet(`${api}/CP/check_nomination?emailid=${encodeURIComponent(email)}`, s.token);
const list = (s: PartnerSession) => partnerRead(`${api}/CP/Cp_Nomination_list`, s.token, NominationRows, 'POST');
const joinBody = (token: string, phone: string) => ({
  token,
  surname: 'Joshi',
  phone,
  pincode: '411001',
  city: 'Pune',
  address: '1, FC Road',
  password: 'Nominee@123',
  confirmPassword: 'Nominee@123',
});

describe('Master-only routes', () => {
  it('answer a General partner 403 and change nothing', async () => {
    const email = freshContact('nom-general').email;
    const refusals = [
      partnerGet(`${api}/CP/ShareNominationData`, kavya.token),
      check(kavya, email),
      nominate(kavya, form(email)),
      partnerPost(`${api}/CP/Cp_Nomination_list`, kavya.token),
      partnerGet(`${api}/CP/proposed_cp_incentive?email=sneha.nominee@example.com`, kavya.token),
      partnerPostForm(`${api}/CP/SaveChannelPartner1`, kavya.token, newPartnerForm('gen-add', kavya.id)),
      partnerPostForm(`${api}/CP/SaveChannelPartnerLevel1`, kavya.token, {
        ...newPartnerForm('gen-add1', kavya.id),
        ID: String(kavya.id),
      }),
    ];
    for (const answer of refusals) await expectPartnerRefusal(answer, 403);
    expect((await check(rohan, email)).text).toBe('0');
  });
});

describe('GET /api/CP/ShareNominationData', () => {
  it("is the nomination mail with the Master's name and the 35 % cap", async () => {
    const answer = await partnerGet(`${api}/CP/ShareNominationData`, rohan.token);
    expect(answer.body).toMatchObject({ content: expect.stringContaining('Rohan Mehta'), max_discount: 35 });
  });
});

describe('GET /api/CP/check_nomination', () => {
  it('answers the text 1 for a nominated address or a partner, else 0', async () => {
    const seeded = await check(rohan, 'Sneha.Nominee@example.com');
    expect([seeded.status, seeded.text, seeded.headers.get('content-type')]).toEqual([
      200,
      '1',
      'text/plain; charset=utf-8',
    ]);
    expect((await check(meera, 'sneha.nominee@example.com')).text).toBe('1'); // nominated by another Master
    expect((await check(rohan, KAVYA.email)).text).toBe('1'); // already a partner
    expect((await check(rohan, freshContact('nom-free').email)).text).toBe('0');
    await expectPartnerRefusal(check(rohan, 'not-an-email'), 400, 'Please mention correct Email-id or Phone No. ');
  });
});

describe('POST /api/CP/ShareNominationNew refusals', () => {
  it("gives the spec's messages and sends nothing", async () => {
    const email = freshContact('nom-refused').email;
    await expectPartnerRefusal(
      nominate(rohan, form(email, { txt_v5_1: '20', txt_v5_1_1: '10', txt_discount1: '10' })),
      400,
      'max discount is 35%',
    );
    await expectPartnerRefusal(
      nominate(rohan, form(email, { txt_v5_1: '10.5', txt_v5_1_1: '14.5', txt_discount1: '10.01' })),
      400,
      'max discount is 35%',
    );
    for (const emailto of ['9876543210', 'sneha', '']) {
      await expectPartnerRefusal(
        nominate(rohan, form(email, { emailto })),
        400,
        'Please mention correct Email-id or Phone No. ',
      );
    }
    await expectPartnerRefusal(nominate(rohan, form(email, { cpname: '' })), 400, 'Name is required.');
    await expectPartnerRefusal(
      nominate(rohan, form(email, { txt_discount1: '' })),
      400,
      'Client Discount is required.',
    );
    await expectPartnerRefusal(
      nominate(rohan, form(email, { txt_v5_1_1: '-1' })),
      400,
      'Percent values must be numbers of at least 0.',
    );
    expect(await upstream.outbox(email)).toEqual([]);
    expect((await check(rohan, email)).text).toBe('0');
  });

  it("answers 409 'Nomination exists' for a nominated address (any Master's), and says so for its own or a partner's", async () => {
    await expectPartnerRefusal(nominate(rohan, form('sneha.nominee@example.com')), 409, 'Nomination exists');
    await expectPartnerRefusal(nominate(meera, form('SNEHA.nominee@example.com')), 409, 'Nomination exists');
    await expectPartnerRefusal(
      nominate(rohan, form(ARJUN.email)),
      409,
      'This email belongs to a channel partner already.',
    );
    await expectPartnerRefusal(nominate(rohan, form(ROHAN.email.toUpperCase())), 409, 'You cannot nominate yourself.');
  });

  it('refuses a client discount under 10, as the Modify dialog does', async () => {
    const email = freshContact('nom-low-discount').email;
    await expectPartnerRefusal(
      nominate(rohan, form(email, { txt_v5_1: '10', txt_v5_1_1: '5', txt_discount1: '5' })),
      400,
      'Client Discount cannot be less than 10',
    );
    expect(await upstream.outbox(email)).toEqual([]);
  });

  it('needs a multipart body', async () => {
    const answer = await request(`${api}/CP/ShareNominationNew`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rohan.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(form('x@y.co')),
    });
    expect(answer.status).toBe(415);
  });
});

describe('a nomination whose nominee is added directly', () => {
  it('counts as Joined with the new partner’s code, and its link no longer opens the join form', async () => {
    const nominee = freshContact('nom-direct');
    expect((await nominate(rohan, form(nominee.email))).status).toBe(200);
    const token = await mailedToken(upstream, nominee.email, JOIN_LINK);
    expect((await request(`${api}/CP/NominationInvite?token=${token}`)).status).toBe(200);
    const added = await partnerPostForm(
      `${api}/CP/SaveChannelPartner1`,
      rohan.token,
      newPartnerForm('nom-direct-add', rohan.id, {
        Email: nominee.email,
        Phone: nominee.phone,
        State: await stateIdOf(api, '560001'),
      }),
    );
    expect(added.status, added.text).toBe(200);
    const { v5 } = added.body as { v5: string };
    expect((await list(rohan)).find((n) => n.sEmailID === nominee.email)).toMatchObject({ iS_JOIN: 1, cpcode: v5 });
    await expectPartnerRefusal(
      request(`${api}/CP/NominationInvite?token=${token}`),
      404,
      'This link is invalid or has expired.',
    );
  });
});

describe('a nomination', () => {
  it('is mailed with a join link, and the nominee joins as a General partner under the Master (status Joined)', async () => {
    const nominee = freshContact('nominee');
    const sent = await nominate(rohan, form(nominee.email.toUpperCase()));
    expect([sent.status, sent.body]).toEqual([200, { message: 'Nomination Sent Successfully.' }]);
    expect((await check(rohan, nominee.email)).text).toBe('1');
    const mail = (await upstream.outbox(nominee.email))[0];
    expect(mail?.body).toContain('Join my team at Lumen.');
    // The mail's template says the proposed table is below: it is.
    expect(mail?.body).toContain(
      'Your proposed incentive table:\n  V5 (Master): 9%\n  V5 (General): 6%\n  Client Discount: 10%',
    );
    expect(mail?.body).toContain(`${PUBLIC_URL}/cp/join/`);
    const token = await mailedToken(upstream, nominee.email, JOIN_LINK);

    expect((await list(rohan))[0]).toMatchObject({
      share_PersonName: 'Sneha Joshi',
      sEmailID: nominee.email,
      cpcode: '', // the nominee's own code once joined; not the Master's on every row
      iS_JOIN: 0,
    });
    expect(await partnerRead(`${api}/CP/proposed_cp_incentive?email=${nominee.email}`, rohan.token, Proposed)).toEqual({
      mastercpname: 'Rohan Mehta',
      mastercpcode: 'V5M1001',
      cpname: 'Sneha Joshi',
      cpcode: '',
      txt_v5_1: 9,
      txt_v5_1_1: 6,
      txt_discount1: 10,
    });
    const invite = await request(`${api}/CP/NominationInvite?token=${token}`);
    expect(Invite.parse(invite.body)).toEqual({
      share_PersonName: 'Sneha Joshi',
      sEmailID: nominee.email,
      mastercpname: 'Rohan Mehta',
      mastercpcode: 'V5M1001',
      txt_v5_1: 9,
      txt_v5_1_1: 6,
      txt_discount1: 10,
    });

    await expectPartnerRefusal(
      postJson(`${api}/CP/JoinNomination`, { ...joinBody(token, nominee.phone), confirmPassword: 'Other@123' }),
      400,
      'New Password and New Confirm Password did not match.',
    );
    await expectPartnerRefusal(
      postJson(`${api}/CP/JoinNomination`, { ...joinBody(token, nominee.phone), pincode: '4110' }),
      400,
      'Please enter a valid 6-digit numeric pincode.',
    );
    await expectPartnerRefusal(
      postJson(`${api}/CP/JoinNomination`, joinBody(token, '9840012345')),
      409,
      'User already exists',
    ); // Kavya's phone
    const joined = await postJson(`${api}/CP/JoinNomination`, joinBody(token, nominee.phone));
    expect(joined.status, joined.text).toBe(200);
    const { message, v5 } = joined.body as { message: string; v5: string };
    expect([message, v5]).toEqual(['Registered Successfully', expect.stringMatching(/^V5G\d{4}$/)]);

    expect((await list(rohan))[0]).toMatchObject({ sEmailID: nominee.email, iS_JOIN: 1, cpcode: v5 });
    expect(
      (await partnerRead(`${api}/CP/proposed_cp_incentive?email=${nominee.email}`, rohan.token, Proposed)).cpcode,
    ).toBe(v5);
    const newcomer = await loginPartner(api, nominee.email, 'Nominee@123');
    expect(newcomer.cP_LEVEL).toBe(2);
    expect(await partnerRead(`${api}/CP/Cp_Incentivetable`, newcomer.token, IncentiveTable)).toMatchObject({
      level: 2,
      txt_v5_1: 9,
      txt_v5_1_1: 6,
      txt_discount1: 10,
      max_discount: 35,
    });
    const generals = await partnerRead(`${api}/CP/Cp_Incentivetable_general_of_master`, rohan.token, GeneralTables);
    expect(generals.find((g) => g.cpcode === v5)).toMatchObject({ cpname: 'Sneha Joshi', txt_v5_1: 9 }); // not 'Sneha Joshi Joshi'

    await expectPartnerRefusal(
      request(`${api}/CP/NominationInvite?token=${token}`),
      404,
      'This link is invalid or has expired.',
    );
    await expectPartnerRefusal(
      postJson(`${api}/CP/JoinNomination`, joinBody(token, freshContact('again').phone)),
      404,
      'This link is invalid or has expired.',
    );
  });

  it('is read only by its own Master: lists, proposed tables', async () => {
    const rohanEmails = (await list(rohan)).map((n) => n.sEmailID);
    expect(rohanEmails).toContain('sneha.nominee@example.com');
    expect(rohanEmails).toContain(ARJUN.email);
    expect(await list(meera)).toEqual([]);
    await expectPartnerRefusal(
      partnerGet(`${api}/CP/proposed_cp_incentive?email=sneha.nominee@example.com`, meera.token),
      404,
    );
    expect(
      await partnerRead(`${api}/CP/proposed_cp_incentive?email=${ARJUN.email}`, rohan.token, Proposed),
    ).toMatchObject({ cpname: 'Arjun Das', cpcode: 'V5G1003' });
  });

  it('cannot be joined after 14 days', async () => {
    const nominee = freshContact('late');
    expect((await nominate(meera, form(nominee.email))).status).toBe(200);
    const token = await mailedToken(upstream, nominee.email, JOIN_LINK);
    clock.advance(14 * 24 * 60 * 60 * 1000 + 1000);
    await expectPartnerRefusal(
      request(`${api}/CP/NominationInvite?token=${token}`),
      404,
      'This link is invalid or has expired.',
    );
    await expectPartnerRefusal(
      postJson(`${api}/CP/JoinNomination`, joinBody(token, nominee.phone)),
      404,
      'This link is invalid or has expired.',
    );
    await expectPartnerRefusal(request(`${api}/CP/NominationInvite?token=not-a-token`), 404);
  });
});
