// Starts upstream on UPSTREAM_HOST (127.0.0.1):UPSTREAM_PORT with its data in DATA_DIR; stops on SIGTERM/SIGINT.
// Other settings: JWT_SECRET, SMTP_URL, the providers PAYMENT_PROVIDER, MAIL_PROVIDER, SMS_PROVIDER,
// SHIPPING_PROVIDER (providers/), PUBLIC_URL (default: the shop's own address on PORT, which
// `npm start` passes on), NODE_ENV (production hides /api/dev/*, never serves the payment sandbox
// and refuses its published secrets, replaces the published demo passwords and needs an owner:
// OWNER_EMAIL and OWNER_PASSWORD at first start; DEMO_LOGINS=1 keeps the demo passwords for a demo shop), and the payment gateway's CCAVENUE_MERCHANT_ID,
// CCAVENUE_ACCESS_CODE, CCAVENUE_WORKING_KEY, PAYMENT_GATEWAY_URL, PAYMENT_STATUS_URL (default: the
// sandbox served by upstream), MAX_LINE_DISCOUNT_PERCENT (domain/checkout-settings.ts), the
// HTTP_*_TIMEOUT_MS timeouts (@shop/server/server-timeouts) and SHUTDOWN_GRACE_MS (@shop/server/graceful-shutdown).
// METRICS_TOKEN guards GET /metrics; OTEL_EXPORTER_OTLP_ENDPOINT turns on tracing (@shop/server/tracing).
// A refused setting exits 78 (EX_CONFIG) after one line; other start failures exit 1.
import path from 'node:path';
import { startTracing } from '@shop/server/tracing';
import {
  couponFailuresPerAccountOf,
  referralWindowDaysOf,
  maxLineDiscountPercentOf,
} from './domain/checkout-settings.ts';
import { closeGracefully, shutdownGraceFromEnv } from '@shop/server/graceful-shutdown';
import { serverTimeoutsFromEnv } from '@shop/server/server-timeouts';
import {
  DEFAULT_DATABASE_POOL_MAX,
  DEFAULT_SQLITE_BUSY_TIMEOUT_MS,
  DEFAULT_SQLITE_WAL_AUTOCHECKPOINT,
} from './db/connection.ts';
import { DEFAULT_CATALOG_CACHE_TTL_MS } from './http/catalog-cache.ts';
import { ConfigurationError, refuseConfiguration, settingsOrRefuse } from '@shop/server/configuration-refusal';
import { ownerSettingOf } from './services/production-accounts.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './db/seed/customers.ts';
import { DEMO_OPERATOR, OPERATOR_DEMO_PASSWORD } from './db/seed/operators.ts';
import { DEMO_PARTNERS, PARTNER_DEMO_PASSWORD, demoPartnerLogin } from './db/seed/partner-data.ts';

// Tracing starts before the app's modules load, so that they are instrumented; unset, nothing is loaded.
const tracing = await startTracing(process.env, 'shop-upstream', () => import('./observability/otel-sdk.ts'));
const { buildUpstream } = await import('./app.ts');

const DEFAULT_PORT = 4001;

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got ${raw}`);
  return value;
}

// Every setting is read before anything starts: a bad one is a refused configuration, said in one
// line with exit code 78 (EX_CONFIG), which `npm start` does not restart (@shop/server/configuration-refusal).
const settings = settingsOrRefuse('upstream', () => ({
  dataDir: path.resolve(process.cwd(), process.env.DATA_DIR || './data'),
  /** The shop's address when PUBLIC_URL is unset: the gateway's port on this machine. */
  publicUrl: process.env.PUBLIC_URL || `http://localhost:${intFromEnv('PORT', 4000)}`,
  port: intFromEnv('UPSTREAM_PORT', DEFAULT_PORT),
  latencyMs: intFromEnv('UPSTREAM_LATENCY_MS', 0),
  /** OWNER_EMAIL and OWNER_PASSWORD (production's first owner). */
  owner: ownerSettingOf(process.env),
  database: {
    poolMax: intFromEnv('DATABASE_POOL_MAX', DEFAULT_DATABASE_POOL_MAX),
    sqliteBusyTimeoutMs: intFromEnv('SQLITE_BUSY_TIMEOUT_MS', DEFAULT_SQLITE_BUSY_TIMEOUT_MS),
    sqliteWalAutocheckpoint: intFromEnv('SQLITE_WAL_AUTOCHECKPOINT', DEFAULT_SQLITE_WAL_AUTOCHECKPOINT),
  },
  catalogCacheTtlMs: intFromEnv('CATALOG_CACHE_TTL_MS', DEFAULT_CATALOG_CACHE_TTL_MS),
  checkout: {
    maxLineDiscountPercent: maxLineDiscountPercentOf(process.env.MAX_LINE_DISCOUNT_PERCENT),
    couponFailuresPerAccount: couponFailuresPerAccountOf(process.env.COUPON_CHECK_FAILURES_PER_ACCOUNT),
    referralWindowDays: referralWindowDaysOf(process.env.REFERRAL_WINDOW_DAYS),
  },
  timeouts: serverTimeoutsFromEnv(process.env),
  shutdownGraceMs: shutdownGraceFromEnv(process.env),
}));
const { dataDir, publicUrl, port, latencyMs } = settings;

const app = await buildUpstream({
  dataDir,
  owner: settings.owner,
  demoLogins: process.env.DEMO_LOGINS === '1',
  // DATABASE_URL=postgres://… runs on PostgreSQL, else SQLite in DATA_DIR (db/connection.ts).
  databaseUrl: process.env.DATABASE_URL || undefined,
  database: settings.database,
  latencyMs,
  catalogCacheTtlMs: settings.catalogCacheTtlMs,
  logger: true,
  logLevel: process.env.LOG_LEVEL || 'info',
  jwtSecret: process.env.JWT_SECRET || undefined,
  smtpUrl: process.env.SMTP_URL || undefined,
  providers: {
    payment: process.env.PAYMENT_PROVIDER || undefined,
    mail: process.env.MAIL_PROVIDER || undefined,
    sms: process.env.SMS_PROVIDER || undefined,
    shipping: process.env.SHIPPING_PROVIDER || undefined,
  },
  publicUrl,
  payment: {
    merchantId: process.env.CCAVENUE_MERCHANT_ID || undefined,
    accessCode: process.env.CCAVENUE_ACCESS_CODE || undefined,
    workingKey: process.env.CCAVENUE_WORKING_KEY || undefined,
    gatewayUrl: process.env.PAYMENT_GATEWAY_URL || undefined,
    statusUrl: process.env.PAYMENT_STATUS_URL || undefined,
  },
  checkout: settings.checkout,
  timeouts: settings.timeouts,
  metricsToken: process.env.METRICS_TOKEN || undefined,
  onClose: tracing ? () => tracing.shutdown() : undefined,
}).catch((error: unknown) => {
  // A refused configuration (an unknown provider, the published payment sandbox secrets in
  // production, MAIL_PROVIDER=smtp without SMTP_URL, production without an owner, ...): one clear
  // line and EX_CONFIG. Anything else (a database that does not answer) exits 1, to be started again.
  if (error instanceof ConfigurationError) refuseConfiguration('upstream', error);
  console.error(`upstream: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
// UPSTREAM_HOST: only this machine's gateway reaches upstream unless it names a private network's address.
const host = process.env.UPSTREAM_HOST || '127.0.0.1';
await app.listen({ host, port });
app.log.info(
  `upstream listening on http://${host}:${port} (data in ${dataDir}${latencyMs ? `, latency ${latencyMs} ms` : ''})`,
);
if (process.env.NODE_ENV !== 'production' || process.env.DEMO_LOGINS === '1') {
  app.log.info(
    `demo customers (password ${DEMO_PASSWORD}): ${DEMO_CUSTOMERS.map((c) => `${c.email} / ${c.phone}`).join(', ')}`,
  );
  app.log.info(
    `demo channel partners at /cp_login (password ${PARTNER_DEMO_PASSWORD}): ${DEMO_PARTNERS.map(demoPartnerLogin).join(', ')}`,
  );
  app.log.info(
    `demo operator at /admin/login: ${DEMO_OPERATOR.email} / ${OPERATOR_DEMO_PASSWORD} (${DEMO_OPERATOR.role})`,
  );
}

// Graceful shutdown (@shop/server/graceful-shutdown): no new connections, requests in flight finish
// within SHUTDOWN_GRACE_MS, then the database closes; a last timer ends a process stuck past that.
const { shutdownGraceMs } = settings;
const EXIT_DEADLINE_MS = 5_000;
let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, graceMs: shutdownGraceMs }, 'stopping: draining requests in flight');
  setTimeout(() => process.exit(1), shutdownGraceMs + EXIT_DEADLINE_MS).unref();
  try {
    const drained = await closeGracefully(app, shutdownGraceMs);
    app.log.info(drained ? 'stopped' : 'stopped, cutting requests still running');
    process.exit(drained ? 0 : 1);
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
