// The per-request GraphQL context: one REST client (which counts the request's upstream calls and
// rounds), the session (guest or customer, from the bearer token), the partner session (from
// X-Partner-Token), the client's IP and the gateway's rate limiter (for every limited public
// operation: auth/rate-limit.ts), each domain's client for mutations, and the request's
// DataLoaders, built by each module's loaders.ts.
import { OperatorSession } from './auth/operator-session.ts';
import { PartnerSession } from './auth/partner-session.ts';
import { rateLimitConfig } from './auth/rate-limit.ts';
import { RateLimiter } from './auth/rate-limiter.ts';
import { Session } from './auth/session.ts';
import { AccountClient } from './modules/account/client.ts';
import { AdminCalls } from './modules/admin/admin-calls.ts';
import { createAccountLoaders, type AccountLoaders } from './modules/account/loaders.ts';
import { CartClient } from './modules/cart/client.ts';
import { WishlistClient } from './modules/wishlist/client.ts';
import { createCartLoaders, type CartLoaders } from './modules/cart/loaders.ts';
import { CatalogClient } from './modules/catalog/client.ts';
import { createCatalogLoaders, type CatalogLoaders } from './modules/catalog/loaders.ts';
import { CheckoutClient } from './modules/checkout/client.ts';
import { createCheckoutLoaders, type CheckoutLoaders } from './modules/checkout/loaders.ts';
import { OrderClient } from './modules/checkout/order-client.ts';
import { ContentClient } from './modules/content/client.ts';
import { createContentLoaders, type ContentLoaders } from './modules/content/loaders.ts';
import { createPartnerLoaders, type PartnerLoaders } from './modules/partner/loaders.ts';
import { PartnerPageClient } from './modules/partner/page-client.ts';
import { PartnerCalls } from './modules/partner/partner-calls.ts';
import { PartnerClient } from './modules/partner/profile-client.ts';
import { PartnerProgramClient } from './modules/partner/program-client.ts';
import { SupportClient } from './modules/support/client.ts';
import { createSupportLoaders, type SupportLoaders } from './modules/support/loaders.ts';
import { RestClient, type RestLogger } from './rest/client.ts';
import type { RestConnection } from './rest/pool.ts';

export interface GatewayContext {
  rest: RestClient;
  session: Session;
  partnerSession: PartnerSession;
  /** The console operator of the request (X-Operator-Token), or none. */
  operatorSession: OperatorSession;
  /** Calls to upstream's /api/Admin routes with the operator's token (modules/admin/admin-calls.ts). */
  adminCalls: AdminCalls;
  clientIp: string;
  rateLimiter: RateLimiter;
  clients: {
    account: AccountClient;
    cart: CartClient;
    content: ContentClient;
    support: SupportClient;
    checkout: CheckoutClient;
    partner: PartnerClient;
    partnerProgram: PartnerProgramClient;
    wishlist: WishlistClient;
  };
  loaders: {
    catalog: CatalogLoaders;
    content: ContentLoaders;
    account: AccountLoaders;
    cart: CartLoaders;
    support: SupportLoaders;
    checkout: CheckoutLoaders;
    partner: PartnerLoaders;
  };
}

export interface ContextOptions {
  connection: RestConnection;
  log?: RestLogger;
  /** The request id (X-Request-Id), sent to upstream on every REST call of the request. */
  requestId?: string;
  /** Default: a guest. */
  session?: Session;
  /** Default: no partner. */
  partnerSession?: PartnerSession;
  /** Default: no operator. */
  operatorSession?: OperatorSession;
  clientIp?: string;
  /** The gateway's limiter (shared by its requests); default: a fresh one with default limits. */
  rateLimiter?: RateLimiter;
}

export function createGatewayContext(options: ContextOptions): GatewayContext {
  const rest = new RestClient(options.connection, options.log, options.requestId);
  const session = options.session ?? Session.guest();
  const partnerSession = options.partnerSession ?? PartnerSession.none();
  const operatorSession = options.operatorSession ?? OperatorSession.none();
  const account = new AccountClient(rest);
  const cart = new CartClient(rest);
  const content = new ContentClient(rest);
  const support = new SupportClient(rest);
  const checkout = new CheckoutClient(rest);
  const partnerCalls = new PartnerCalls(rest, partnerSession);
  const partner = new PartnerClient(partnerCalls);
  const partnerProgram = new PartnerProgramClient(partnerCalls);
  const partnerPages = new PartnerPageClient(partnerCalls);
  return {
    rest,
    session,
    partnerSession,
    operatorSession,
    adminCalls: new AdminCalls(rest, operatorSession),
    clientIp: options.clientIp ?? 'unknown',
    rateLimiter: options.rateLimiter ?? new RateLimiter(rateLimitConfig()),
    clients: { account, cart, content, support, checkout, partner, partnerProgram, wishlist: new WishlistClient(rest) },
    loaders: {
      catalog: createCatalogLoaders(new CatalogClient(rest)),
      content: createContentLoaders(content),
      account: createAccountLoaders(account, session),
      cart: createCartLoaders(cart, session),
      support: createSupportLoaders(support),
      checkout: createCheckoutLoaders(checkout, new OrderClient(rest), session),
      partner: createPartnerLoaders(partner, partnerProgram, partnerPages),
    },
  };
}
