// The gateway: GraphQL at /graphql (Apollo Server on Fastify) and its SDL at /schema.graphql,
// /images/*, /files/* and /payment/* proxied to upstream, and the built web client at every other
// route. One undici Pool to upstream, closed with the app.
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { OPERATOR_TOKEN_HEADER } from '@shop/commerce/admin/token-header';
import { PARTNER_TOKEN_HEADER } from '@shop/commerce/partner/limits';
import Fastify, { type FastifyInstance } from 'fastify';
import { bearerToken } from './auth/bearer-token.ts';
import { createSecretSource } from './auth/jwt-secret.ts';
import { OperatorSession } from './auth/operator-session.ts';
import { PartnerSession } from './auth/partner-session.ts';
import { partnerTokenOf } from './auth/partner-token.ts';
import { rateLimitConfig, type RateLimitOverrides } from './auth/rate-limit.ts';
import { RateLimiter } from './auth/rate-limiter.ts';
import { Session } from './auth/session.ts';
import type { GatewayContext } from './context.ts';
import { GRAPHQL_BODY_LIMIT } from './graphql/body-limit.ts';
import { createFormatError } from './graphql/format-error.ts';
import { publicSurface, type PublicSurfaceOptions } from './graphql/public-surface.ts';
import { queryTextLimit } from './graphql/query-size.ts';
import { printedSchema, registerSchemaFile } from './graphql/schema-file.ts';
import { gatewayResolvers, gatewayTypeDefs } from './graphql/schema.ts';
import { DEFAULT_PUBLIC_QUERY_MAX_AGE_S, publicCachePlugin } from './graphql/public-cache-plugin.ts';
import { httpStatusPlugin } from './graphql/http-status-plugin.ts';
import { upstreamMetricsPlugin } from './graphql/upstream-metrics-plugin.ts';
import { registerHealthRoutes } from './http/health.ts';
import { createGatewayContext } from './request-context.ts';
import { registerImageProxy } from './http/image-proxy.ts';
import { imageVersionPlugin, imageVersions } from './http/image-versions.ts';
import { registerPaymentProxy } from './http/payment-proxy.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import {
  registerTimeoutHooks,
  serverTimeouts,
  timeoutServerOptions,
  type ServerTimeouts,
} from '@shop/server/server-timeouts';
import { DEFAULT_SERVER_ENTRY, loadServerRender, renderPool, type ExecuteAsGuest } from './http/server-render.ts';
import { DEFAULT_WEB_DIST_DIR, registerWebClient, webClientInlineHashes } from './http/web-client.ts';
import { graphqlMetricsPlugin } from './observability/graphql-metrics-plugin.ts';
import { createGatewayMetrics } from './observability/metrics.ts';
import { registerMetricsRoute } from './observability/metrics-route.ts';
import { registerRequestIdHeader, requestIdServerOptions } from '@shop/server/request-id';
import { requestLogScope, requestScopedLog } from './observability/request-log.ts';
import { connectRest, restTimeouts } from './rest/pool.ts';
import { connectRedis } from './state/redis-connection.ts';

export interface GatewayOptions extends PublicSurfaceOptions {
  /** Base URL of the REST commerce API, e.g. http://127.0.0.1:4001 */
  upstreamUrl: string;
  /** The built web client; defaults to <repo>/web/dist. */
  webDistDir?: string;
  logger?: boolean;
  /** pino level when logging (LOG_LEVEL): 'info' logs every request, 'warn' only problems. */
  logLevel?: string;
  /** The secret upstream signs shopper and partner tokens with (JWT_SECRET); else read from dataDir. */
  jwtSecret?: string | undefined;
  /** Upstream's data folder, holding `jwt-secret` (DATA_DIR); default ./data. */
  dataDir?: string | undefined;
  /** Rate limits per family of operations (defaults and settings in auth/rate-limit.ts). */
  rateLimits?: RateLimitOverrides;
  /** Headers, request, body-idle and keep-alive timeouts (HTTP_*_TIMEOUT_MS; defaults in @shop/server/server-timeouts). */
  timeouts?: Partial<ServerTimeouts>;
  /** TRUST_PROXY: Fastify's trustProxy (client address and X-Forwarded-Proto from the proxy in front); default off. */
  trustProxy?: boolean | string | string[];
  /** PAYMENT_GATEWAY_URL: the payment form's destination, allowed by the web client's form-action. */
  paymentGatewayUrl?: string | undefined;
  /** METRICS_TOKEN: GET /metrics then needs `Authorization: Bearer <token>`; unset: open, except 403 in production. */
  metricsToken?: string | undefined;
  /** REDIS_URL: rate limits counted in Redis, shared by every gateway on it; unset: in this instance's memory. */
  redisUrl?: string | undefined;
  /** UPSTREAM_TIMEOUT_MS: the longest wait of any upstream call (connect, headers, body); default in rest/pool.ts. */
  upstreamTimeoutMs?: number | undefined;
  /** PUBLIC_QUERY_MAX_AGE_S: max-age of anonymous GET answers of public queries (graphql/public-cache-plugin.ts); 0: none. */
  publicQueryMaxAgeSeconds?: number | undefined;
  /** How long a catalog picture's version is kept before it is asked again (http/image-versions.ts). */
  imageVersionTtlMs?: number | undefined;
  /** False: picture addresses leave without their version (tests that compare two answers). Default true. */
  imageVersioning?: boolean | undefined;
  /** The longest wait for a landing page's largest picture (http/lcp-preload.ts); 0: no look-up. */
  lcpLookupTimeoutMs?: number | undefined;
  /** SERVER_RENDER_TIMEOUT_MS: the longest wait for a landing screen's server render (http/server-render.ts); 0: none. */
  serverRenderTimeoutMs?: number | undefined;
  /** The web client's server entry; defaults to <repo>/web/dist-server/entry-server.js. */
  webServerEntry?: string;
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const timeouts = serverTimeouts(options.timeouts);
  const app = Fastify({
    logger: options.logger ? { level: options.logLevel ?? 'info' } : false,
    trustProxy: options.trustProxy ?? false,
    ...timeoutServerOptions(timeouts),
    ...requestIdServerOptions,
  });
  registerTimeoutHooks(app, timeouts);
  registerRequestIdHeader(app);
  const metrics = createGatewayMetrics();
  registerMetricsRoute(app, { ...metrics, token: options.metricsToken, production: options.production === true });
  const webDistDir = options.webDistDir ?? DEFAULT_WEB_DIST_DIR;
  await registerSecurityHeaders(app, {
    inline: webClientInlineHashes(webDistDir),
    paymentGatewayUrl: options.paymentGatewayUrl,
  });
  const connection = connectRest(options.upstreamUrl, restTimeouts(options.upstreamTimeoutMs));
  registerHealthRoutes(app, { connection });
  const secret = createSecretSource({ secret: options.jwtSecret, dataDir: options.dataDir });
  // One limiter per gateway instance: in Redis (REDIS_URL) its windows are shared by every gateway
  // on that Redis; in memory, by this instance's requests only.
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  const rateLimiter = new RateLimiter(rateLimitConfig(options.rateLimits), {
    redis: redis?.client,
    onStoreError: (error, family) => app.log.warn({ err: error, family }, 'rate limit store unavailable'),
  });

  // Limits, introspection, suggestions and the landing page (NODE_ENV, INTROSPECTION, GRAPHQL_MAX_*).
  const surface = publicSurface<GatewayContext>(options);
  const typeDefs = gatewayTypeDefs();
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
    resolvers: gatewayResolvers(),
    csrfPrevention: true,
    ...surface.apollo,
    // Variable coercion errors answer 400: Apollo Server 5's fixed behaviour (setting
    // status400ForVariableCoercionErrors only logs a deprecation warning); tests/graphql checks it.
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(requestScopedLog(app.log)),
    logger: app.log,
    // The app stops Apollo when it closes; main.ts owns the signals.
    stopOnTerminationSignals: false,
    plugins: [
      // Apollo installs its cache-control plugin unless told not to; it wraps every field resolver
      // to read cache hints the shop never sets (CPU on every field of every request).
      ApolloServerPluginCacheControlDisabled(),
      upstreamMetricsPlugin(),
      graphqlMetricsPlugin(metrics),
      httpStatusPlugin(),
      publicCachePlugin(options.publicQueryMaxAgeSeconds ?? DEFAULT_PUBLIC_QUERY_MAX_AGE_S),
      ...(options.imageVersioning === false
        ? []
        : [imageVersionPlugin(imageVersions(connection, options.imageVersionTtlMs))]),
      ...surface.plugins,
    ],
  });
  await apollo.start();

  app.addHook('onClose', async () => {
    await apollo.stop();
    await connection.close();
  });

  // The route of @as-integrations/fastify's plugin, with a body limit that fits a profile image and
  // a smaller one for the query text.
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    bodyLimit: GRAPHQL_BODY_LIMIT,
    preHandler: [queryTextLimit(surface.limits.queryBytes), requestLogScope],
    handler: fastifyApolloHandler(apollo, {
      context: async (request) =>
        createGatewayContext({
          connection,
          log: request.log,
          requestId: request.id,
          session: Session.fromToken(bearerToken(request.headers.authorization), secret),
          partnerSession: PartnerSession.fromToken(partnerTokenOf(request.headers[PARTNER_TOKEN_HEADER]), secret),
          operatorSession: OperatorSession.fromHeader(request.headers[OPERATOR_TOKEN_HEADER], secret),
          clientIp: request.ip,
          rateLimiter,
        }),
    }),
  });
  registerSchemaFile(app, printedSchema(typeDefs));
  registerImageProxy(app, connection);
  await registerPaymentProxy(app, connection);
  // A landing page's largest picture is read as a guest's public question would be.
  const askAsGuest = async (query: string, variables: Record<string, unknown>): Promise<unknown> => {
    const response = await apollo.executeOperation(
      { query, variables },
      { contextValue: createGatewayContext({ connection, log: app.log, rateLimiter }) },
    );
    return response.body.kind === 'single' && !response.body.singleResult.errors
      ? response.body.singleResult.data
      : null;
  };
  // A landing screen's first HTML is rendered as a guest's screen would be, every query answered
  // by this schema in-process (one context per render, so its loaders batch the screen's calls).
  const executeAsGuest: ExecuteAsGuest = async ({ query, variables, operationName }) => {
    const response = await apollo.executeOperation(
      { query, variables, operationName },
      { contextValue: createGatewayContext({ connection, log: app.log, rateLimiter }) },
    );
    if (response.body.kind !== 'single') throw new Error('server render: an incremental answer');
    return response.body.singleResult;
  };
  const onRenderError = (error: unknown) => app.log.warn({ err: error }, 'server render failed; sent the shell');
  const renderer =
    options.serverRenderTimeoutMs === 0
      ? null
      : await loadServerRender(options.webServerEntry ?? DEFAULT_SERVER_ENTRY, executeAsGuest, onRenderError);
  const renderScreen = renderer ? renderPool(renderer) : null;
  await registerWebClient(app, webDistDir, {
    ...(options.lcpLookupTimeoutMs === 0 ? {} : { askAsGuest }),
    lcpLookupTimeoutMs: options.lcpLookupTimeoutMs,
    renderScreen,
    renderTimeoutMs: options.serverRenderTimeoutMs,
    onRenderError,
  });
  return app;
}
