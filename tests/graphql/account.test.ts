// Accounts through the gateway against a real upstream on a temporary database: registration,
// password and OTP login, sessions (expired, tampered, revoked tokens act as a guest), the
// viewer's profile and its update with an image, password reset, rate limits.
import jwt from 'jsonwebtoken';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { startGateway } from '../support/gateway.ts';
import { useShop } from '../support/shop.ts';
import {
  LoginDocument,
  RegisterDocument,
  RequestOtpDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SignOutDocument,
  UpdateProfileDocument,
  VerifyOtpDocument,
  ViewerDocument,
  ViewerScreensDocument,
  ViewerTwiceDocument,
} from './generated/graphql.ts';
import {
  PASSWORD,
  latestOtp,
  login,
  newCustomer,
  outbox,
  register,
  tokenSecret,
  uniqueEmail,
  uniquePhone,
} from './shopper.ts';

const { upstream, gateway } = useShop();

/** A 1×1 PNG (upstream decodes and re-encodes every picture). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function viewerOf(token: string | null) {
  const { body } = await gateway.graphql(ViewerDocument, {}, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.viewer;
}

/** The gateway treats the token as a guest's itself: viewer null, nothing forwarded upstream. */
async function expectGuestWithoutCall(token: string): Promise<void> {
  const { body, headers } = await gateway.graphql(ViewerDocument, {}, { token });
  expect(body).toEqual({ data: { viewer: null } });
  expect(headers.get('x-upstream-calls')).toBe('0');
}

describe('register', () => {
  it('creates an account, and answers the same for the same contact again (nothing revealed)', async () => {
    const email = uniqueEmail();
    await register(gateway, email);
    const again = await gateway.graphql(RegisterDocument, {
      input: { name: 'Someone Else', emailOrPhone: email.toUpperCase(), password: PASSWORD },
    });
    expect(again.body.data!.register).toEqual({ ok: true, userErrors: [] });
  });

  it('refuses a contact that is neither an email nor 10 digits, and a missing name, with field paths', async () => {
    const { body } = await gateway.graphql(RegisterDocument, {
      input: { name: '', emailOrPhone: '12345', password: PASSWORD },
    });
    expect(body.data!.register.ok).toBe(false);
    expect(body.data!.register.userErrors).toEqual([
      { field: ['input', 'name'], message: 'Please enter your name.', code: 'REQUIRED' },
      {
        field: ['input', 'emailOrPhone'],
        message: 'Please enter a valid email address or mobile number.',
        code: 'INVALID_EMAIL_OR_PHONE',
      },
    ]);
  });
});

describe('login', () => {
  it('gives a token with its expiry and the viewer', async () => {
    const email = uniqueEmail();
    await register(gateway, email, 'Meera Iyer');
    const { body } = await gateway.graphql(LoginDocument, { input: { emailOrPhone: email, password: PASSWORD } });
    const payload = body.data!.login;
    expect(payload.userErrors).toEqual([]);
    expect(payload.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(payload.expiresAt!)).toBeGreaterThan(Date.now());
    expect(payload.viewer!.profile).toEqual({ name: 'Meera Iyer', email, phone: null });
  });

  it("says the spec's message for a wrong password, without a token", async () => {
    const email = uniqueEmail();
    await register(gateway, email);
    const { body } = await gateway.graphql(LoginDocument, {
      input: { emailOrPhone: email, password: 'wrong-password' },
    });
    expect(body.data!.login).toEqual({
      token: null,
      expiresAt: null,
      viewer: null,
      userErrors: [
        {
          field: null,
          message: 'Unauthorized access, Check Email-id/Mobile No. and Password',
          code: 'INVALID_CREDENTIALS',
        },
      ],
    });
  });

  it('refuses a malformed contact before asking upstream', async () => {
    const { body, headers } = await gateway.graphql(LoginDocument, {
      input: { emailOrPhone: 'priya at example', password: 'x' },
    });
    expect(body.data!.login.userErrors).toEqual([
      {
        field: ['input', 'emailOrPhone'],
        message: 'Please enter a valid Email or Mobile number',
        code: 'INVALID_EMAIL_OR_PHONE',
      },
    ]);
    expect(headers.get('x-upstream-calls')).toBe('0');
  });
});

describe('OTP login', () => {
  it('sends a code, refuses a wrong one, and signs an account holder in with the right one', async () => {
    const phone = uniquePhone();
    await register(gateway, phone);
    const sent = await gateway.graphql(RequestOtpDocument, { phone: `${phone.slice(0, 5)}-${phone.slice(5)}` });
    expect(sent.body.data!.requestOtp).toEqual({ sent: true, userErrors: [] });
    const code = await latestOtp(upstream.url, phone);

    const wrong = await gateway.graphql(VerifyOtpDocument, { phone, otp: code === '123456' ? '654321' : '123456' });
    expect(wrong.body.data!.verifyOtp.token).toBeNull();
    expect(wrong.body.data!.verifyOtp.userErrors).toEqual([
      { field: ['otp'], message: 'Failed to validate OTP', code: 'INVALID_OTP' },
    ]);

    const right = await gateway.graphql(VerifyOtpDocument, { phone, otp: code });
    expect(right.body.data!.verifyOtp.userErrors).toEqual([]);
    expect(right.body.data!.verifyOtp.viewer!.profile.phone).toBe(phone);
    expect((await viewerOf(right.body.data!.verifyOtp.token))!.profile.phone).toBe(phone);
  });

  it('wants 10 digits of phone and 6 digits of code', async () => {
    const badPhone = await gateway.graphql(RequestOtpDocument, { phone: '12345' });
    expect(badPhone.body.data!.requestOtp).toEqual({
      sent: false,
      userErrors: [
        { field: ['phone'], message: 'Please enter a valid 10-digit mobile number.', code: 'INVALID_PHONE' },
      ],
    });
    const badCode = await gateway.graphql(VerifyOtpDocument, { phone: uniquePhone(), otp: '12ab' });
    expect(badCode.body.data!.verifyOtp.userErrors).toEqual([
      { field: ['otp'], message: 'Please enter the 6-digit OTP.', code: 'INVALID_OTP_FORMAT' },
    ]);
  });
});

describe('sessions', () => {
  it('gives a guest a null viewer without an error', async () => {
    const { body, headers } = await gateway.graphql(ViewerDocument);
    expect(body).toEqual({ data: { viewer: null } });
    expect(headers.get('x-upstream-calls')).toBe('0');
  });

  it('loads the profile once however many fields ask for it', async () => {
    const { token, email } = await newCustomer(gateway);
    const { body, headers } = await gateway.graphql(ViewerTwiceDocument, {}, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer!.profile.email).toBe(email);
    expect(body.data!.again!.profile.name).toBe('Test Shopper');
    expect(headers.get('x-upstream-calls')).toBe('1');
  });

  it('treats an expired token as a guest', async () => {
    const { token } = await newCustomer(gateway);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const now = Math.floor(Date.now() / 1000);
    const secret = tokenSecret(upstream.dataDir);
    const expired = jwt.sign({ ...claims, iat: now - 7200, exp: now - 60 }, secret, { algorithm: 'HS256' });
    await expectGuestWithoutCall(expired);
    // The same claims, unexpired and signed with the same secret, are a customer.
    expect(await viewerOf(jwt.sign({ ...claims, exp: now + 600 }, secret, { algorithm: 'HS256' }))).not.toBeNull();
  });

  it('treats a tampered, forged or differently signed token as a guest', async () => {
    const first = await newCustomer(gateway);
    const second = await newCustomer(gateway);
    const [header, , signature] = first.token.split('.');
    const otherClaims = second.token.split('.')[1];
    const claims = jwt.decode(first.token) as jwt.JwtPayload;
    const secret = tokenSecret(upstream.dataDir);
    for (const token of [
      `${header}.${otherClaims}.${signature}`,
      jwt.sign(claims, 'a-secret-that-is-not-the-shops-secret-0123456789'),
      jwt.sign(claims, secret, { algorithm: 'HS512' }),
      jwt.sign({ ...claims, typ: 'partner' }, secret, { algorithm: 'HS256' }),
      'not-a-token',
    ]) {
      await expectGuestWithoutCall(token);
    }
  });

  it('signs out: the revoked token then acts as a guest, and mutations that need a session say UNAUTHENTICATED', async () => {
    const { token } = await newCustomer(gateway);
    expect(await viewerOf(token)).not.toBeNull();
    const out = await gateway.graphql(SignOutDocument, {}, { token });
    expect(out.body.data!.signOut).toEqual({ ok: true });
    const after = await gateway.graphql(ViewerDocument, {}, { token });
    expect(after.body).toEqual({ data: { viewer: null } });
    // The token is still well signed: the gateway forwarded it and upstream refused it.
    expect(after.headers.get('x-upstream-calls')).toBe('1');
    // The viewer's data calls start beside the profile; a refused token drops their answers quietly.
    const screens = await gateway.graphql(ViewerScreensDocument, {}, { token });
    expect(screens.body).toEqual({ data: { viewer: null } });
    expect(screens.headers.get('x-upstream-rounds')).toBe('1');
    const update = await gateway.graphql(
      UpdateProfileDocument,
      { input: { firstName: 'X', email: uniqueEmail(), phone: uniquePhone() } },
      { token },
    );
    expect(update.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('profile', () => {
  it('shows each customer their own profile only', async () => {
    const first = await newCustomer(gateway, 'First Customer');
    const second = await newCustomer(gateway, 'Second Customer');
    expect((await viewerOf(first.token))!.profile).toMatchObject({ name: 'First Customer', email: first.email });
    expect((await viewerOf(second.token))!.profile).toMatchObject({ name: 'Second Customer', email: second.email });
  });

  it('updates name, email, phone and a PNG picture that the gateway then serves', async () => {
    const { token } = await newCustomer(gateway);
    const email = uniqueEmail('updated');
    const phone = uniquePhone();
    const image = { fileName: 'me.jpg', contentType: 'image/jpeg', base64: PNG.toString('base64') };
    const { body } = await gateway.graphql(
      UpdateProfileDocument,
      { input: { firstName: 'Kavya', lastName: 'Rao', email, phone, image } },
      { token },
    );
    expect(body.errors).toBeUndefined();
    const payload = body.data!.updateProfile;
    expect(payload.userErrors).toEqual([]);
    expect(payload.message).toBe('Profile updated successfully!');
    expect(payload.profile).toMatchObject({ name: 'Kavya Rao', email, phone });
    expect(payload.profile!.imageUrl).toMatch(/^\/images\/profiles\/[0-9a-f]{32}\.png$/);
    const picture = await fetch(gateway.url + payload.profile!.imageUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/png/);
    // The picture as upstream re-encoded it: a PNG still.
    expect(Buffer.from(await picture.arrayBuffer()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect((await viewerOf(token))!.profile).toMatchObject({ firstName: 'Kavya', lastName: 'Rao', email, phone });
  });

  it('refuses a fake image (text named .png) by its content, with a userError on input.image', async () => {
    const { token, email } = await newCustomer(gateway);
    const image = {
      fileName: 'me.png',
      contentType: 'image/png',
      base64: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
    };
    const { body, headers } = await gateway.graphql(
      UpdateProfileDocument,
      { input: { firstName: 'Fake', email, phone: uniquePhone(), image } },
      { token },
    );
    expect(body.data!.updateProfile).toEqual({
      message: null,
      profile: null,
      userErrors: [{ field: ['input', 'image'], message: 'The image must be a JPEG or PNG file.', code: 'IMAGE_TYPE' }],
    });
    expect(headers.get('x-upstream-calls')).toBe('0');
  });

  it('takes a picture of exactly 2 MB, refuses one byte more, and refuses a request body far over that', async () => {
    const { token, email } = await newCustomer(gateway);
    const phone = uniquePhone();
    const picture = (bytes: number) => ({
      fileName: 'big.png',
      contentType: 'image/png',
      base64: Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]).toString('base64'),
    });
    const atLimit = await gateway.graphql(
      UpdateProfileDocument,
      { input: { firstName: 'Big', email, phone, image: picture(2 * 1024 * 1024) } },
      { token },
    );
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data!.updateProfile.userErrors).toEqual([]);

    const over = await gateway.graphql(
      UpdateProfileDocument,
      { input: { firstName: 'Big', email, phone, image: picture(2 * 1024 * 1024 + 1) } },
      { token },
    );
    expect(over.body.data!.updateProfile.userErrors).toEqual([
      { field: ['input', 'image'], message: 'The file must be at most 2 MB.', code: 'FILE_TOO_LARGE' },
    ]);

    const huge = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: print(UpdateProfileDocument),
        variables: { input: { firstName: 'Big', email, phone, image: picture(3 * 1024 * 1024) } },
      }),
    });
    expect(huge.status).toBe(413);
  });

  it("gives the server's message when the current password is wrong", async () => {
    const { token, email } = await newCustomer(gateway);
    const input = {
      firstName: 'Pass',
      email,
      phone: uniquePhone(),
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-1',
    };
    const { body } = await gateway.graphql(UpdateProfileDocument, { input }, { token });
    expect(body.data!.updateProfile.userErrors).toEqual([
      { field: null, message: 'Current password is incorrect.', code: 'PROFILE_UPDATE_FAILED' },
    ]);
  });

  it('needs a customer', async () => {
    const { body } = await gateway.graphql(UpdateProfileDocument, {
      input: { firstName: 'Guest', email: uniqueEmail(), phone: uniquePhone() },
    });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('password reset', () => {
  it('mails a single-use link whose token sets a new password', async () => {
    const email = uniqueEmail();
    await register(gateway, email);
    const requested = await gateway.graphql(RequestPasswordResetDocument, { email });
    expect(requested.body.data!.requestPasswordReset).toEqual({ ok: true, userErrors: [] });
    const [mail] = await outbox(upstream.url, email);
    const resetToken = /reset-password\?token=([\w.%-]+)/.exec(mail?.body ?? '')?.[1];
    expect(resetToken).toBeTruthy();

    const reset = await gateway.graphql(ResetPasswordDocument, {
      token: decodeURIComponent(resetToken!),
      password: 'a-new-password',
    });
    expect(reset.body.data!.resetPassword).toEqual({ ok: true, userErrors: [] });
    expect(await login(gateway, email, 'a-new-password')).toBeTruthy();

    const reused = await gateway.graphql(ResetPasswordDocument, {
      token: decodeURIComponent(resetToken!),
      password: 'another-password',
    });
    expect(reused.body.data!.resetPassword).toEqual({
      ok: false,
      userErrors: [
        { field: ['token'], message: 'This reset link is invalid or has expired.', code: 'RESET_LINK_INVALID' },
      ],
    });
  });

  it('answers the same for an address without an account', async () => {
    const { body } = await gateway.graphql(RequestPasswordResetDocument, { email: 'nobody.here@example.com' });
    expect(body.data!.requestPasswordReset).toEqual({ ok: true, userErrors: [] });
  });
});

describe('rate limits', () => {
  it('refuses the failed login past the per-address limit with RATE_LIMITED, per gateway instance', async () => {
    const limited = await startGateway({
      upstreamUrl: upstream.url,
      dataDir: upstream.dataDir,
      rateLimits: { account: { perIp: { limit: 2 } } },
    });
    try {
      const attempt = () =>
        limited.graphql(LoginDocument, { input: { emailOrPhone: uniqueEmail(), password: 'wrong-password' } });
      for (let i = 0; i < 2; i += 1) {
        expect((await attempt()).body.data!.login.userErrors[0]!.code).toBe('INVALID_CREDENTIALS');
      }
      const { body, headers } = await attempt();
      expect(body.data!.login.userErrors).toEqual([
        { field: null, message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' },
      ]);
      expect(headers.get('x-upstream-calls')).toBe('0');
      // The other gateway instance keeps its own count.
      expect(
        (await gateway.graphql(LoginDocument, { input: { emailOrPhone: uniqueEmail(), password: 'x' } })).body.data!
          .login.userErrors[0]!.code,
      ).toBe('INVALID_CREDENTIALS');
    } finally {
      await limited.close();
    }
  });

  it('limits OTP requests per client IP across numbers', async () => {
    const limited = await startGateway({
      upstreamUrl: upstream.url,
      dataDir: upstream.dataDir,
      rateLimits: { account: { perIp: { limit: 2 } } },
    });
    try {
      for (let i = 0; i < 2; i += 1) {
        expect((await limited.graphql(RequestOtpDocument, { phone: uniquePhone() })).body.data!.requestOtp.sent).toBe(
          true,
        );
      }
      const { body } = await limited.graphql(RequestOtpDocument, { phone: uniquePhone() });
      expect(body.data!.requestOtp).toEqual({
        sent: false,
        userErrors: [{ field: null, message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' }],
      });
    } finally {
      await limited.close();
    }
  });
});
