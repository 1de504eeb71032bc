// A gateway module: one domain's part of the schema, its resolvers, the models codegen ties its
// GraphQL types to, and its per-request clients and loaders. Every module exports one manifest
// (modules/<domain>/manifest.ts); the schema (graphql/schema.ts), the request context
// (request-context.ts) and codegen (codegen.ts) loop over the list in modules.ts, so a new domain
// is one manifest and one line there.
import type { GatewayClients, GatewayLoaders, RequestParts } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';

export interface ModuleRequest {
  clients?: Partial<GatewayClients>;
  loaders?: Partial<GatewayLoaders>;
}

export interface GatewayModule {
  /** The domain's name, as in schema/, web/src/features and upstream's routes. */
  name: string;
  /** The files of schema/ this module resolves. */
  typeDefs: readonly string[];
  /** Resolver maps, merged type by type with every other module's. */
  resolvers: readonly Resolvers[];
  /** GraphQL type -> the model its resolvers receive, as `file.ts#Type` in the module's folder (codegen.ts). */
  mappers?: Readonly<Record<string, string>>;
  /** The module's clients and loaders of one request (never shared between requests). */
  request?(parts: RequestParts): ModuleRequest;
}

export function defineModule(module: GatewayModule): GatewayModule {
  return module;
}
