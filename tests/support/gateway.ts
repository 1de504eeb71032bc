// Starts the gateway in-process on 127.0.0.1 (port 0) against a given upstream, for GraphQL tests.
// `graphql` sends a typed document (from tests/graphql/generated, built by `npm run codegen`) and
// answers its typed data; `untypedGraphql` sends a query string as it is, for the tests that send
// invalid documents or variables on purpose.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { buildGateway, type GatewayOptions } from '../../gateway/src/app.ts';

export interface GraphQLResult<T> {
  status: number;
  headers: Headers;
  /** `data` is absent when the request failed, null when a non-null root field failed. */
  body: { data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

export interface GraphQLRequestOptions {
  /** Sent as Authorization: Bearer. */
  token?: string | null;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/** An operation's variables as arguments: optional when the operation needs none. */
export type VariablesOf<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

/** Variables, then request options. */
export type GraphQLArguments<V> =
  Record<string, never> extends V
    ? [variables?: V, options?: GraphQLRequestOptions]
    : [variables: V, options?: GraphQLRequestOptions];

/** The arguments of `graphql` from a helper that holds the variables of any operation. */
export function graphqlArguments<V>(variables: V | undefined, options: GraphQLRequestOptions): GraphQLArguments<V> {
  return [variables, options] as unknown as GraphQLArguments<V>;
}

export interface StartedGateway {
  url: string;
  close(): Promise<void>;
  /** Sends a typed document; the answer's data has the operation's type. */
  graphql<T, V>(document: TypedDocumentNode<T, V>, ...args: GraphQLArguments<V>): Promise<GraphQLResult<T>>;
  /** Sends a query string unchecked (invalid documents and variables on purpose); the data is unknown. */
  untypedGraphql(
    query: string,
    variables?: Record<string, unknown>,
    options?: GraphQLRequestOptions,
  ): Promise<GraphQLResult<unknown>>;
}

export interface StartGatewayOptions {
  upstreamUrl: string;
  webDistDir?: string;
  /** Upstream's data folder: the gateway reads the shopper token secret from it. */
  dataDir?: string;
  jwtSecret?: string;
  rateLimits?: GatewayOptions['rateLimits'];
  /** Fastify's trustProxy: tests then name the client address with X-Forwarded-For. */
  trustProxy?: GatewayOptions['trustProxy'];
  /**
   * Given: picture addresses carry their versions, learnt in the background (image-versions tests).
   * Left out: addresses leave as upstream wrote them, so two answers compare equal.
   */
  imageVersionTtlMs?: GatewayOptions['imageVersionTtlMs'];
  /**
   * Given: landing pages are rendered by this server entry (gateway/src/http/server-render.ts).
   * Left out: none is, whether or not the web client's own is built, so every test sees the shell.
   */
  webServerEntry?: string;
  /** With webServerEntry: how long a render may take (the gateway's default otherwise). */
  serverRenderTimeoutMs?: number;
}

export async function startGateway(opts: StartGatewayOptions): Promise<StartedGateway> {
  const app = await buildGateway({
    upstreamUrl: opts.upstreamUrl,
    ...(opts.webDistDir ? { webDistDir: opts.webDistDir } : {}),
    ...(opts.webServerEntry
      ? {
          webServerEntry: opts.webServerEntry,
          ...(opts.serverRenderTimeoutMs !== undefined ? { serverRenderTimeoutMs: opts.serverRenderTimeoutMs } : {}),
        }
      : { serverRenderTimeoutMs: 0 }),
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.jwtSecret ? { jwtSecret: opts.jwtSecret } : {}),
    ...(opts.rateLimits ? { rateLimits: opts.rateLimits } : {}),
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
    ...(opts.imageVersionTtlMs !== undefined
      ? { imageVersionTtlMs: opts.imageVersionTtlMs }
      : { imageVersioning: false }),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('gateway did not listen on a TCP port');
  const url = `http://127.0.0.1:${address.port}`;

  async function post<T>(
    query: string,
    variables: unknown,
    options: GraphQLRequestOptions = {},
  ): Promise<GraphQLResult<T>> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as GraphQLResult<T>['body'],
    };
  }

  return {
    url,
    close: () => app.close(),
    graphql: (document, ...[variables, options]) => post(print(document), variables, options),
    untypedGraphql: (query, variables, options) => post(query, variables, options),
  };
}
