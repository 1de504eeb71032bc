// Starts the gateway: PORT (4000), HOST (0.0.0.0), UPSTREAM_URL (http://127.0.0.1:4001), PUBLIC_URL (logged),
// JWT_SECRET (else read from ${DATA_DIR}/jwt-secret, which upstream writes; DATA_DIR ./data),
// TRUST_PROXY, PAYMENT_GATEWAY_URL (the payment form's destination) and the HTTP_*_TIMEOUT_MS timeouts.
// REDIS_URL: rate limits shared by every gateway on that Redis (state/redis-url.ts); unset: in memory.
// NODE_ENV, INTROSPECTION and the GRAPHQL_MAX_* limits (graphql/limits.ts).
// METRICS_TOKEN guards GET /metrics; OTEL_EXPORTER_OTLP_ENDPOINT turns on tracing (@shop/server/tracing).
// UPSTREAM_TIMEOUT_MS bounds every upstream call (rest/upstream-timeout.ts). SIGTERM and SIGINT drain it:
// no new connections, requests in flight finish within SHUTDOWN_GRACE_MS (@shop/server/graceful-shutdown),
// then Apollo, the upstream Pool and Redis close. A refused setting exits 78 (EX_CONFIG) after one line.
import { settingsOrRefuse } from '@shop/server/configuration-refusal';
import { serverRenderTimeoutFromEnv } from './http/server-render.ts';
import { startTracing } from '@shop/server/tracing';
import { graphqlLimitSettings, introspectionSetting } from './graphql/limits.ts';
import { trustProxyOf } from './http/security-headers.ts';
import { closeGracefully, shutdownGraceFromEnv } from '@shop/server/graceful-shutdown';
import { serverTimeoutsFromEnv } from '@shop/server/server-timeouts';
import { publicQueryMaxAgeFromEnv } from './graphql/public-cache-plugin.ts';
import { upstreamTimeoutFromEnv } from './rest/upstream-timeout.ts';
import { rateLimitSettings } from './auth/rate-limit.ts';
import { redisUrlSetting } from './state/redis-url.ts';

// Tracing starts before the app's modules load, so that they are instrumented; unset, nothing is loaded.
const tracing = await startTracing(process.env, 'shop-gateway', () => import('./observability/otel-sdk.ts'));
const { buildGateway } = await import('./app.ts');

/** NODE_ENV=production: no introspection (unless INTROSPECTION=1), no field suggestions, no landing page. */
const production = process.env.NODE_ENV === 'production';

// Every setting is read before anything starts: a bad one is a refused configuration, said in one
// line with exit code 78 (EX_CONFIG), which `npm start` does not restart (@shop/server/configuration-refusal).
const settings = settingsOrRefuse('gateway', () => ({
  port: Number(process.env.PORT ?? 4000),
  host: process.env.HOST ?? '0.0.0.0',
  upstreamUrl: process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4001',
  rateLimits: rateLimitSettings(process.env),
  introspection: introspectionSetting(process.env, production),
  limits: graphqlLimitSettings(process.env),
  timeouts: serverTimeoutsFromEnv(process.env),
  trustProxy: trustProxyOf(process.env.TRUST_PROXY),
  redisUrl: redisUrlSetting(process.env),
  upstreamTimeoutMs: upstreamTimeoutFromEnv(process.env),
  publicQueryMaxAgeSeconds: publicQueryMaxAgeFromEnv(process.env),
  serverRenderTimeoutMs: serverRenderTimeoutFromEnv(process.env),
  shutdownGraceMs: shutdownGraceFromEnv(process.env),
}));
const { port, host, upstreamUrl } = settings;
/** Where shoppers reach the shop (PUBLIC_URL, which upstream's payment returns and mails use); default this machine on PORT. */
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;

const app = await buildGateway({
  upstreamUrl,
  logger: true,
  logLevel: process.env.LOG_LEVEL || 'info',
  jwtSecret: process.env.JWT_SECRET,
  dataDir: process.env.DATA_DIR,
  rateLimits: settings.rateLimits,
  production,
  introspection: settings.introspection,
  limits: settings.limits,
  timeouts: settings.timeouts,
  trustProxy: settings.trustProxy,
  paymentGatewayUrl: process.env.PAYMENT_GATEWAY_URL || undefined,
  metricsToken: process.env.METRICS_TOKEN || undefined,
  redisUrl: settings.redisUrl,
  upstreamTimeoutMs: settings.upstreamTimeoutMs,
  publicQueryMaxAgeSeconds: settings.publicQueryMaxAgeSeconds,
  serverRenderTimeoutMs: settings.serverRenderTimeoutMs,
});
if (tracing) app.addHook('onClose', () => tracing.shutdown());

const { shutdownGraceMs } = settings;
/** A last timer ends a process whose close hooks are stuck past the grace period. */
const EXIT_DEADLINE_MS = 5_000;
let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal, graceMs: shutdownGraceMs }, 'gateway stopping: draining requests in flight');
  setTimeout(() => process.exit(1), shutdownGraceMs + EXIT_DEADLINE_MS).unref();
  try {
    const drained = await closeGracefully(app, shutdownGraceMs);
    app.log.info(drained ? 'gateway stopped' : 'gateway stopped, cutting requests still running');
    process.exit(drained ? 0 : 1);
  } catch (error) {
    app.log.error({ err: error }, 'gateway did not stop cleanly');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

try {
  await app.listen({ port, host });
  app.log.info(
    `gateway on http://${host}:${port} (GraphQL at /graphql), upstream ${upstreamUrl}; the shop's address ${publicUrl}`,
  );
} catch (error) {
  app.log.error({ err: error }, 'gateway failed to start');
  await app.close();
  process.exit(1);
}
