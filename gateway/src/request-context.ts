// Builds the context of one GraphQL request (context.ts): the REST client, the sessions, and every
// module's clients and loaders from its manifest (modules/modules.ts), made fresh per request.
import { OperatorSession } from './auth/operator-session.ts';
import { PartnerSession } from './auth/partner-session.ts';
import { rateLimitConfig } from './auth/rate-limit.ts';
import { RateLimiter } from './auth/rate-limiter.ts';
import { Session } from './auth/session.ts';
import type { GatewayClients, GatewayContext, GatewayLoaders, RequestParts } from './context.ts';
import type { GatewayModule } from './modules/gateway-module.ts';
import { GATEWAY_MODULES } from './modules/modules.ts';
import { RestClient, type RestLogger } from './rest/client.ts';
import type { RestConnection } from './rest/pool.ts';

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
  /** Default: every module of the gateway. */
  modules?: readonly GatewayModule[];
}

/** Every module's members under their names; the same name from two modules is a programming error. */
function assemble(parts: RequestParts, modules: readonly GatewayModule[]) {
  const clients: Record<string, unknown> = {};
  const loaders: Record<string, unknown> = {};
  const add = (target: Record<string, unknown>, members: object | undefined, module: string) => {
    for (const [name, member] of Object.entries(members ?? {})) {
      if (name in target) throw new Error(`${module} declares ${name}, which another module already declared`);
      target[name] = member;
    }
  };
  for (const module of modules) {
    const made = module.request?.(parts);
    add(clients, made?.clients, module.name);
    add(loaders, made?.loaders, module.name);
  }
  return { clients: clients as unknown as GatewayClients, loaders: loaders as unknown as GatewayLoaders };
}

export function createGatewayContext(options: ContextOptions): GatewayContext {
  const parts: RequestParts = {
    rest: new RestClient(options.connection, options.log, options.requestId),
    session: options.session ?? Session.guest(),
    partnerSession: options.partnerSession ?? PartnerSession.none(),
    operatorSession: options.operatorSession ?? OperatorSession.none(),
  };
  return {
    ...parts,
    clientIp: options.clientIp ?? 'unknown',
    rateLimiter: options.rateLimiter ?? new RateLimiter(rateLimitConfig()),
    ...assemble(parts, options.modules ?? GATEWAY_MODULES),
  };
}
