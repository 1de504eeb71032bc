// Production and the published demo passwords: in production no seeded account signs in with the
// password this repository publishes (customers, channel partners, the operator), the first owner
// comes from OWNER_EMAIL and OWNER_PASSWORD, and without an owner who can sign in upstream refuses
// to start and changes nothing. Outside production the demo logins work (other tests use them).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../../upstream/src/app.ts';
import { NO_OWNER_MESSAGE, ownerSettingOf } from '../../upstream/src/services/production-accounts.ts';
import { LIVE_PAYMENT_ACCOUNT, startUpstream, TEST_OWNER, type RunningUpstream } from '../support/upstream.ts';
import { AARAV, DEMO_PASSWORD } from './account-helpers.ts';
import { OWNER, loginOperator } from './admin-helpers.ts';
import { postJson } from './http.ts';
import { PARTNER_PASSWORD } from './partner-helpers.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ production: true, payment: LIVE_PAYMENT_ACCOUNT });
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

describe('a production shop', () => {
  it('refuses the published demo passwords of customers, partners and the operator', async () => {
    expect((await postJson(`${api}/User/Login`, { email_id: AARAV.email, u_Password: DEMO_PASSWORD })).status).toBe(
      401,
    );
    const partner = await postJson(`${api}/CP/CPLogin`, {
      email_id: 'rohan.cp@example.com',
      u_Password: PARTNER_PASSWORD,
    });
    expect(partner.status).not.toBe(200);
    expect((await postJson(`${api}/Admin/Login`, OWNER)).status).toBe(401);
  });

  it('lets the owner from OWNER_EMAIL and OWNER_PASSWORD sign in to the console', async () => {
    expect(await loginOperator(upstream, TEST_OWNER.email, TEST_OWNER.password)).toEqual(expect.any(String));
  });
});

describe('starting in production without an owner', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-no-owner-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is refused with what to set, and changes nothing', async () => {
    const start = () => buildUpstream({ dataDir, production: true, payment: LIVE_PAYMENT_ACCOUNT, devRoutes: false });
    await expect(start()).rejects.toThrow(NO_OWNER_MESSAGE);
    // Nothing was committed: the same start is refused again (the demo owner was not locked out silently).
    await expect(start()).rejects.toThrow(NO_OWNER_MESSAGE);
    const app = await buildUpstream({ dataDir, production: true, payment: LIVE_PAYMENT_ACCOUNT, owner: TEST_OWNER });
    await app.close();
  });
});

describe('DEMO_LOGINS=1 (a demo or staging shop in production)', () => {
  it('keeps the published demo logins and still makes the owner from OWNER_EMAIL and OWNER_PASSWORD', async () => {
    const demo = await startUpstream({ production: true, payment: LIVE_PAYMENT_ACCOUNT, demoLogins: true });
    try {
      const answer = await postJson(`${demo.url}/api/Admin/Login`, OWNER);
      expect(answer.status).toBe(200);
      const customer = await postJson(`${demo.url}/api/User/Login`, {
        email_id: AARAV.email,
        u_Password: DEMO_PASSWORD,
      });
      expect(customer.status).toBe(200);
      expect(await loginOperator(demo, TEST_OWNER.email, TEST_OWNER.password)).toEqual(expect.any(String));
    } finally {
      await demo.close();
    }
  });
});

describe('OWNER_EMAIL and OWNER_PASSWORD', () => {
  it('are read together and checked', () => {
    expect(ownerSettingOf({})).toBeUndefined();
    expect(ownerSettingOf({ OWNER_EMAIL: ' Boss@Shop.Test ', OWNER_PASSWORD: 'Strong-2026x' })).toEqual({
      email: 'boss@shop.test',
      password: 'Strong-2026x',
    });
    expect(() => ownerSettingOf({ OWNER_EMAIL: 'boss@shop.test' })).toThrow('together');
    expect(() => ownerSettingOf({ OWNER_EMAIL: 'not-an-email', OWNER_PASSWORD: 'Strong-2026x' })).toThrow('email');
    expect(() => ownerSettingOf({ OWNER_EMAIL: 'boss@shop.test', OWNER_PASSWORD: 'short1' })).toThrow(
      'Use 10 to 72 characters.',
    );
  });
});
