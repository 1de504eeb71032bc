// Starts the gateway in-process on 127.0.0.1 (port 0) against a given upstream, for GraphQL tests.
import { buildGateway, type GatewayOptions } from '../../gateway/src/app.ts';

export interface GraphQLResult<T> {
  status: number;
  headers: Headers;
  body: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

export interface GraphQLRequestOptions {
  /** Sent as Authorization: Bearer. */
  token?: string | null;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

export interface StartedGateway {
  url: string;
  close(): Promise<void>;
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GraphQLRequestOptions,
  ): Promise<GraphQLResult<T>>;
}

export interface StartGatewayOptions {
  upstreamUrl: string;
  webDistDir?: string;
  /** Upstream's data folder: the gateway reads the shopper token secret from it. */
  dataDir?: string;
  jwtSecret?: string;
  rateLimits?: GatewayOptions['rateLimits'];
}

export async function startGateway(opts: StartGatewayOptions): Promise<StartedGateway> {
  const app = await buildGateway({
    upstreamUrl: opts.upstreamUrl,
    ...(opts.webDistDir ? { webDistDir: opts.webDistDir } : {}),
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.jwtSecret ? { jwtSecret: opts.jwtSecret } : {}),
    ...(opts.rateLimits ? { rateLimits: opts.rateLimits } : {}),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('gateway did not listen on a TCP port');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    close: () => app.close(),
    async graphql<T = any>(
      query: string,
      variables?: Record<string, unknown>,
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
    },
  };
}
