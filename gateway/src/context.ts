// The per-request GraphQL context: one upstream client (which counts the request's calls), the
// session (guest or customer, from the bearer token), the partner session (from X-Partner-Token),
// the client's IP and the gateway's rate limiter (for the account and partner login operations),
// the domain clients for mutations and the request's DataLoaders (checkout and partner included).
import { PartnerSession } from './auth/partner-session.ts';
import { Session } from './auth/session.ts';
import { RateLimiter } from './auth/rate-limiter.ts';
import { rateLimitConfig } from './auth/rate-limit.ts';
import { createAccountLoaders, type AccountLoaders } from './modules/account/loaders.ts';
import { createCartLoaders, type CartLoaders } from './modules/cart/loaders.ts';
import { createCatalogLoaders, type CatalogLoaders } from './modules/catalog/loaders.ts';
import { createCheckoutLoaders, type CheckoutLoaders } from './modules/checkout/loaders.ts';
import { createContentLoaders, type ContentLoaders } from './modules/content/loaders.ts';
import { createPartnerLoaders, type PartnerLoaders } from './modules/partner/loaders.ts';
import { createSupportLoaders, type SupportLoaders } from './modules/support/loaders.ts';
import { AccountClient } from './modules/account/client.ts';
import { CartClient } from './modules/cart/client.ts';
import { CatalogClient } from './modules/catalog/client.ts';
import { CheckoutClient } from './modules/checkout/client.ts';
import { ContentClient } from './modules/content/client.ts';
import { SupportClient } from './modules/support/client.ts';
import { UpstreamClient, type UpstreamConnection, type UpstreamLogger } from './rest/client.ts';
import { OrderClient } from './modules/checkout/order-client.ts';
import { PartnerCalls } from './modules/partner/partner-calls.ts';
import { PartnerClient } from './modules/partner/profile-client.ts';
import { PartnerProgramClient } from './modules/partner/program-client.ts';

export interface GatewayContext {
  upstream: UpstreamClient;
  session: Session;
  partnerSession: PartnerSession;
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
  connection: UpstreamConnection;
  log?: UpstreamLogger;
  /** Default: a guest. */
  session?: Session;
  /** Default: no partner. */
  partnerSession?: PartnerSession;
  clientIp?: string;
  /** The gateway's limiter (shared by its requests); default: a fresh one with default limits. */
  rateLimiter?: RateLimiter;
}

export function createGatewayContext(options: ContextOptions): GatewayContext {
  const upstream = new UpstreamClient(options.connection, options.log);
  const session = options.session ?? Session.guest();
  const account = new AccountClient(upstream);
  const cart = new CartClient(upstream);
  const content = new ContentClient(upstream);
  const support = new SupportClient(upstream);
  const checkout = new CheckoutClient(upstream);
  const partnerSession = options.partnerSession ?? PartnerSession.none();
  const partnerCalls = new PartnerCalls(upstream, partnerSession);
  const partner = new PartnerClient(partnerCalls);
  const partnerProgram = new PartnerProgramClient(partnerCalls);
  return {
    upstream,
    session,
    partnerSession,
    clientIp: options.clientIp ?? 'unknown',
    rateLimiter: options.rateLimiter ?? new RateLimiter(rateLimitConfig()),
    clients: { account, cart, content, support, checkout, partner, partnerProgram },
    loaders: {
      catalog: createCatalogLoaders(new CatalogClient(upstream)),
      content: createContentLoaders(content),
      account: createAccountLoaders(account, session),
      cart: createCartLoaders(cart, session),
      support: createSupportLoaders(support),
      checkout: createCheckoutLoaders(checkout, new OrderClient(upstream), session),
      partner: createPartnerLoaders(partner, partnerProgram),
    },
  };
}
