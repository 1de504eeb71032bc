// Builds the upstream Fastify app: opens, migrates and seeds the SQLite database, wires zod
// validation and serialisation, OpenAPI, error handling, optional latency, the shared services
// (clock, tokens, outbox, accounts, cart) and every route.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { registerCatalogCache } from './http/catalog-cache.ts';
import { wireNames } from './routes/schemas/wire-names.ts';
import { CatalogMemo } from './services/catalog-memo.ts';
import { openDatabase, poolOf, type DatabaseSettings } from './db/connection.ts';
import { migrateToLatest } from './db/migrations.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { DEFAULT_PUBLIC_URL } from './domain/account-constants.ts';
import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutSettings } from './domain/checkout-settings.ts';
import type { PaymentSettings } from './domain/payment-constants.ts';
import { registerShopperAuth } from './http/auth.ts';
import { registerErrorHandlers } from './http/errors.ts';
import { registerHealthRoutes } from './http/health.ts';
import { registerOperatorAuth } from './http/operator-auth.ts';
import { registerPartnerAuth } from './http/partner-auth.ts';
import {
  registerTimeoutHooks,
  serverTimeouts,
  timeoutServerOptions,
  type ServerTimeouts,
} from '@shop/server/server-timeouts';
import { loggerOptions } from './http/log-redaction.ts';
import { normaliseQueryKeys } from './http/query-keys.ts';
import { registerUpstreamMetrics } from './observability/metrics.ts';
import { registerRequestIdHeader, requestIdServerOptions } from '@shop/server/request-id';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin.ts';
import { productSearchIndex } from './services/search-index.ts';
import { accountProfileRoutes } from './routes/account-profile.ts';
import { accountProfileImageRoutes } from './routes/account-profile-images.ts';
import { cartRoutes } from './routes/cart.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { catalogImageRoutes } from './routes/catalog-images.ts';
import { catalogProductRoutes } from './routes/catalog-product.ts';
import { catalogScreenRoutes } from './routes/catalog-screens.ts';
import { catalogSeoRoutes } from './routes/catalog-seo.ts';
import { checkoutAddressRoutes } from './routes/checkout-addresses.ts';
import { checkoutInvoiceRoutes } from './routes/checkout-invoices.ts';
import { checkoutOrderLifecycleRoutes } from './routes/checkout-order-lifecycle.ts';
import { checkoutOrderRoutes } from './routes/checkout-orders.ts';
import { checkoutPaymentRoutes } from './routes/checkout-payment.ts';
import { checkoutPaymentOrderRoutes } from './routes/checkout-payment-orders.ts';
import { checkoutPincodeRoutes } from './routes/checkout-pincode.ts';
import { contentRoutes } from './routes/content.ts';
import { contentOfferRoutes } from './routes/content-offers.ts';
import { devRoutes } from './routes/dev.ts';
import { partnerReferralRoutes } from './routes/partner-referrals.ts';
import { partnerEarningsRoutes } from './routes/partner-earnings.ts';
import { adminOrderFileRoutes } from './routes/admin-orders.ts';
import { partnerRoutes } from './routes/partner.ts';
import { partnerFileRoutes } from './routes/partner-files.ts';
import { adminSupportFileRoutes } from './routes/admin-support-files.ts';
import { partnerProgramRoutes } from './routes/partner-program.ts';
import { supportRoutes } from './routes/support.ts';
import { supportFormRoutes } from './routes/support-forms.ts';
import { supportManualRoutes } from './routes/support-manuals.ts';
import { systemRoutes } from './routes/system.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { createAppContext } from './services/app-context.ts';
import { offsetClock, systemClock } from './services/clock.ts';
import { loadJwtSecret } from './services/jwt.ts';
import { createOutbox } from './services/outbox.ts';
import { configureMessageProviders } from './providers/message/message-providers.ts';
import { configureShippingProvider } from './providers/shipping/shipping-providers.ts';
import { secureProductionAccounts, type OwnerSetting, type SecuredAccounts } from './services/production-accounts.ts';
import { configurePaymentProvider } from './providers/payment/payment-providers.ts';

export interface UpstreamOptions {
  dataDir: string;
  /** DATABASE_URL: `postgres://…` runs the shop on PostgreSQL; unset: the SQLite file in dataDir. */
  databaseUrl?: string | undefined;
  /** DATABASE_POOL_MAX, SQLITE_BUSY_TIMEOUT_MS, SQLITE_WAL_AUTOCHECKPOINT (db/connection.ts). */
  database?: Pick<DatabaseSettings, 'poolMax' | 'sqliteBusyTimeoutMs' | 'sqliteWalAutocheckpoint'>;
  /** Delay added to every answer, in milliseconds. */
  latencyMs?: number;
  /** CATALOG_CACHE_TTL_MS: how long a public catalog answer is served from memory (http/catalog-cache.ts); default 0, off. */
  catalogCacheTtlMs?: number;
  logger?: boolean;
  /** pino level when logging (LOG_LEVEL): 'info' logs every request, 'warn' only problems. */
  logLevel?: string;
  /** Secret of session tokens (JWT_SECRET); default: generated once into `${dataDir}/jwt-secret`. */
  jwtSecret?: string;
  /** Clock of tokens, code and link expiry and the login lock; tests pass their own to move time. */
  now?: () => Date;
  /** SMTP_URL: the SMTP server of MAIL_PROVIDER=smtp (the default mail provider when it is set). */
  smtpUrl?: string;
  /**
   * The provider of each seam (providers/): PAYMENT_PROVIDER (default ccavenue), MAIL_PROVIDER
   * (default smtp with SMTP_URL, else outbox), SMS_PROVIDER (default outbox), SHIPPING_PROVIDER
   * (default manual). An unknown name, or a provider missing its settings, refuses the start.
   */
  providers?: {
    payment?: string | undefined;
    mail?: string | undefined;
    sms?: string | undefined;
    shipping?: string | undefined;
  };
  /** PUBLIC_URL of the shop, for links in mails; default http://localhost:4000. */
  publicUrl?: string;
  /** Registers GET /api/dev/outbox; default: NODE_ENV is not `production`. */
  devRoutes?: boolean;
  /**
   * CCAvenue settings (CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE, CCAVENUE_WORKING_KEY,
   * PAYMENT_GATEWAY_URL, PAYMENT_STATUS_URL); default: the sandbox account, whose gateway and status
   * API upstream then serves itself (outside production); a real account's URLs default to CCAvenue's.
   */
  payment?: Partial<PaymentSettings>;
  /**
   * Production mode (default: NODE_ENV is `production`): the sandbox gateway is never served and
   * the published sandbox access code or working key refuse to start.
   */
  production?: boolean;
  /** OWNER_EMAIL and OWNER_PASSWORD: the first owner of a production shop (services/production-accounts.ts). */
  owner?: OwnerSetting | undefined;
  /** DEMO_LOGINS=1: production keeps the published demo logins (a demo or staging shop, never a real one); OWNER_* still apply. */
  demoLogins?: boolean;
  /** How long a payment status query may take (default STATUS_API_TIMEOUT_MS). */
  paymentStatusTimeoutMs?: number;
  /** Checkout settings (MAX_LINE_DISCOUNT_PERCENT); default: DEFAULT_CHECKOUT_SETTINGS. */
  checkout?: Partial<CheckoutSettings>;
  /** Headers, request, body-idle and keep-alive timeouts (HTTP_*_TIMEOUT_MS; defaults in @shop/server/server-timeouts). */
  timeouts?: Partial<ServerTimeouts>;
  /** METRICS_TOKEN: GET /metrics then needs `Authorization: Bearer <token>`; unset: open, except 403 in production. */
  metricsToken?: string | undefined;
  /** Also run when the app closes (main.ts: flushing the trace spans still buffered). */
  onClose?: (() => Promise<void>) | undefined;
  /** Adds hooks before the routes are registered (the tests check every answer against the OpenAPI document). */
  addHooks?: ((app: FastifyInstance) => void) | undefined;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

export async function buildUpstream(options: UpstreamOptions): Promise<FastifyInstance> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  // The providers' settings are checked before anything is opened: a refusal is one line (main.ts).
  const paymentSetup = configurePaymentProvider(options.providers?.payment, {
    production,
    apiTimeoutMs: options.paymentStatusTimeoutMs,
    ccavenue: options.payment ?? {},
  });
  const messages = configureMessageProviders(
    { mail: options.providers?.mail, sms: options.providers?.sms },
    { production, smtpUrl: options.smtpUrl },
  );
  const shipping = configureShippingProvider(options.providers?.shipping);
  const dataDir = path.resolve(options.dataDir);
  const db = openDatabase({ ...options.database, dataDir, databaseUrl: options.databaseUrl });
  let jwtSecret: string;
  let secured: SecuredAccounts | null = null;
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    if (production)
      secured = await secureProductionAccounts(
        db,
        options.owner,
        (options.now ?? systemClock)(),
        options.demoLogins === true,
      );
    jwtSecret = loadJwtSecret(dataDir, options.jwtSecret);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const timeouts = serverTimeouts(options.timeouts);
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false, options.logLevel),
    routerOptions: { caseSensitive: false },
    ...timeoutServerOptions(timeouts),
    ...requestIdServerOptions,
  });
  registerTimeoutHooks(app, timeouts);
  if (secured && (secured.locked.length > 0 || secured.ownerCreated))
    app.log.warn(
      { demoPasswordsReplaced: secured.locked.length, ownerCreated: secured.ownerCreated },
      'production: published demo passwords replaced',
    );
  registerRequestIdHeader(app);
  registerUpstreamMetrics(app, { token: options.metricsToken, production, pool: poolOf(db) });
  const onClose = options.onClose;
  if (onClose) app.addHook('onClose', () => onClose());
  options.addHooks?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const devEnabled = options.devRoutes ?? process.env.NODE_ENV !== 'production';
  // Outside production the dev routes can move upstream's clock (POST /api/dev/clock) for journeys.
  const shifted = offsetClock(options.now ?? systemClock);
  const clock = devEnabled ? shifted.clock : (options.now ?? systemClock);
  for (const notice of messages.notices) app.log.warn(notice);
  const outbox = createOutbox({
    db,
    clock,
    providers: messages.providers,
    onDeliveryError: (reason, message, provider) =>
      app.log.error({ reason, to: message.to, channel: message.channel, provider }, 'message delivery failed'),
  });
  // A local sandbox's API is upstream's own route: its address is known once it listens.
  const localOrigin = () => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('upstream is not listening on a TCP port');
    return `http://127.0.0.1:${address.port}`;
  };
  const payments = paymentSetup({ db, clock, localOrigin });
  if (payments.notice) app.log.info(payments.notice);
  const ctx = createAppContext({
    db,
    clock,
    dataDir,
    jwtSecret,
    outbox,
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    paymentProvider: payments.provider,
    shipping,
    log: app.log,
    checkoutSettings: { ...DEFAULT_CHECKOUT_SETTINGS, ...definedOnly(options.checkout ?? {}) },
  });
  app.addHook('onClose', async () => {
    await outbox.close();
    await db.destroy();
  });

  const latencyMs = Math.max(0, options.latencyMs ?? 0);
  if (latencyMs > 0) {
    app.addHook('onRequest', async () => {
      await sleep(latencyMs);
    });
  }

  const catalogCacheTtlMs = Math.max(0, options.catalogCacheTtlMs ?? 0);
  const catalogMemo = new CatalogMemo(catalogCacheTtlMs);
  registerCatalogCache(app, { ttlMs: catalogCacheTtlMs, memo: catalogMemo });
  // The search index is built as upstream starts, so no shopper's search waits for the first build.
  if (catalogCacheTtlMs > 0) {
    app.addHook('onReady', async () => {
      productSearchIndex(db, catalogMemo).catch((error: unknown) =>
        app.log.warn({ err: error }, 'search index not built at start; the first search builds it'),
      );
    });
  }
  registerErrorHandlers(app);
  registerShopperAuth(app);
  registerPartnerAuth(app);
  registerOperatorAuth(app);
  normaliseQueryKeys(app);
  // Upstream's shapes are named components of the document (routes/schemas/wire-names.ts).
  const names = wireNames();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shop upstream REST API',
        description:
          'Catalog, account, cart, checkout, content, support and channel partner endpoints (upstream/README.md)',
        version: '1.0.0',
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: names }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: names }),
  });

  await app.register(systemRoutes, { prefix: '/api' });
  registerHealthRoutes(app, { db });
  await app.register(contentOfferRoutes, { prefix: '/api', ctx });
  await app.register(catalogRoutes, { prefix: '/api', ctx, memo: catalogMemo });
  await app.register(catalogProductRoutes, { prefix: '/api', ctx });
  await app.register(catalogSeoRoutes, { prefix: '/api', ctx });
  await app.register(catalogScreenRoutes, { prefix: '/api', ctx, memo: catalogMemo });
  await app.register(checkoutPincodeRoutes, { prefix: '/api', ctx });
  await app.register(accountRoutes, { prefix: '/api', ctx });
  await app.register(accountProfileRoutes, { prefix: '/api', ctx });
  await app.register(cartRoutes, { prefix: '/api', ctx });
  await app.register(wishlistRoutes, { prefix: '/api', ctx });
  await app.register(contentRoutes, { prefix: '/api', ctx });
  await app.register(supportRoutes, { prefix: '/api', ctx });
  await app.register(supportFormRoutes, { prefix: '/api', ctx });
  await app.register(checkoutAddressRoutes, { prefix: '/api', ctx });
  await app.register(checkoutOrderRoutes, { prefix: '/api', ctx });
  await app.register(checkoutOrderLifecycleRoutes, { prefix: '/api', ctx });
  await app.register(partnerRoutes, { prefix: '/api', ctx });
  await app.register(partnerProgramRoutes, { prefix: '/api', ctx });
  await app.register(partnerReferralRoutes, { prefix: '/api', ctx });
  await app.register(partnerEarningsRoutes, { ctx });
  await app.register(adminRoutes, { prefix: '/api', ctx });
  if (devEnabled) await app.register(devRoutes, { prefix: '/api', ctx, clock: shifted });
  await app.register(catalogImageRoutes, { ctx });
  await app.register(accountProfileImageRoutes, { ctx });
  await app.register(supportManualRoutes, { ctx });
  await app.register(checkoutInvoiceRoutes, { ctx });
  await app.register(partnerFileRoutes, { ctx });
  await app.register(adminOrderFileRoutes, { ctx });
  await app.register(adminSupportFileRoutes, { ctx });
  await app.register(reviewRoutes, { ctx });
  await app.register(checkoutPaymentOrderRoutes, { prefix: '/api', ctx });
  await app.register(checkoutPaymentRoutes, { ctx });
  // The payment provider's own routes: its local sandbox outside production.
  if (payments.routes) await app.register(payments.routes, { publicUrl: ctx.publicUrl });
  await app.ready();
  return app;
}
