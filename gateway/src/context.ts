// The per-request GraphQL context: one REST client (which counts the request's upstream calls and
// rounds), the session (guest or customer, from the bearer token), the partner session (from
// X-Partner-Token), the console operator (X-Operator-Token), the client's IP and the gateway's
// rate limiter (for every limited public operation: auth/rate-limit.ts), and each module's clients
// (for mutations) and DataLoaders (for reads). The modules declare their own clients and loaders:
// each manifest (modules/<domain>/manifest.ts) adds its members to GatewayClients and
// GatewayLoaders, and request-context.ts builds them per request from the modules' list, so this
// file imports no module.
import type { OperatorSession } from './auth/operator-session.ts';
import type { PartnerSession } from './auth/partner-session.ts';
import type { RateLimiter } from './auth/rate-limiter.ts';
import type { Session } from './auth/session.ts';
import type { RestClient } from './rest/client.ts';

/** Each module's per-request clients, under the names its manifest declares. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' manifests
export interface GatewayClients {}

/** Each module's per-request DataLoaders, under its domain's name. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' manifests
export interface GatewayLoaders {}

/** What a request knows before any module: its REST client and who is asking. */
export interface RequestParts {
  rest: RestClient;
  session: Session;
  partnerSession: PartnerSession;
  /** The console operator of the request (X-Operator-Token), or none. */
  operatorSession: OperatorSession;
}

export interface GatewayContext extends RequestParts {
  clientIp: string;
  rateLimiter: RateLimiter;
  clients: GatewayClients;
  loaders: GatewayLoaders;
}
