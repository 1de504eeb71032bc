// Contract of the partner accounts: CP login with its per-email backoff (a known device skips it),
// server-side sign-out, partner tokens on every CP bearer route (a shopper token is refused), the
// shopper session of a partner's own email, password change, and forgot/reset password by a
// mailed single-use link (the same answer for any email).
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { AARAV, login as shopperLogin } from './account-helpers.ts';
import { UserProfile } from './account-contract.ts';
import { postJson, request } from './http.ts';
import { ChangePasswordAnswer, CpDetailsAnswer, Message, ShopperSession } from './partner-contract.ts';
import {
  ARJUN,
  KAVYA,
  MEERA,
  PARTNER_PASSWORD,
  PARTNER_UNAUTHORIZED,
  ROHAN,
  expectPartnerRefusal,
  PartnerLogin,
  loginPartner,
  mintPartnerToken,
  partnerGet,
  partnerPost,
} from './partner-helpers.ts';

const PUBLIC_URL = 'https://shop.test.example';
const WAIT = 'Too many login attempts. Please try again after 15 minutes.';
const clock = testClock(new Date());
let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now, publicUrl: PUBLIC_URL });
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const loginAnswer = (email: string, password: string) =>
  postJson(`${api}/CP/CPLogin`, { email_id: email, u_Password: password });
const mint = (partnerId: number, level: 1 | 2) => mintPartnerToken(upstream, partnerId, level, clock.now);
const details = (token: string | null) => partnerPost(`${api}/CP/CPDetails`, token);

describe('POST /api/CP/CPLogin', () => {
  it('logs both levels in with a 12-hour partner token carrying the id and level', async () => {
    for (const partner of [ROHAN, KAVYA]) {
      const answer = await loginPartner(api, ` ${partner.email.toUpperCase()} `);
      const claims = jwt.verify(answer.token, upstream.jwtSecret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
      expect(claims).toMatchObject({ typ: 'partner', sub: String(answer.cP_ID), lvl: partner.level });
      expect(claims.exp! - claims.iat!).toBe(12 * 3600);
      expect(new Date(answer.expiresAt).getTime()).toBe(claims.exp! * 1000);
      expect(answer.cP_LEVEL).toBe(partner.level);
      const own = CpDetailsAnswer.parse((await details(answer.token)).body);
      expect(own.details[0]).toMatchObject({ id: answer.cP_ID, v5: partner.code, email_ID: partner.email });
    }
  });

  it('logs in by the CP code as well as the email (the form says "CP Code (Email)"), and the code shares the backoff', async () => {
    const byCode = await loginPartner(api, ` ${KAVYA.code.toLowerCase()} `);
    expect(byCode.cP_LEVEL).toBe(KAVYA.level);
    await expectPartnerRefusal(loginAnswer(ROHAN.code, 'Partner@1234'), 401, PARTNER_UNAUTHORIZED);
    await expectPartnerRefusal(loginAnswer('V5M9999', PARTNER_PASSWORD), 401, PARTNER_UNAUTHORIZED);
  });

  it("answers 401 'Unauthorized access' for a wrong password and an unknown email, 400 for a malformed body", async () => {
    await expectPartnerRefusal(loginAnswer(ROHAN.email, 'Partner@1234'), 401, PARTNER_UNAUTHORIZED);
    await expectPartnerRefusal(loginAnswer('nobody.cp@example.com', PARTNER_PASSWORD), 401, PARTNER_UNAUTHORIZED);
    await expectPartnerRefusal(loginAnswer(AARAV.email, 'Shop@1234'), 401, PARTNER_UNAUTHORIZED);
    await expectPartnerRefusal(postJson(`${api}/CP/CPLogin`, { email_id: ROHAN.email }), 400);
  });

  it('makes an unknown client wait after 5 failures of an email, with a delay doubling per failure', async () => {
    clock.advance(24 * 3600_000);
    for (let i = 0; i < 5; i++)
      await expectPartnerRefusal(loginAnswer(MEERA.email, `wrong-${i}`), 401, PARTNER_UNAUTHORIZED);
    const first = await loginAnswer(MEERA.email, PARTNER_PASSWORD);
    await expectPartnerRefusal(first, 429, WAIT);
    expect(first.headers.get('retry-after')).toBe('1');
    expect((await loginAnswer(ROHAN.email, PARTNER_PASSWORD)).status).toBe(200);
    clock.advance(1000);
    await expectPartnerRefusal(loginAnswer(MEERA.email, 'wrong-5'), 401, PARTNER_UNAUTHORIZED);
    const second = await loginAnswer(MEERA.email, PARTNER_PASSWORD);
    await expectPartnerRefusal(second, 429, WAIT);
    expect(second.headers.get('retry-after')).toBe('2');
    for (let i = 0; i < 5; i++) await loginAnswer('ghost.cp@example.com', 'guess');
    await expectPartnerRefusal(loginAnswer('ghost.cp@example.com', 'guess'), 429, WAIT);
    clock.advance(2000);
    expect((await loginAnswer(MEERA.email, PARTNER_PASSWORD)).status).toBe(200);
  });

  it('lets the owner in from a known device after five wrong attempts by someone else', async () => {
    clock.advance(24 * 3600_000);
    const owner = await loginPartner(api, ARJUN.email);
    for (let i = 0; i < 8; i++) await loginAnswer(ARJUN.email, `guess-${i}`);
    await expectPartnerRefusal(loginAnswer(ARJUN.email, PARTNER_PASSWORD), 429, WAIT);
    const again = await postJson(`${api}/CP/CPLogin`, {
      email_id: ARJUN.email,
      u_Password: PARTNER_PASSWORD,
      device_token: owner.device_token,
    });
    expect(again.status, again.text).toBe(200);
    expect(PartnerLogin.parse(again.body).device_token).toBe(owner.device_token);
    const forged = { email_id: ARJUN.email, u_Password: PARTNER_PASSWORD, device_token: 'x'.repeat(43) };
    await expectPartnerRefusal(postJson(`${api}/CP/CPLogin`, forged), 429, WAIT);
  });

  it('does not count a successful attempt', async () => {
    clock.advance(24 * 3600_000);
    for (let i = 0; i < 4; i++) await loginAnswer(MEERA.email, 'wrong');
    expect((await loginAnswer(MEERA.email, PARTNER_PASSWORD)).status).toBe(200);
    expect((await loginAnswer(MEERA.email, PARTNER_PASSWORD)).status).toBe(200);
    await expectPartnerRefusal(loginAnswer(MEERA.email, 'wrong'), 401, PARTNER_UNAUTHORIZED);
    clock.advance(24 * 3600_000);
  });
});

describe('login captcha (GET /api/CP/Captcha, checked by CP/CPLogin)', () => {
  const CAPTCHA_WRONG = 'Not Correct! Try Again';
  const Captcha = z
    .object({ token: z.string(), a: z.number().int(), b: z.number().int(), expiresAt: z.string() })
    .strict();
  const question = async () => Captcha.parse((await request(`${api}/CP/Captcha`)).body);
  const withCaptcha = (token: string, answer: string) =>
    postJson(`${api}/CP/CPLogin`, {
      email_id: KAVYA.email,
      u_Password: PARTNER_PASSWORD,
      captcha_token: token,
      captcha_answer: answer,
    });

  it('asks the sum of two numbers from 1 to 10, without the answer in the token', async () => {
    const { token, a, b } = await question();
    expect([a, b].every((n) => n >= 1 && n <= 10)).toBe(true);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    expect(claims.typ).toBe('captcha');
    expect(JSON.stringify(claims)).not.toContain(`:${a + b},`);
    expect(claims.ans).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets a right answer through once: a replayed question is refused', async () => {
    const { token, a, b } = await question();
    expect((await withCaptcha(token, ` ${a + b} `)).status).toBe(200);
    await expectPartnerRefusal(withCaptcha(token, String(a + b)), 400, CAPTCHA_WRONG);
  });

  it('refuses a wrong answer and spends the question', async () => {
    const { token, a, b } = await question();
    await expectPartnerRefusal(withCaptcha(token, String(a + b + 1)), 400, CAPTCHA_WRONG);
    await expectPartnerRefusal(withCaptcha(token, String(a + b)), 400, CAPTCHA_WRONG);
  });

  it('refuses an expired question, a forged one, a partner token and a missing answer', async () => {
    const late = await question();
    clock.advance(10 * 60_000 + 1000);
    await expectPartnerRefusal(withCaptcha(late.token, String(late.a + late.b)), 400, CAPTCHA_WRONG);
    const iat = Math.floor(clock.now().getTime() / 1000);
    const forged = jwt.sign(
      { typ: 'captcha', ans: 'ab'.repeat(32), iat, exp: iat + 600 },
      'another-secret-another-secret',
      {
        subject: '0',
        jwtid: 'x',
      },
    );
    await expectPartnerRefusal(withCaptcha(forged, '5'), 400, CAPTCHA_WRONG);
    await expectPartnerRefusal(withCaptcha(mint(1, 1), '5'), 400, CAPTCHA_WRONG);
    const fresh = await question();
    await expectPartnerRefusal(
      postJson(`${api}/CP/CPLogin`, {
        email_id: KAVYA.email,
        u_Password: PARTNER_PASSWORD,
        captcha_token: fresh.token,
      }),
      400,
      CAPTCHA_WRONG,
    );
  });
});

describe('POST /api/CP/Logout', () => {
  it('ends the session on the server: the token is refused afterwards, other sessions stay', async () => {
    const signedOut = await loginPartner(api, ROHAN.email);
    const other = await loginPartner(api, ROHAN.email);
    const answer = await partnerPost(`${api}/CP/Logout`, signedOut.token);
    expect([answer.status, answer.body]).toEqual([200, { message: 'Signed out.' }]);
    await expectPartnerRefusal(details(signedOut.token), 401, PARTNER_UNAUTHORIZED);
    await expectPartnerRefusal(partnerPost(`${api}/CP/Logout`, signedOut.token), 401, PARTNER_UNAUTHORIZED);
    await expectPartnerRefusal(
      partnerGet(`${api}/CP/userloginbycp?email=${ROHAN.email}`, signedOut.token),
      401,
      PARTNER_UNAUTHORIZED,
    );
    expect((await details(other.token)).status).toBe(200);
  });
});

describe('partner bearer routes', () => {
  const ROUTES: Array<[method: 'GET' | 'POST', path: string]> = [
    ['POST', '/CP/CPDetails'],
    ['GET', '/CP/details'],
    ['GET', '/CP/GetCPDetailsID'],
    ['POST', '/CP/CP_P_Details'],
    ['POST', '/CP/UpdateCpDetails'],
    ['POST', '/CP/CPBankDetails'],
    ['POST', '/CP/BandDetails'],
    ['GET', `/CP/userloginbycp?email=${ROHAN.email}`],
    ['POST', '/CP/CpChangePassword'],
    ['GET', '/CP/CP_NOTIFICATION'],
    ['GET', '/CP/CP_NOTIFICATION_30'],
    ['POST', '/CP/Logout'],
  ];

  function refusedTokens(shopperToken: string): string[] {
    const iat = Math.floor(clock.now().getTime() / 1000);
    const claims = { typ: 'partner', lvl: 1, sub: '1', jti: 'forged', iat, exp: iat + 3600 };
    return [
      shopperToken,
      jwt.sign(claims, 'a-different-secret-a-different-secret', { algorithm: 'HS256' }),
      jwt.sign({ ...claims, iat: iat - 7200, exp: iat - 60 }, upstream.jwtSecret, { algorithm: 'HS256' }),
      jwt.sign({ ...claims, typ: 'shopper' }, upstream.jwtSecret, { algorithm: 'HS256' }),
      jwt.sign({ ...claims, sub: '999999' }, upstream.jwtSecret, { algorithm: 'HS256' }),
      'garbage',
    ];
  }

  it.each(ROUTES)(
    "%s %s answers 401 'Unauthorized access' without a partner token, with a shopper token and with forged or expired ones",
    async (method, path) => {
      const shopper = await shopperLogin(api, AARAV.email);
      await expectPartnerRefusal(request(`${api}${path}`, { method }), 401, PARTNER_UNAUTHORIZED);
      for (const token of refusedTokens(shopper)) {
        const answer = await request(`${api}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
        await expectPartnerRefusal(answer, 401, PARTNER_UNAUTHORIZED);
        expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      }
      expect((await details(mint(1, 1))).status).toBe(200);
    },
  );

  it('uses the level on record, not the claim of the token', async () => {
    const answer = CpDetailsAnswer.parse((await details(mint(2, 1))).body);
    expect(answer.cP_LEVEL).toBe(2);
  });
});

describe('GET /api/CP/userloginbycp', () => {
  const shopperSession = (token: string | null, email: string) =>
    partnerGet(`${api}/CP/userloginbycp?email=${encodeURIComponent(email)}`, token);
  const profileOf = async (token: string) =>
    UserProfile.parse(
      (await request(`${api}/CommonData/userprofile`, { headers: { authorization: `Bearer ${token}` } })).body,
    );

  it('needs the partner token: none and a shopper token get 401', async () => {
    await expectPartnerRefusal(shopperSession(null, KAVYA.email), 401, PARTNER_UNAUTHORIZED);
    await expectPartnerRefusal(
      shopperSession(await shopperLogin(api, AARAV.email), KAVYA.email),
      401,
      PARTNER_UNAUTHORIZED,
    );
  });

  it("refuses another partner's email or any other email (403)", async () => {
    const kavya = (await loginPartner(api, KAVYA.email)).token;
    await expectPartnerRefusal(shopperSession(kavya, ROHAN.email), 403, 'Forbidden');
    await expectPartnerRefusal(shopperSession(kavya, AARAV.email), 403, 'Forbidden');
    await expectPartnerRefusal(partnerGet(`${api}/CP/userloginbycp`, kavya), 400);
  });

  it('makes, links and reuses a shopper account for the own email, as a shopper login would', async () => {
    const kavya = await loginPartner(api, KAVYA.email);
    expect(CpDetailsAnswer.parse((await details(kavya.token)).body).userId).toBeNull();
    const first = ShopperSession.parse((await shopperSession(kavya.token, KAVYA.email.toUpperCase())).body);
    const claims = jwt.verify(first.token, upstream.jwtSecret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(claims).toMatchObject({ typ: 'shopper' });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
    const profile = await profileOf(first.token);
    expect(profile).toMatchObject({ firstName: 'Kavya', lastName: 'Iyer', email: KAVYA.email, phone: '9840012345' });
    expect(CpDetailsAnswer.parse((await details(kavya.token)).body).userId).toBe(profile.id);
    const again = ShopperSession.parse((await shopperSession(kavya.token, KAVYA.email)).body);
    expect((await profileOf(again.token)).id).toBe(profile.id);
    expect(
      (
        await request(`${api}/Checkout/CartItemsList`, {
          method: 'POST',
          headers: { authorization: `Bearer ${again.token}` },
        })
      ).status,
    ).toBe(200);
  });

  it('finds the shopper account that already has the email', async () => {
    const registered = await postJson(`${api}/User/register`, {
      username: 'Meera P',
      email: MEERA.email,
      number: MEERA.email,
      password: 'secret123',
    });
    expect(registered.body).toBe(0);
    const own = await shopperLogin(api, MEERA.email, 'secret123');
    const meera = (await loginPartner(api, MEERA.email)).token;
    const session = ShopperSession.parse((await shopperSession(meera, MEERA.email)).body);
    expect((await profileOf(session.token)).id).toBe((await profileOf(own)).id);
  });
});

describe('POST /api/CP/CpChangePassword', () => {
  const change = (token: string, oldpassword: string, newpassword: string, newconfirmpassword = newpassword) =>
    partnerPost(`${api}/CP/CpChangePassword`, token, { oldpassword, newpassword, newconfirmpassword });

  it('refuses a mismatch, a short password and a wrong current password with the exact messages', async () => {
    const token = (await loginPartner(api, ARJUN.email)).token;
    await expectPartnerRefusal(
      change(token, PARTNER_PASSWORD, 'NewPass@1', 'NewPass@2'),
      400,
      'New Password and New Confirm Password did not match.',
    );
    await expectPartnerRefusal(change(token, PARTNER_PASSWORD, 'short'), 400, 'Password must be 8 to 64 characters.');
    await expectPartnerRefusal(change(token, 'not-my-password', 'NewPass@1'), 400, 'Current Password is incorrect.');
    expect((await loginAnswer(ARJUN.email, PARTNER_PASSWORD)).status).toBe(200);
  });

  it('sets the new password, answers a new token and ends the older tokens', async () => {
    const old = (await loginPartner(api, ARJUN.email)).token;
    // The change comes in the same second as the older session: its version, not its time, ends it.
    const answer = ChangePasswordAnswer.parse((await change(old, PARTNER_PASSWORD, 'Arjun@2026!')).body);
    expect(answer.message).toBe('Password Updated Successfully.');
    await expectPartnerRefusal(details(old), 401, PARTNER_UNAUTHORIZED);
    expect((await details(answer.token)).status).toBe(200);
    await expectPartnerRefusal(loginAnswer(ARJUN.email, PARTNER_PASSWORD), 401, PARTNER_UNAUTHORIZED);
    expect((await loginAnswer(ARJUN.email, 'Arjun@2026!')).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) => postJson(`${api}/CP/ForgotPasswordMail`, { email });
  const reset = (token: string, password: string, confirmPassword = password) =>
    postJson(`${api}/CP/ResetPassword`, { token, password, confirmPassword });

  async function mailedToken(email: string): Promise<string> {
    const [mail] = await upstream.outbox(email);
    expect(mail?.channel).toBe('email');
    const match = /https:\/\/shop\.test\.example\/cp\/forgotpassword\?token=([\w%-]+)/.exec(mail?.body ?? '');
    expect(match, mail?.body).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }

  it('mails a single-use link that sets a new password and ends older partner tokens', async () => {
    const before = (await loginPartner(api, KAVYA.email)).token;
    expect(Message.parse((await forgot(KAVYA.email.toUpperCase())).body).message).toBe(
      'Please check your registered Email for Password',
    );
    const token = await mailedToken(KAVYA.email);
    await expectPartnerRefusal(
      reset(token, 'Kavya@2026!', 'Kavya@2027!'),
      400,
      'New Password and New Confirm Password did not match.',
    );
    await expectPartnerRefusal(reset(token, 'short'), 400, 'Password must be 8 to 64 characters.');
    expect(Message.parse((await reset(token, 'Kavya@2026!')).body).message).toBe('Password Updated Successfully.');
    await expectPartnerRefusal(details(before), 401, PARTNER_UNAUTHORIZED);
    await expectPartnerRefusal(loginAnswer(KAVYA.email, PARTNER_PASSWORD), 401, PARTNER_UNAUTHORIZED);
    expect((await loginAnswer(KAVYA.email, 'Kavya@2026!')).status).toBe(200);
    await expectPartnerRefusal(reset(token, 'Another@2026'), 400, 'This link is invalid or has expired.');
    expect((await loginAnswer(KAVYA.email, 'Kavya@2026!')).status).toBe(200);
  });

  it('refuses a link after 30 minutes and an unknown token', async () => {
    await forgot(KAVYA.email);
    const token = await mailedToken(KAVYA.email);
    clock.advance(30 * 60_000 + 1000);
    await expectPartnerRefusal(reset(token, 'Kavya@2028!'), 400, 'This link is invalid or has expired.');
    await expectPartnerRefusal(reset('made-up-token', 'Kavya@2028!'), 400, 'This link is invalid or has expired.');
  });

  it('answers an unknown email as a registered one, mailing nothing, and 400 for a non-email', async () => {
    const unknown = await forgot('nobody.cp@example.com');
    const known = await forgot(MEERA.email);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(unknown.body).toEqual({ message: 'Please check your registered Email for Password' });
    expect(await upstream.outbox('nobody.cp@example.com')).toEqual([]);
    await expectPartnerRefusal(forgot('9820012345'), 400, 'Please enter a valid Email ID.');
  });

  it('mails at most 5 links to one email within 15 minutes, answering alike past the limit', async () => {
    clock.advance(15 * 60_000 + 1000);
    const before = (await upstream.outbox(ROHAN.email)).length;
    for (let i = 0; i < 5; i++) expect((await forgot(ROHAN.email)).status).toBe(200);
    const past = await forgot(ROHAN.email);
    expect([past.status, past.body]).toEqual([200, { message: 'Please check your registered Email for Password' }]);
    expect((await upstream.outbox(ROHAN.email)).length - before).toBe(5);
  });

  it('ends an older link when a newer one of the same partner is used', async () => {
    clock.advance(15 * 60_000 + 1000);
    await forgot(MEERA.email);
    const older = await mailedToken(MEERA.email);
    await forgot(MEERA.email);
    const newer = await mailedToken(MEERA.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer, PARTNER_PASSWORD)).status).toBe(200);
    await expectPartnerRefusal(reset(older, 'Meera@2029!'), 400, 'This link is invalid or has expired.');
    expect((await loginAnswer(MEERA.email, PARTNER_PASSWORD)).status).toBe(200);
  });
});
