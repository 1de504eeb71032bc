// The partner session through the gateway against a real upstream on a temporary database: CP login
// of both levels (a partner token and a shopper token), the one place that decides access (no token,
// a shopper token, a forged or expired one, a General partner on Master-only fields), the CP home in
// one round of upstream calls, login rate limits, and a password change revoking the old token.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../support/gateway.ts';
import { useShop } from '../support/shop.ts';
import { testClock } from '../support/upstream.ts';
import {
  PartnerAddsPartnerDocument,
  PartnerChangePasswordDocument,
  PartnerCodeDocument,
  PartnerHomeDocument,
  PartnerIncentiveTableTitleDocument,
  PartnerLoginDocument,
  PartnerNominationIdsDocument,
  PartnerNominationStatusesDocument,
  PartnerNominationTemplateHtmlDocument,
  PartnerProposedIncentiveNameDocument,
  PartnerSendsNominationDocument,
  ShopperLoginAttemptDocument,
  ViewerEmailAndPartnerCodeDocument,
  ViewerEmailDocument,
} from './generated/graphql.ts';
import {
  KAVYA,
  MEERA,
  PARTNER_PASSWORD,
  ROHAN,
  SPEC_DATE,
  accessError,
  asPartner,
  partnerData,
  partnerLogin,
  solvedCaptcha,
  uniqueEmail,
} from './partner.ts';

const clock = testClock();
const { upstream, gateway } = useShop({ upstream: { now: clock.now } });

describe('partnerLogin', () => {
  it('signs in both demo partners with a partner token and a shopper session for the same email', async () => {
    for (const [partner, level, levelLabel] of [
      [ROHAN, 'MASTER', 'V5 (Master)'],
      [KAVYA, 'GENERAL', 'V5 (General)'],
    ] as const) {
      const { body } = await gateway.graphql(PartnerLoginDocument, {
        input: { email: partner.email.toUpperCase(), password: PARTNER_PASSWORD, ...(await solvedCaptcha(gateway)) },
      });
      const payload = body.data!.partnerLogin;
      expect(payload).toMatchObject({ partner: { code: partner.code, level, levelLabel }, userErrors: [] });
      expect(Date.parse(payload.expiresAt!)).toBeGreaterThan(clock.now().getTime());
      // The partner token works as X-Partner-Token; the shopper token is a shopper session of the same email.
      expect((await partnerData(gateway, payload.partnerToken!, PartnerCodeDocument)).partner.code).toBe(partner.code);
      const viewer = await gateway.graphql(ViewerEmailDocument, {}, { token: payload.shopperToken });
      expect(viewer.body.data!.viewer!.profile.email).toBe(partner.email);
    }
  });

  it("refuses a wrong password with the spec's 'Unauthorized access'", async () => {
    const { body } = await gateway.graphql(PartnerLoginDocument, {
      input: { email: ROHAN.email, password: 'wrong-password', ...(await solvedCaptcha(gateway)) },
    });
    expect(body.data!.partnerLogin).toEqual({
      partnerToken: null,
      expiresAt: null,
      shopperToken: null,
      partner: null,
      userErrors: [{ field: null, message: 'Unauthorized access', code: 'UNAUTHORIZED' }],
    });
  });

  it("passes on upstream's lock after 5 failures of one email", async () => {
    const email = uniqueEmail('locked.cp');
    const attempt = async () =>
      gateway.graphql(PartnerLoginDocument, {
        input: { email, password: 'wrong-password', ...(await solvedCaptcha(gateway)) },
      });
    for (let i = 0; i < 5; i += 1)
      expect((await attempt()).body.data!.partnerLogin.userErrors[0]!.code).toBe('UNAUTHORIZED');
    expect((await attempt()).body.data!.partnerLogin.userErrors).toEqual([
      { field: null, message: 'Too many login attempts. Please try again after 15 minutes.', code: 'RATE_LIMITED' },
    ]);
  });

  it('is rate limited per client IP in the gateway, before any upstream call', async () => {
    const limited = await startGateway({
      upstreamUrl: upstream.url,
      dataDir: upstream.dataDir,
      rateLimits: { account: { perIp: { limit: 2 } } },
    });
    try {
      const attempt = async (email: string) =>
        limited.graphql(PartnerLoginDocument, {
          input: { email, password: 'wrong-password', ...(await solvedCaptcha(gateway)) },
        });
      await attempt(uniqueEmail('ip.cp'));
      await attempt(uniqueEmail('ip.cp'));
      const third = await attempt(uniqueEmail('ip.cp'));
      expect(third.body.data!.partnerLogin.userErrors).toEqual([
        { field: null, message: 'Too many login attempts. Please try again after 15 minutes.', code: 'RATE_LIMITED' },
      ]);
      expect(third.headers.get('x-upstream-calls')).toBe('0');
      // The shopper login is another operation with its own window.
      const shopper = await limited.graphql(ShopperLoginAttemptDocument);
      expect(shopper.body.data!.login.userErrors[0]!.code).not.toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('access to partner fields', () => {
  let shopperToken: string;
  let rohanToken: string;
  let kavyaToken: string;

  beforeAll(async () => {
    const rohan = await partnerLogin(gateway, ROHAN.email);
    rohanToken = rohan.partnerToken;
    shopperToken = rohan.shopperToken!;
    kavyaToken = (await partnerLogin(gateway, KAVYA.email)).partnerToken;
  });

  it('says UNAUTHENTICATED in the partner realm without a partner token, at no upstream cost', async () => {
    const result = await gateway.graphql(PartnerCodeDocument);
    expect(result.body.data).toBeNull();
    expect(accessError(result)).toEqual({ code: 'UNAUTHENTICATED', realm: 'partner' });
    expect(result.headers.get('x-upstream-calls')).toBe('0');
  });

  it('says FORBIDDEN to a shopper token, in Authorization or in X-Partner-Token', async () => {
    expect(accessError(await gateway.graphql(PartnerCodeDocument, {}, { token: shopperToken }))).toEqual({
      code: 'FORBIDDEN',
      realm: 'partner',
    });
    expect(accessError(await asPartner(gateway, shopperToken, PartnerCodeDocument))).toEqual({
      code: 'FORBIDDEN',
      realm: 'partner',
    });
  });

  it('says UNAUTHENTICATED to a forged or expired partner token, even next to a valid shopper token', async () => {
    const [header, payload] = rohanToken.split('.');
    const forged = `${header}.${payload}.${Buffer.alloc(32).toString('base64url')}`;
    const now = Math.floor(clock.now().getTime() / 1000);
    const expired = jwt.sign({ typ: 'partner', lvl: 1, iat: now - 7200, exp: now - 3600 }, upstream.jwtSecret, {
      algorithm: 'HS256',
      subject: '1',
      jwtid: 'x',
    });
    for (const token of [forged, expired, 'Bearer not-a-token']) {
      const result = await gateway.graphql(
        PartnerCodeDocument,
        {},
        { token: shopperToken, headers: { 'x-partner-token': token } },
      );
      expect(accessError(result)).toEqual({ code: 'UNAUTHENTICATED', realm: 'partner' });
    }
  });

  it('takes the partner token with a Bearer prefix, next to the shopper token in the same request', async () => {
    const { body } = await gateway.graphql(
      ViewerEmailAndPartnerCodeDocument,
      {},
      {
        token: shopperToken,
        headers: { 'x-partner-token': `Bearer ${rohanToken}` },
      },
    );
    expect(body).toEqual({ data: { viewer: { profile: { email: ROHAN.email } }, partner: { code: ROHAN.code } } });
  });

  it('refuses a General partner the Master-only fields and mutations (FORBIDDEN), not its own fields', async () => {
    const masterOnly: Array<[string, TypedDocumentNode<object, Record<string, never>>]> = [
      ['nominations', PartnerNominationIdsDocument],
      ['proposedIncentive', PartnerProposedIncentiveNameDocument],
      ['nominationTemplate', PartnerNominationTemplateHtmlDocument],
    ];
    for (const [field, document] of masterOnly) {
      const result = await asPartner(gateway, kavyaToken, document);
      expect(accessError(result), field).toEqual({ code: 'FORBIDDEN', realm: 'partner' });
    }
    const nominate = await asPartner(gateway, kavyaToken, PartnerSendsNominationDocument);
    expect(accessError(nominate)).toEqual({ code: 'FORBIDDEN', realm: 'partner' });
    expect(nominate.headers.get('x-upstream-calls')).toBe('0');
    const add = await asPartner(gateway, kavyaToken, PartnerAddsPartnerDocument);
    expect(accessError(add)).toEqual({ code: 'FORBIDDEN', realm: 'partner' });
    expect((await partnerData(gateway, kavyaToken, PartnerIncentiveTableTitleDocument)).partner).toEqual({
      code: KAVYA.code,
      incentiveTable: { title: 'General CP Incentive Table', canEditMasterPercent: false },
      nomineeIncentiveTables: [],
    });
    // The Master reads the same fields.
    expect(
      (await partnerData(gateway, rohanToken, PartnerNominationStatusesDocument)).partner.nominationTemplate
        .maxDiscount,
    ).toBe(35);
  });

  it('answers the CP home (card, recent notifications, videos) in one round of upstream calls', async () => {
    const result = await asPartner(gateway, rohanToken, PartnerHomeDocument);
    expect(result.body.errors).toBeUndefined();
    const { partner, partnerVideos } = result.body.data!;
    expect(partner).toMatchObject({
      name: 'Rohan',
      surname: 'Mehta',
      fullName: ROHAN.name,
      code: ROHAN.code,
      level: 'MASTER',
      levelLabel: 'V5 (Master)',
    });
    expect(partner.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(partner.notifications.length).toBeGreaterThan(0);
    for (const notification of partner.notifications) {
      expect(notification.date).toMatch(SPEC_DATE);
      expect(notification.html).not.toMatch(/<script|onerror=|javascript:/i);
    }
    expect(partnerVideos.length).toBeGreaterThan(0);
    for (const video of partnerVideos) expect(video.url).toMatch(/^https:\/\//);
    expect(result.headers.get('x-upstream-calls')).toBe('3');
    expect(result.headers.get('x-upstream-rounds')).toBe('1');
  });
});

describe('partnerChangePassword', () => {
  it('checks the confirmation and the current password', async () => {
    const { partnerToken } = await partnerLogin(gateway, MEERA.email);
    const mismatch = await partnerData(gateway, partnerToken, PartnerChangePasswordDocument, {
      input: { oldPassword: PARTNER_PASSWORD, newPassword: 'Meera@2026', newConfirmPassword: 'Meera@2027' },
    });
    expect(mismatch.partnerChangePassword.userErrors).toEqual([
      {
        field: ['input', 'newConfirmPassword'],
        message: 'New Password and New Confirm Password did not match.',
        code: 'PASSWORD_MISMATCH',
      },
    ]);
    const wrong = await partnerData(gateway, partnerToken, PartnerChangePasswordDocument, {
      input: { oldPassword: 'not-my-password', newPassword: 'Meera@2026', newConfirmPassword: 'Meera@2026' },
    });
    expect(wrong.partnerChangePassword).toEqual({
      ok: false,
      message: null,
      partnerToken: null,
      userErrors: [
        { field: ['input', 'oldPassword'], message: 'Current Password is incorrect.', code: 'WRONG_PASSWORD' },
      ],
    });
  });

  it('gives a new partner token; the old one is then UNAUTHENTICATED and the new password logs in', async () => {
    const { partnerToken: old } = await partnerLogin(gateway, MEERA.email);
    clock.advance(2_000);
    const changed = await partnerData(gateway, old, PartnerChangePasswordDocument, {
      input: { oldPassword: PARTNER_PASSWORD, newPassword: 'Meera@2026', newConfirmPassword: 'Meera@2026' },
    });
    expect(changed.partnerChangePassword).toMatchObject({
      ok: true,
      message: 'Password Updated Successfully.',
      userErrors: [],
    });
    const fresh = changed.partnerChangePassword.partnerToken!;
    expect(fresh).not.toBe(old);
    expect(accessError(await asPartner(gateway, old, PartnerCodeDocument))).toEqual({
      code: 'UNAUTHENTICATED',
      realm: 'partner',
    });
    expect((await partnerData(gateway, fresh, PartnerCodeDocument)).partner.code).toBe(MEERA.code);
    await partnerLogin(gateway, MEERA.email, 'Meera@2026');
  });
});
