// Contract of registration (the same answer whether or not the contact has an account), password
// login with its backoff (a known device skips it), sessions (bearer, revocation, expiry) and
// password reset by mailed link (the newest used link ends the others).
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestDb } from '../support/database.ts';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { TokenAnswer, UserProfile } from './account-contract.ts';
import {
  AARAV,
  DEMO_PASSWORD,
  LOGIN_FAILED,
  LOGIN_WAIT,
  PRIYA,
  authed,
  authedPost,
  expectRefusal,
  freshContact,
  freshCustomer,
  login,
} from './account-helpers.ts';
import { postJson, request } from './http.ts';

const PUBLIC_URL = 'https://shop.test.example';
const clock = testClock(new Date());
let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now, publicUrl: PUBLIC_URL });
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const register = (body: Record<string, string>) => postJson(`${api}/User/register`, body);
const loginAnswer = (emailId: string, password: string) =>
  postJson(`${api}/User/Login`, { email_id: emailId, u_Password: password });
const profile = (token: string) => authed(`${api}/CommonData/userprofile`, token);

describe('POST /api/User/register', () => {
  // On PostgreSQL the registrations run in parallel transactions: one that finds no account and then
  // meets the unique email of another's new account is run again and answers as the others, never 500.
  it('makes one account of five registrations of one contact at once, answering each alike', async () => {
    const c = freshContact('regrace');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        register({ username: `Racer ${i}`, email: c.email, number: c.phone, password: `secret12${i}` }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(5).fill([200, 0]));
    const accounts = await withTestDb(upstream, (db) =>
      db.all('select id from users where email = ? or phone = ?', c.email, c.phone),
    );
    expect(accounts).toHaveLength(1);
    // The four that found the account each tell its owner.
    expect(await upstream.outbox(c.email)).toHaveLength(4);
  });

  it('creates an account (0) and answers 0 too when the email or the phone has one, telling its owner', async () => {
    const c = freshContact('reg');
    const first = await register({ username: 'Meera Iyer', email: c.email, number: c.email, password: 'secret123' });
    expect([first.status, first.body]).toEqual([200, 0]);
    const again = await register({
      username: 'Meera',
      email: c.email.toUpperCase(),
      number: c.email.toUpperCase(),
      password: 'other123',
    });
    const fresh = freshContact('regnew');
    const unknown = await register({ username: 'Meera', email: fresh.email, number: fresh.email, password: 'x1y2z3' });
    expect([again.status, again.body]).toEqual([unknown.status, unknown.body]);
    expect([again.status, again.body]).toEqual([200, 0]);
    const [notice] = await upstream.outbox(c.email);
    expect(notice?.subject).toBe('Someone tried to register with your details');
    expect(notice?.body).toContain(`${PUBLIC_URL}/login`);
    const demoPhone = await register({ username: 'Someone', email: '', number: AARAV.phone, password: 'secret123' });
    expect([demoPhone.status, demoPhone.body]).toEqual([200, 0]);
    expect((await upstream.outbox(AARAV.phone))[0]).toMatchObject({ channel: 'sms' });
    await expectRefusal(loginAnswer(c.email, 'other123'), 401, LOGIN_FAILED);
    const token = await login(api, c.email, 'secret123');
    expect(UserProfile.parse((await profile(token)).body)).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: c.email,
      phone: null,
    });
  });

  it('registers by a 10-digit phone number alone', async () => {
    const c = freshContact('regphone');
    expect((await register({ username: 'Kabir', number: c.phone, password: 'secret123' })).body).toBe(0);
    expect(UserProfile.parse((await profile(await login(api, c.phone, 'secret123'))).body)).toMatchObject({
      phone: c.phone,
      email: null,
    });
  });

  it.each(['abc', '12345', '98765432101', 'a b@c.com', 'a@b', 'a@@b.com', ''])(
    'refuses the contact %j with the exact message',
    async (contact) => {
      await expectRefusal(
        register({ username: 'X', email: contact, number: contact, password: 'secret123' }),
        400,
        'Please enter a valid email address or mobile number.',
      );
    },
  );

  it('refuses a missing name, a short password and a malformed body', async () => {
    const c = freshContact('regbad');
    await expectRefusal(
      register({ username: ' ', number: c.phone, password: 'secret123' }),
      400,
      'Please enter your name.',
    );
    await expectRefusal(
      register({ username: 'X', number: c.phone, password: '12345' }),
      400,
      'Password must be at least 6 characters.',
    );
    await expectRefusal(postJson(`${api}/User/register`, { number: c.phone }), 400);
    expect((await register({ username: 'X', number: c.phone, password: 'secret123' })).body).toBe(0);
  });
});

describe('POST /api/User/Login', () => {
  it('logs a demo customer in by email and by phone with a 7-day HS256 shopper token', async () => {
    for (const id of [AARAV.email, AARAV.phone, ' AARAV@Example.com ']) {
      const answer = await loginAnswer(id, DEMO_PASSWORD);
      expect(answer.status, answer.text).toBe(200);
      const { token, expires } = TokenAnswer.parse(answer.body);
      const claims = jwt.verify(token, upstream.jwtSecret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
      expect(claims).toMatchObject({ typ: 'shopper', sub: expect.stringMatching(/^\d+$/), jti: expect.any(String) });
      expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
      expect(new Date(expires).getTime()).toBe(claims.exp! * 1000);
      expect(UserProfile.parse((await profile(token)).body).email).toBe(AARAV.email);
    }
  });

  it('answers 401 with the exact message for a wrong password, an unknown account and a malformed id', async () => {
    await expectRefusal(loginAnswer(PRIYA.email, 'Shop@12345'), 401, LOGIN_FAILED);
    await expectRefusal(loginAnswer('nobody@example.com', DEMO_PASSWORD), 401, LOGIN_FAILED);
    await expectRefusal(loginAnswer('not an id', DEMO_PASSWORD), 401, LOGIN_FAILED);
    await expectRefusal(postJson(`${api}/User/Login`, { email_id: PRIYA.email }), 400);
  });

  it('makes an unknown client wait after 5 failures of an account, with a delay doubling per failure', async () => {
    const customer = await freshCustomer(api, 'lock');
    for (let i = 0; i < 5; i++) await expectRefusal(loginAnswer(customer.email, 'wrong-password'), 401, LOGIN_FAILED);
    const waiting = await loginAnswer(customer.phone, customer.password);
    await expectRefusal(waiting, 429, LOGIN_WAIT);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect((await loginAnswer(PRIYA.email, DEMO_PASSWORD)).status).toBe(200);
    clock.advance(1000);
    await expectRefusal(loginAnswer(customer.email, 'wrong-password'), 401, LOGIN_FAILED);
    expect((await loginAnswer(customer.email, customer.password)).headers.get('retry-after')).toBe('2');
    clock.advance(2000);
    expect((await loginAnswer(customer.email, customer.password)).status).toBe(200);
  });

  it('backs off an unknown account like a known one', async () => {
    const nobody = freshContact('nobody').email;
    for (let i = 0; i < 5; i++) await expectRefusal(loginAnswer(nobody, 'guess'), 401, LOGIN_FAILED);
    await expectRefusal(loginAnswer(nobody, 'guess'), 429, LOGIN_WAIT);
  });

  it('lets the owner in from a known device after five wrong attempts by someone else', async () => {
    const customer = await freshCustomer(api, 'owner');
    const first = TokenAnswer.parse((await loginAnswer(customer.email, customer.password)).body);
    for (let i = 0; i < 8; i++) await loginAnswer(customer.email, `guess-${i}`);
    await expectRefusal(loginAnswer(customer.email, customer.password), 429, LOGIN_WAIT);
    const owner = await postJson(`${api}/User/Login`, {
      email_id: customer.phone,
      u_Password: customer.password,
      device_token: first.device_token,
    });
    expect(owner.status, owner.text).toBe(200);
    expect(TokenAnswer.parse(owner.body).device_token).toBe(first.device_token);
    const other = await freshCustomer(api, 'otherdevice');
    const foreign = TokenAnswer.parse((await loginAnswer(other.email, other.password)).body).device_token;
    const withForeign = { email_id: customer.email, u_Password: customer.password, device_token: foreign };
    await expectRefusal(postJson(`${api}/User/Login`, withForeign), 429, LOGIN_WAIT);
  });
});

describe('bearer endpoints', () => {
  const BEARER_ROUTES: Array<[method: 'GET' | 'POST', path: string]> = [
    ['GET', '/CommonData/userprofile'],
    ['GET', '/user/UpdateProfiledata'],
    ['POST', '/user/UpdateProfile'],
    ['POST', '/User/Logout'],
    ['POST', '/Checkout/CartItemsList'],
    ['POST', '/Checkout/Items_In_cart?P_ID=301&Quantity=1&SELECTED_COLOR=3011'],
    ['POST', '/Checkout/ItemRemoveIncrease?P_ID=301&SELECTED_COLOR=3011'],
    ['POST', '/Checkout/ItemRemoveDecrease?P_ID=301&SELECTED_COLOR=3011'],
  ];

  function forgedTokens(): string[] {
    const iat = Math.floor(clock.now().getTime() / 1000);
    const claims = { typ: 'shopper', sub: '1', jti: 'forged-jti', iat, exp: iat + 3600 };
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    return [
      jwt.sign(claims, 'a-different-secret-a-different-secret', { algorithm: 'HS256' }),
      jwt.sign({ ...claims, iat: iat - 7200, exp: iat - 3600 }, upstream.jwtSecret, { algorithm: 'HS256' }),
      jwt.sign({ ...claims, typ: 'partner' }, upstream.jwtSecret, { algorithm: 'HS256' }),
      jwt.sign({ ...claims, sub: '999999' }, upstream.jwtSecret, { algorithm: 'HS256' }),
      none,
      'garbage',
    ];
  }

  it.each(BEARER_ROUTES)(
    '%s %s answers 401 without a token and with forged, expired or foreign tokens',
    async (method, path) => {
      await expectRefusal(request(`${api}${path}`, { method }), 401, 'Unauthorized');
      for (const token of forgedTokens())
        await expectRefusal(authed(`${api}${path}`, token, { method }), 401, 'Unauthorized');
      const valid = jwt.sign(
        {
          typ: 'shopper',
          sub: '1',
          jti: 'fine',
          iat: Math.floor(clock.now().getTime() / 1000),
          exp: Math.floor(clock.now().getTime() / 1000) + 60,
        },
        upstream.jwtSecret,
      );
      expect((await authed(`${api}/CommonData/userprofile`, valid)).status).toBe(200);
    },
  );

  it('revokes a token on logout and keeps the other sessions of the account', async () => {
    const first = await login(api, PRIYA.email);
    const second = await login(api, PRIYA.phone);
    expect((await authedPost(`${api}/User/Logout`, first)).body).toEqual({ ok: true });
    await expectRefusal(profile(first), 401, 'Unauthorized');
    await expectRefusal(authedPost(`${api}/User/Logout`, first), 401, 'Unauthorized');
    expect((await profile(second)).status).toBe(200);
  });

  it('refuses a token once the clock passes its exp', async () => {
    const token = await login(api, PRIYA.email);
    clock.advance(7 * 24 * 3600_000 - 60_000);
    expect((await profile(token)).status).toBe(200);
    clock.advance(61_000);
    await expectRefusal(profile(token), 401, 'Unauthorized');
  });
});

describe('password reset', () => {
  const forgot = (email: string) => postJson(`${api}/User/ForgotPassword`, { email });
  const reset = (token: string, password: string) => postJson(`${api}/User/ResetPassword`, { token, password });

  async function mailedToken(email: string): Promise<string> {
    const [mail] = await upstream.outbox(email);
    expect(mail?.channel).toBe('email');
    const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/reset-password\\?token=([\\w%-]+)`).exec(
      mail?.body ?? '',
    );
    expect(match, mail?.body).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }

  it('mails a single-use link on PUBLIC_URL that sets a new password and ends earlier sessions', async () => {
    const customer = await freshCustomer(api, 'reset');
    expect((await forgot(customer.email.toUpperCase())).body).toEqual({ ok: true });
    const token = await mailedToken(customer.email);
    expect((await profile(customer.token)).status).toBe(200);
    // In the same second as that session: its version, not its time, ends it.
    expect((await reset(token, 'brand-new-pass')).body).toEqual({ ok: true });
    await expectRefusal(loginAnswer(customer.email, customer.password), 401, LOGIN_FAILED);
    expect((await loginAnswer(customer.email, 'brand-new-pass')).status).toBe(200);
    await expectRefusal(profile(customer.token), 401, 'Unauthorized');
    expect((await profile(await login(api, customer.phone, 'brand-new-pass'))).status).toBe(200);
    await expectRefusal(reset(token, 'another-pass'), 400, 'This reset link is invalid or has expired.');
    expect((await loginAnswer(customer.email, 'brand-new-pass')).status).toBe(200);
  });

  it('ends an older link when a newer one of the same account is used', async () => {
    const customer = await freshCustomer(api, 'resettwo');
    await forgot(customer.email);
    const older = await mailedToken(customer.email);
    await forgot(customer.email);
    const newer = await mailedToken(customer.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'brand-new-pass')).body).toEqual({ ok: true });
    await expectRefusal(reset(older, 'older-link-pass'), 400, 'This reset link is invalid or has expired.');
    expect((await loginAnswer(customer.email, 'brand-new-pass')).status).toBe(200);
  });

  it('refuses a link after 30 minutes, an unknown token and a short password', async () => {
    const customer = await freshCustomer(api, 'resetlate');
    await forgot(customer.email);
    const token = await mailedToken(customer.email);
    await expectRefusal(reset(token, '12345'), 400, 'Password must be at least 6 characters.');
    clock.advance(30 * 60_000 + 1000);
    await expectRefusal(reset(token, 'brand-new-pass'), 400, 'This reset link is invalid or has expired.');
    await expectRefusal(reset('made-up-token', 'brand-new-pass'), 400, 'This reset link is invalid or has expired.');
  });

  it('answers ok for an unknown email without mailing, and 400 for a non-email', async () => {
    expect((await forgot('nobody-here@example.com')).body).toEqual({ ok: true });
    expect(await upstream.outbox('nobody-here@example.com')).toEqual([]);
    await expectRefusal(forgot('9876543210'), 400, 'Please enter a valid email address.');
  });
});
