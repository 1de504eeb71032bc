// Contract of login by one-time code: POST /api/SMS/Sendsms and GET /api/SMS/ValidateOTP, read
// through the dev outbox, with an injected clock for expiry and the send window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestDb } from '../support/database.ts';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { OutboxEntry, TokenAnswer, UserProfile } from './account-contract.ts';
import { AARAV, authed, expectRefusal, freshContact, freshCustomer } from './account-helpers.ts';
import { postJson, request } from './http.ts';

const FAILED = 'Failed to validate OTP';
const NOT_REGISTERED = 'No account uses this mobile number yet. Please register first.';
const clock = testClock(new Date());
let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now });
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const send = (number: string) =>
  postJson(`${api}/SMS/Sendsms`, {
    apikey: 'ignored',
    senderid: 'ignored',
    number,
    message: 'ignored',
    format: 'json',
  });
const validate = (mobile: string, otp: string) =>
  request(`${api}/SMS/ValidateOTP?OTP=${encodeURIComponent(otp)}&mobile=${encodeURIComponent(mobile)}`);

async function sendAndRead(number: string): Promise<string> {
  const answer = await send(number);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body).toEqual({ status: 'sent' });
  const [message] = OutboxEntry.array().parse(await upstream.outbox(number));
  const match = /^Your OTP is (\d{6})\. It is valid for 5 minutes\.$/.exec(message?.body ?? '');
  expect(match, message?.body).not.toBeNull();
  const code = match![1]!;
  expect(Number(code)).toBeGreaterThanOrEqual(100000);
  expect(Number(code)).toBeLessThanOrEqual(999999);
  return code;
}

const otherCode = (code: string) => String(((Number(code) - 100000 + 1) % 900000) + 100000);

async function profileOf(token: string) {
  return UserProfile.parse((await authed(`${api}/CommonData/userprofile`, token)).body);
}

describe('one-time code login', () => {
  it('sends a code by SMS to the outbox and logs the demo customer in with it, once', async () => {
    const code = await sendAndRead(AARAV.phone);
    const [message] = await upstream.outbox(AARAV.phone);
    expect(message).toMatchObject({ channel: 'sms', to: AARAV.phone });
    const answer = await validate(AARAV.phone, code);
    expect(answer.status, answer.text).toBe(200);
    expect((await profileOf(TokenAnswer.parse(answer.body).token)).email).toBe(AARAV.email);
    await expectRefusal(validate(AARAV.phone, code), 401, FAILED);
  });

  it('stores codes hashed, never in clear', async () => {
    const c = freshContact('hash');
    const code = await sendAndRead(c.phone);
    const rows = await withTestDb(upstream, (db) => db.all('select * from otp_codes where recipient = ?', c.phone));
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.code_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a code once 5 minutes have passed', async () => {
    const c = freshContact('expired');
    const code = await sendAndRead(c.phone);
    clock.advance(5 * 60_000);
    await expectRefusal(validate(c.phone, code), 401, FAILED);
  });

  it('accepts a code until just before 5 minutes', async () => {
    const c = await freshCustomer(api, 'fresh');
    const code = await sendAndRead(c.phone);
    clock.advance(5 * 60_000 - 1000);
    expect((await validate(c.phone, code)).status).toBe(200);
  });

  it('kills a code after 5 wrong tries: the right code then fails too', async () => {
    const c = freshContact('wrong');
    const code = await sendAndRead(c.phone);
    for (let i = 0; i < 5; i++) await expectRefusal(validate(c.phone, otherCode(code)), 401, FAILED);
    await expectRefusal(validate(c.phone, code), 401, FAILED);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const c = await freshCustomer(api, 'fourwrong');
    const code = await sendAndRead(c.phone);
    for (let i = 0; i < 4; i++) await expectRefusal(validate(c.phone, otherCode(code)), 401, FAILED);
    expect((await validate(c.phone, code)).status).toBe(200);
  });

  it('answers 429 on the 4th send within 15 minutes, and sends again after the window', async () => {
    const c = freshContact('limit');
    for (let i = 0; i < 3; i++) await sendAndRead(c.phone);
    const fourth = await send(c.phone);
    await expectRefusal(fourth, 429, 'Too many OTP requests. Please try again in 15 minutes.');
    expect(await upstream.outbox(c.phone)).toHaveLength(3);
    clock.advance(15 * 60_000 + 1000);
    await sendAndRead(c.phone);
  });

  it('lets only the newest code of a number work', async () => {
    const c = await freshCustomer(api, 'newest');
    const first = await sendAndRead(c.phone);
    const second = await sendAndRead(c.phone);
    if (first !== second) await expectRefusal(validate(c.phone, first), 401, FAILED);
    expect((await validate(c.phone, second)).status).toBe(200);
  });

  it('asks a validated number without an account to register, creating nothing', async () => {
    const c = freshContact('newnumber');
    const code = await sendAndRead(c.phone);
    await expectRefusal(validate(c.phone, code), 404, NOT_REGISTERED, 'NOT_REGISTERED');
    await expectRefusal(validate(c.phone, code), 401, FAILED);
    expect(
      await withTestDb(upstream, (db) => db.get('select count(*) as n from users where phone = ?', c.phone)),
    ).toEqual({ n: 0 });
    await expectRefusal(validate(c.phone, otherCode(await sendAndRead(c.phone))), 401, FAILED);
  });

  it('makes the client a known device of the account, spared the failed-login backoff', async () => {
    const c = await freshCustomer(api, 'otpdevice');
    for (let i = 0; i < 6; i++) await postJson(`${api}/User/Login`, { email_id: c.email, u_Password: 'wrong-pass' });
    const device = TokenAnswer.parse((await validate(c.phone, await sendAndRead(c.phone))).body).device_token;
    const login = await postJson(`${api}/User/Login`, {
      email_id: c.email,
      u_Password: c.password,
      device_token: device,
    });
    expect(login.status, login.text).toBe(200);
  });

  it('mails the code when the number is an email address', async () => {
    const c = await freshCustomer(api, 'mailcode');
    const code = await sendAndRead(c.email.toUpperCase());
    expect((await upstream.outbox(c.email))[0]?.channel).toBe('email');
    expect((await profileOf(TokenAnswer.parse((await validate(c.email, code)).body).token)).email).toBe(c.email);
  });

  it('refuses malformed numbers (400) and codes for numbers that got none (401)', async () => {
    for (const bad of ['12345', '98765 43210', 'abc', ''])
      await expectRefusal(send(bad), 400, 'Please enter a valid Email or Mobile number');
    await expectRefusal(validate('9000099999', '123456'), 401, FAILED);
    await expectRefusal(validate('not-a-number', '123456'), 401, FAILED);
    await expectRefusal(request(`${api}/SMS/ValidateOTP?OTP=123456`), 400);
  });
});
