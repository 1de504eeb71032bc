// CCAvenue against the payment provider contract, on its sandbox started in-process (a migrated
// SQLite file for its transactions and a Fastify server with its routes, as upstream serves them),
// and what is CCAvenue's own: the request's parameters, the orderNo beside the response, the
// settings (sandbox by default, production refusing its secrets).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { amountText } from '@shop/commerce/money';
import { openDatabase } from '../../db/connection.ts';
import { migrateToLatest } from '../../db/migrations.ts';
import { decodeParams, decryptResponse, encodeParams, encryptRequest } from '../../domain/ccavenue.ts';
import { CCAVENUE_URLS, SANDBOX_ACCOUNT, SANDBOX_GATEWAY_URL } from '../../domain/payment-constants.ts';
import { ProviderSettingError } from '../provider-choice.ts';
import { ccavenueProvider, createCcavenue } from './ccavenue.ts';
import { paymentProviderContract, type PaymentProviderHarness } from './payment-provider.contract.ts';
import type { PaymentAttempt, PaymentRedirect, PaymentReturnForm } from './payment-provider.ts';

const OTHER_KEY = '0123456789ABCDEF0123456789ABCDEF';

const hiddenFields = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** The response's parameters, changed and encrypted again under `key`. */
function reencrypt(form: PaymentReturnForm, key: string, change: Record<string, string> = {}): PaymentReturnForm {
  const params = decodeParams(decryptResponse(form.encResp ?? '', SANDBOX_ACCOUNT.workingKey) ?? '');
  return { ...form, encResp: encryptRequest(encodeParams({ ...params, ...change }), key) };
}

/** The sandbox as upstream runs it: ccavenueProvider with no settings, its routes on a local server. */
async function sandboxHarness(): Promise<PaymentProviderHarness> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ccavenue-'));
  const db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const localOrigin = () => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}`;
  };
  const setup = ccavenueProvider({}, false)({ db, clock: () => new Date(), localOrigin });
  if (!setup.routes) throw new Error('the sandbox account serves its sandbox');
  await app.register(setup.routes, { publicUrl: 'http://shop.test' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const decision = { paid: 'pay', cancelled: 'cancel', failed: 'fail' } as const;

  return {
    provider: setup.provider,
    unreachable: createCcavenue({
      account: SANDBOX_ACCOUNT,
      gatewayUrl: SANDBOX_GATEWAY_URL,
      statusUrl: `${localOrigin()}/no-such-status-api`,
    }),
    async complete(redirect: PaymentRedirect, outcome) {
      const fields = Object.fromEntries(redirect.fields.map((f) => [f.name, f.value]));
      const page = await postForm(`${localOrigin()}${redirect.url}`, fields);
      expect(page.status, await page.clone().text()).toBe(200);
      const buttons = hiddenFields(await page.text());
      const handBack = await postForm(`${localOrigin()}/payment/transaction/decision`, {
        encRequest: buttons.encRequest ?? '',
        access_code: buttons.access_code ?? '',
        decision: decision[outcome],
      });
      expect(handBack.status).toBe(200);
      return hiddenFields(await handBack.text());
    },
    tamper: (form) => ({ ...form, encResp: (form.encResp ?? '').slice(0, -32) }),
    foreign: (form) => reencrypt(form, OTHER_KEY),
    forge: (form, amount) =>
      reencrypt(form, SANDBOX_ACCOUNT.workingKey, { order_status: 'Success', amount: amountText(amount) }),
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

paymentProviderContract('ccavenue (sandbox)', sandboxHarness);

const ATTEMPT: PaymentAttempt = {
  reference: 'LUM2611210004R2',
  orderNumber: 'LUM2611210004',
  amount: 22294.15,
  currency: 'INR',
  customerId: '7',
  billing: {
    name: 'Asha Verma',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    country: 'India',
    phone: '9000000001',
    email: null,
  },
  delivery: {
    name: 'Ravi Verma',
    address: '4 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
    country: 'India',
    phone: '9000000002',
    email: 'ravi@example.com',
  },
  returnUrl: 'http://shop.test/payment/response',
};

describe('ccavenue', () => {
  const provider = createCcavenue({
    account: SANDBOX_ACCOUNT,
    gatewayUrl: SANDBOX_GATEWAY_URL,
    statusUrl: 'http://127.0.0.1:1/',
  });

  it("posts encRequest (the attempt's parameters under the working key) with access_code", async () => {
    const redirect = await provider.start(ATTEMPT);
    expect(redirect).toMatchObject({ url: SANDBOX_GATEWAY_URL, method: 'POST' });
    expect(redirect.fields.map((f) => f.name)).toEqual(['encRequest', 'access_code']);
    expect(redirect.fields[1]?.value).toBe(SANDBOX_ACCOUNT.accessCode);
    const params = decodeParams(decryptResponse(redirect.fields[0]?.value ?? '', SANDBOX_ACCOUNT.workingKey) ?? '');
    expect(params).toMatchObject({
      merchant_id: SANDBOX_ACCOUNT.merchantId,
      order_id: 'LUM2611210004R2',
      amount: '22294.15',
      currency: 'INR',
      redirect_url: ATTEMPT.returnUrl,
      cancel_url: ATTEMPT.returnUrl,
      billing_name: 'Asha Verma',
      billing_email: '',
      delivery_name: 'Ravi Verma',
      delivery_zip: '700016',
      merchant_param1: '7',
    });
    expect((await provider.start(ATTEMPT)).fields).toEqual(redirect.fields);
  });

  it('refuses a response whose orderNo names another order than the encrypted one', () => {
    const encResp = encryptRequest(
      encodeParams({ order_id: 'LUM2611210004', order_status: 'Success', amount: '1.00', currency: 'INR' }),
      SANDBOX_ACCOUNT.workingKey,
    );
    expect(provider.readReturn({ encResp, orderNo: 'LUM2611210004' })?.reference).toBe('LUM2611210004');
    expect(provider.readReturn({ encResp })?.reference).toBe('LUM2611210004');
    expect(provider.readReturn({ encResp, orderNo: 'LUM2611210005' })).toBeNull();
  });

  it('is the sandbox by default, served by upstream only outside production', () => {
    const runtime = { db: null as never, clock: () => new Date(), localOrigin: () => 'http://127.0.0.1:1' };
    expect(ccavenueProvider({}, false)(runtime).routes).not.toBeNull();
    const real = { merchantId: '9', accessCode: 'REAL-ACCESS', workingKey: OTHER_KEY };
    expect(ccavenueProvider(real, false)(runtime)).toMatchObject({ routes: null, notice: null });
    expect(ccavenueProvider(real, true)(runtime).routes).toBeNull();
  });

  it("refuses the published sandbox's access code or working key in production, in one line", () => {
    expect(() => ccavenueProvider({}, true)).toThrow(ProviderSettingError);
    expect(() =>
      ccavenueProvider({ merchantId: '9', accessCode: 'REAL', workingKey: SANDBOX_ACCOUNT.workingKey }, true),
    ).toThrow(/^Refusing to start in production with the published payment sandbox/);
  });

  it("defaults a real account's URLs to CCAvenue's", async () => {
    const runtime = { db: null as never, clock: () => new Date(), localOrigin: () => 'http://127.0.0.1:1' };
    const real = { merchantId: '9', accessCode: 'REAL-ACCESS', workingKey: OTHER_KEY };
    const redirect = await ccavenueProvider(real, true)(runtime).provider.start(ATTEMPT);
    expect(redirect.url).toBe(CCAVENUE_URLS.transaction);
  });
});
