// The settings that choose each seam's provider (PAYMENT_PROVIDER, MAIL_PROVIDER, SMS_PROVIDER,
// SHIPPING_PROVIDER): an unknown name or a provider missing its settings refuses the start with
// one line naming the setting, before the data folder is touched; the defaults named explicitly
// start the shop as it starts without them.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream, type UpstreamOptions } from '../../upstream/src/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-upstream-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function refusal(providers: UpstreamOptions['providers'], more: Partial<UpstreamOptions> = {}) {
  const started = buildUpstream({ dataDir, providers, ...more });
  await expect(started).rejects.toThrow();
  const message = await started.then(
    () => '',
    (error: unknown) => (error as Error).message,
  );
  expect(message).not.toContain('\n');
  expect(await readdir(dataDir)).toEqual([]);
  return message;
}

describe('provider settings', () => {
  it('refuse an unknown provider, naming the setting and the choices', async () => {
    expect(await refusal({ payment: 'razorpay' })).toBe('PAYMENT_PROVIDER must be one of ccavenue; got "razorpay".');
    expect(await refusal({ shipping: 'shiprocket' })).toBe(
      'SHIPPING_PROVIDER must be one of manual; got "shiprocket".',
    );
    expect(await refusal({ mail: 'sendgrid' })).toBe('MAIL_PROVIDER must be one of smtp, outbox; got "sendgrid".');
    expect(await refusal({ sms: 'msg91' })).toBe('SMS_PROVIDER must be one of outbox; got "msg91".');
  });

  it('refuse a provider that cannot carry the channel, or SMTP without its server', async () => {
    expect(await refusal({ sms: 'smtp' })).toMatch(/^SMS_PROVIDER must be one of outbox;/);
    expect(await refusal({ mail: 'smtp' })).toBe('MAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:pass@host:587).');
  });

  it('refuse the payment sandbox in production as before, in one line', async () => {
    expect(await refusal({ payment: 'ccavenue' }, { production: true })).toMatch(
      /^Refusing to start in production with the published payment sandbox/,
    );
  });

  it('start the shop with the defaults named', async () => {
    let database: TestDatabase | undefined;
    if (process.env.TEST_DATABASE === 'postgres') database = await createTestDatabase();
    const app = await buildUpstream({
      dataDir,
      databaseUrl: database?.url,
      providers: { payment: 'CCAvenue', mail: 'outbox', sms: 'outbox', shipping: 'manual' },
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening');
      // The CCAvenue sandbox is served, as without the settings.
      const status = await fetch(`http://127.0.0.1:${address.port}/payment/apis/servlet/DoWebTrans`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'access_code=WRONG',
      });
      expect(await status.text()).toBe('status=1&enc_response=Access+code+is+invalid');
    } finally {
      await app.close();
      await database?.drop();
    }
  });
});
