// Starts a real upstream on a fresh temporary database for a test file: a new folder under the
// OS temp dir, migrated and seeded (on SQLite a copy of the run's seeded template when the project
// has one, sqlite-template.ts), listening on 127.0.0.1 on a free port. close() stops it and
// removes the folder. With TEST_DATABASE=postgres (the api-pg and graphql-pg projects) the database
// is a fresh PostgreSQL copy of the seeded template (postgres.ts), dropped on close(); a given
// `databaseUrl` is used as it is (several upstreams on one database) and left in place. Options: a fixed JWT secret and a clock (`now`) the test can move; the
// answer carries the JWT secret in use (for the gateway) and reads the dev outbox. Every JSON
// answer is checked against upstream's OpenAPI document (openapi-answers.ts): close() fails with
// those that broke it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildUpstream, type UpstreamOptions } from '../../upstream/src/app.ts';
import { loadJwtSecret } from '../../upstream/src/services/jwt.ts';
import { checkAnswersAgainstDocument, type AnswerCheck } from './openapi-answers.ts';
import { createTestDatabase, type TestDatabase } from './postgres.ts';
import { copySqliteTemplate } from './sqlite-template.ts';
import type { OwnerSetting } from '../../upstream/src/services/production-accounts.ts';

/** The owner a production upstream starts with in tests (production needs one). */
export const TEST_OWNER: OwnerSetting = { email: 'owner@shop.test', password: 'Owner-Test-2026' };

/** A payment account that is not the published sandbox one, which production refuses. */
export const LIVE_PAYMENT_ACCOUNT = {
  merchantId: '7004321',
  accessCode: 'AVPR01LIVEACCESS01',
  workingKey: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
};

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface RunningUpstream {
  url: string;
  dataDir: string;
  /** The PostgreSQL database in use; undefined on SQLite (`${dataDir}/shop.db`). */
  databaseUrl: string | undefined;
  /** The secret session tokens are signed with. */
  jwtSecret: string;
  /** Newest messages to an address or number, newest first (GET /api/dev/outbox). */
  outbox(to: string): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

export interface StartUpstreamOptions {
  /** A PostgreSQL database to use (not dropped on close); default: TEST_DATABASE decides. */
  databaseUrl?: string;
  latencyMs?: number;
  /** CATALOG_CACHE_TTL_MS (default 0: the tests read what they just wrote). */
  catalogCacheTtlMs?: number;
  jwtSecret?: string;
  /** The upstream's clock; pass a function over a variable to move time in a test. */
  now?: () => Date;
  publicUrl?: string;
  /** Production mode (no payment sandbox; its published secrets refused). */
  production?: boolean;
  /** The first owner in production (default in production: TEST_OWNER). */
  owner?: OwnerSetting;
  /** Production keeps the published demo logins (DEMO_LOGINS=1). */
  demoLogins?: boolean;
  /** The payment account and URLs (default: the sandbox's). */
  payment?: UpstreamOptions['payment'];
  paymentStatusTimeoutMs?: number;
  /** Checkout settings (MAX_LINE_DISCOUNT_PERCENT, COUPON_CHECK_FAILURES_PER_ACCOUNT). */
  checkout?: UpstreamOptions['checkout'];
}

/** A clock a test can move: `clock.now` goes to startUpstream, `advance` moves it forward. */
export function testClock(start = new Date()): { now: () => Date; advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}

export async function startUpstream(opts: StartUpstreamOptions = {}): Promise<RunningUpstream> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-upstream-'));
  let app;
  let answers: AnswerCheck | undefined;
  let database: TestDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  try {
    if (!databaseUrl && process.env.TEST_DATABASE === 'postgres') {
      database = await createTestDatabase();
      databaseUrl = database.url;
    }
    if (!databaseUrl) await copySqliteTemplate(dataDir);
    app = await buildUpstream({
      dataDir,
      databaseUrl,
      latencyMs: opts.latencyMs ?? 0,
      catalogCacheTtlMs: opts.catalogCacheTtlMs ?? 0,
      logger: false,
      devRoutes: true,
      addHooks: (instance) => {
        answers = checkAnswersAgainstDocument(instance);
      },
      ...(opts.jwtSecret ? { jwtSecret: opts.jwtSecret } : {}),
      ...(opts.now ? { now: opts.now } : {}),
      ...(opts.publicUrl ? { publicUrl: opts.publicUrl } : {}),
      ...(opts.production !== undefined ? { production: opts.production } : {}),
      ...(opts.owner || opts.production ? { owner: opts.owner ?? TEST_OWNER } : {}),
      ...(opts.demoLogins ? { demoLogins: true } : {}),
      ...(opts.payment ? { payment: opts.payment } : {}),
      ...(opts.paymentStatusTimeoutMs ? { paymentStatusTimeoutMs: opts.paymentStatusTimeoutMs } : {}),
      ...(opts.checkout ? { checkout: opts.checkout } : {}),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('upstream did not listen on a TCP port');
  const running = app;
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    dataDir,
    databaseUrl,
    jwtSecret: loadJwtSecret(dataDir, opts.jwtSecret),
    async outbox(to) {
      const response = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      if (!response.ok) throw new Error(`outbox: ${response.status} ${await response.text()}`);
      return (await response.json()) as OutboxMessage[];
    },
    async close() {
      await running.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
      const broken = answers?.violations() ?? [];
      if (broken.length > 0) throw new Error(`upstream answered outside its OpenAPI document:\n${broken.join('\n')}`);
    },
  };
}
