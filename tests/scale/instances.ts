// Servers of the scale tests: an upstream on a given database (its own empty data folder, the
// shared JWT secret) and a gateway over it on a given Redis, both in-process on 127.0.0.1, port 0.
// The gateway trusts X-Forwarded-For (TRUST_PROXY) and every request without one gets an address
// of its own, so that setting up customers never spends the per-address limits a test measures;
// a test names the address when it counts attempts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { buildGateway, type GatewayOptions } from '../../gateway/src/app.ts';
import { buildUpstream } from '../../upstream/src/app.ts';
import type { GraphQLRequestOptions, GraphQLResult, StartedGateway } from '../support/gateway.ts';

export interface RunningInstance {
  url: string;
  close(): Promise<void>;
}

async function listen(app: { listen(options: { port: number; host: string }): Promise<string> }): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** An upstream on `databaseUrl` (PostgreSQL) with the shared token secret. */
export async function startUpstreamOn(databaseUrl: string, jwtSecret: string): Promise<RunningInstance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-scale-upstream-'));
  const app = await buildUpstream({ dataDir, databaseUrl, jwtSecret, logger: false, devRoutes: true, latencyMs: 0 });
  try {
    const url = await listen(app);
    return {
      url,
      async close() {
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

let address = 0;
/** A client address of its own (10.200.x.y), for requests that do not name one. */
const nextAddress = () => {
  address += 1;
  return `10.200.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
};

export type ScaleGatewayOptions = Pick<GatewayOptions, 'redisUrl' | 'rateLimits'>;

/** A gateway over `upstreamUrl` with the shared token secret, on Redis when `redisUrl` is given. */
export async function startGatewayOn(
  upstreamUrl: string,
  jwtSecret: string,
  options: ScaleGatewayOptions,
): Promise<StartedGateway> {
  const app = await buildGateway({ upstreamUrl, jwtSecret, trustProxy: true, logger: false, ...options });
  const url = await listen(app).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });

  async function post<T>(query: string, variables: unknown, request: GraphQLRequestOptions = {}) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': nextAddress(),
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...request.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const result: GraphQLResult<T> = {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as GraphQLResult<T>['body'],
    };
    return result;
  }

  return {
    url,
    close: () => app.close(),
    graphql: (document, ...[variables, request]) => post(print(document), variables, request),
    untypedGraphql: (query, variables, request) => post(query, variables, request),
  };
}
