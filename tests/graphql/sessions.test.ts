// Sessions through the gateway against a real upstream: a password change ends the account's other
// sessions; failed logins slow the attacker (per client address here, per account upstream) while
// the owner on a known device gets in; OTP for a number without an account creates nothing and
// asks to register; registration and partner forgot-password answer alike whether or not an
// account exists; partner sign-out ends the partner token on the server.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import { testClock } from '../support/upstream.ts';
import {
  SessionsChangePasswordDocument,
  SessionsLoginDocument,
  SessionsPartnerCaptchaDocument,
  SessionsPartnerDocument,
  SessionsPartnerForgotDocument,
  SessionsPartnerLoginDocument,
  SessionsPartnerSignOutDocument,
  SessionsRegisterDocument,
  SessionsVerifyOtpDocument,
  SessionsViewerDocument,
  RequestOtpDocument,
} from './generated/graphql.ts';
import { KAVYA, MEERA, PARTNER_PASSWORD, ROHAN, asPartner, solvedCaptcha } from './partner.ts';
import { PASSWORD, latestOtp, outbox, register, uniqueEmail, uniquePhone } from './shopper.ts';

/** Per client address: five failed account attempts, then RATE_LIMITED (tests name the address). */
const clock = testClock(new Date());
const { upstream, gateway } = useShop({
  upstream: { now: clock.now },
  gateway: { trustProxy: true, rateLimits: { account: { perIp: { limit: 5 } } } },
});

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

async function signIn(emailOrPhone: string, password: string, ip: string, deviceToken?: string | null) {
  const { body } = await gateway.graphql(
    SessionsLoginDocument,
    { input: { emailOrPhone, password, ...(deviceToken ? { deviceToken } : {}) } },
    from(ip),
  );
  expect(body.errors).toBeUndefined();
  return body.data!.login;
}

async function viewerId(token: string): Promise<string | null> {
  const { body } = await gateway.graphql(SessionsViewerDocument, {}, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.viewer?.id ?? null;
}

describe('password change', () => {
  it('ends every other session of the account; the session that changed it stays signed in', async () => {
    const phone = uniquePhone();
    const email = uniqueEmail('change');
    await register(gateway, phone);
    const phoneSession = (await signIn(phone, PASSWORD, '10.1.0.1')).token!;
    // The change comes in the same second as the older session: its version, not its time, ends it.
    const changer = (await signIn(phone, PASSWORD, '10.1.0.2')).token!;
    const changed = await gateway.graphql(
      SessionsChangePasswordDocument,
      { input: { firstName: 'Test', email, phone, currentPassword: PASSWORD, newPassword: 'brand-new-pass' } },
      { token: changer },
    );
    expect(changed.body.data!.updateProfile.userErrors).toEqual([]);
    expect(await viewerId(phoneSession)).toBeNull();
    expect(await viewerId(changer)).not.toBeNull();
    expect((await signIn(email, 'brand-new-pass', '10.1.0.3')).userErrors).toEqual([]);
  });
});

describe('failed logins', () => {
  it('let the owner in from a known device after five wrong attempts by someone else elsewhere', async () => {
    const email = uniqueEmail('owner');
    await register(gateway, email);
    const first = await signIn(email, PASSWORD, '10.2.0.1');
    expect(first.deviceToken).toMatch(/^[\w-]{43}$/);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(email, `guess-${i}`, '10.2.0.66')).userErrors[0]!.code).toBe('INVALID_CREDENTIALS');
    }
    // The attacker's address is past its limit; the account makes unknown clients wait.
    expect((await signIn(email, 'guess-5', '10.2.0.66')).userErrors).toEqual([
      { field: null, message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' },
    ]);
    expect((await signIn(email, PASSWORD, '10.2.0.77')).userErrors).toEqual([
      {
        field: null,
        message: 'Too many failed login attempts. Please wait a moment and try again, or log in with an OTP.',
        code: 'RATE_LIMITED',
      },
    ]);
    const owner = await signIn(email, PASSWORD, '10.2.0.2', first.deviceToken);
    expect(owner.userErrors).toEqual([]);
    expect(await viewerId(owner.token!)).not.toBeNull();
  });

  it('let the owner in after a successful OTP, which makes the client a known device', async () => {
    const phone = uniquePhone();
    await register(gateway, phone);
    for (let i = 0; i < 5; i += 1) await signIn(phone, `guess-${i}`, '10.3.0.66');
    await gateway.graphql(RequestOtpDocument, { phone }, from('10.3.0.1'));
    const otp = await gateway.graphql(
      SessionsVerifyOtpDocument,
      { phone, otp: await latestOtp(upstream.url, phone) },
      from('10.3.0.1'),
    );
    const { deviceToken } = otp.body.data!.verifyOtp;
    expect(deviceToken).toMatch(/^[\w-]{43}$/);
    expect((await signIn(phone, PASSWORD, '10.3.0.1', deviceToken)).userErrors).toEqual([]);
  });
});

describe('OTP for a number without an account', () => {
  it('creates nothing and asks to register', async () => {
    const phone = uniquePhone();
    await gateway.graphql(RequestOtpDocument, { phone }, from('10.4.0.1'));
    const { body } = await gateway.graphql(
      SessionsVerifyOtpDocument,
      { phone, otp: await latestOtp(upstream.url, phone) },
      from('10.4.0.1'),
    );
    expect(body.data!.verifyOtp).toEqual({
      token: null,
      deviceToken: null,
      userErrors: [
        {
          field: ['phone'],
          message: 'No account uses this mobile number yet. Please register first.',
          code: 'NOT_REGISTERED',
        },
      ],
    });
    await register(gateway, phone);
  });
});

describe('answers that do not reveal an account', () => {
  it('registration answers the same for a taken and a new contact, and tells the owner', async () => {
    const taken = uniqueEmail('taken');
    await register(gateway, taken);
    const input = (emailOrPhone: string) => ({ input: { name: 'Someone', emailOrPhone, password: 'other-pass' } });
    const again = await gateway.graphql(SessionsRegisterDocument, input(taken), from('10.5.0.1'));
    const fresh = await gateway.graphql(SessionsRegisterDocument, input(uniqueEmail('fresh')), from('10.5.0.1'));
    expect(again.body).toEqual(fresh.body);
    expect(again.body.data!.register).toEqual({ ok: true, userErrors: [] });
    expect((await outbox(upstream.url, taken))[0]?.subject).toBe('Someone tried to register with your details');
  });

  it('partner forgot-password answers the same for a partner and an unknown email', async () => {
    const known = await gateway.graphql(SessionsPartnerForgotDocument, { email: MEERA.email }, from('10.5.0.2'));
    const unknown = await gateway.graphql(
      SessionsPartnerForgotDocument,
      { email: 'nobody.cp@example.com' },
      from('10.5.0.2'),
    );
    expect(unknown.body).toEqual(known.body);
    expect(known.body.data!.partnerRequestPasswordReset).toEqual({
      ok: true,
      message: 'Please check your registered Email for Password',
      userErrors: [],
    });
  });
});

describe('partner sign-out', () => {
  it('ends the partner token on the server', async () => {
    const login = await gateway.graphql(
      SessionsPartnerLoginDocument,
      { input: { email: ROHAN.email, password: PARTNER_PASSWORD, ...(await solvedCaptcha(gateway)) } },
      from('10.6.0.1'),
    );
    const token = login.body.data!.partnerLogin.partnerToken!;
    expect(login.body.data!.partnerLogin.deviceToken).toMatch(/^[\w-]{43}$/);
    expect((await asPartner(gateway, token, SessionsPartnerDocument)).body.data!.partner.email).toBe(ROHAN.email);
    const out = await asPartner(gateway, token, SessionsPartnerSignOutDocument);
    expect(out.body).toEqual({ data: { partnerSignOut: { ok: true } } });
    const after = await asPartner(gateway, token, SessionsPartnerDocument);
    expect(after.body.errors?.[0]?.extensions?.code, JSON.stringify(after.body)).toBe('UNAUTHENTICATED');
  });

  it('ends the shopper session the portal opened too: one logout for both', async () => {
    const login = await gateway.graphql(
      SessionsPartnerLoginDocument,
      { input: { email: KAVYA.email, password: PARTNER_PASSWORD, ...(await solvedCaptcha(gateway)) } },
      from('10.6.0.2'),
    );
    const { partnerToken, shopperToken } = login.body.data!.partnerLogin;
    expect(shopperToken).toBeTruthy();
    expect(await viewerId(shopperToken!)).not.toBeNull();
    const out = await gateway.graphql(
      SessionsPartnerSignOutDocument,
      {},
      { token: shopperToken!, headers: { 'x-partner-token': partnerToken! } },
    );
    expect(out.body).toEqual({ data: { partnerSignOut: { ok: true } } });
    const shopperAfter = await gateway.graphql(SessionsViewerDocument, {}, { token: shopperToken! });
    expect(shopperAfter.body.data?.viewer ?? null, JSON.stringify(shopperAfter.body)).toBeNull();
    const partnerAfter = await asPartner(gateway, partnerToken!, SessionsPartnerDocument);
    expect(partnerAfter.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('partner captcha', () => {
  const CAPTCHA_WRONG = [
    { field: ['input', 'captchaAnswer'], message: 'Not Correct! Try Again', code: 'CAPTCHA_WRONG' },
  ];
  const attempt = async (captchaToken: string, captchaAnswer: string) =>
    (
      await gateway.graphql(
        SessionsPartnerLoginDocument,
        { input: { email: MEERA.email, password: PARTNER_PASSWORD, captchaToken, captchaAnswer } },
        from('10.7.0.1'),
      )
    ).body.data!.partnerLogin;

  it('is asked by the server and checked there: a wrong answer and a replayed question are refused', async () => {
    const question = async () => (await gateway.graphql(SessionsPartnerCaptchaDocument)).body.data!.partnerCaptcha;
    const first = await question();
    expect([first.a, first.b].every((n) => n >= 1 && n <= 10)).toBe(true);
    expect((await attempt(first.token, String(first.a + first.b + 1))).userErrors).toEqual(CAPTCHA_WRONG);
    expect((await attempt(first.token, String(first.a + first.b))).userErrors).toEqual(CAPTCHA_WRONG);
    const second = await question();
    const right = await attempt(second.token, String(second.a + second.b));
    expect(right.userErrors).toEqual([]);
    expect(right.partnerToken).toBeTruthy();
    expect((await attempt(second.token, String(second.a + second.b))).userErrors).toEqual(CAPTCHA_WRONG);
    expect((await attempt('made-up', '7')).userErrors).toEqual(CAPTCHA_WRONG);
  });
});
