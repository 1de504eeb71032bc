// The HTTP boundary to upstream: ONE undici Pool for the process, and a small client per GraphQL
// request that parses every answer with the caller's zod schema, maps statuses to GraphQL error
// codes and counts the request's upstream calls and sequential rounds.
import { GraphQLError } from 'graphql';
import { Pool } from 'undici';
import type { ZodType } from 'zod';
import { RoundTracker, type UpstreamStats } from './round-tracker.ts';

export const UPSTREAM_TIMEOUTS = {
  connectMs: 5_000,
  headersMs: 15_000,
  bodyMs: 15_000,
} as const;

/** Concurrent connections the pool opens to upstream. */
const POOL_CONNECTIONS = 64;
const KEEP_ALIVE_MS = 10_000;

export const UPSTREAM_UNAVAILABLE = 'UPSTREAM_UNAVAILABLE';
export const UPSTREAM_ERROR = 'UPSTREAM_ERROR';

export interface UpstreamConnection {
  pool: Pool;
  /** Path prefix of UPSTREAM_URL ('' for a bare origin). */
  basePath: string;
  close(): Promise<void>;
}

export function connectUpstream(upstreamUrl: string, timeouts = UPSTREAM_TIMEOUTS): UpstreamConnection {
  const url = new URL(upstreamUrl);
  const pool = new Pool(url.origin, {
    connections: POOL_CONNECTIONS,
    connectTimeout: timeouts.connectMs,
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
    keepAliveTimeout: KEEP_ALIVE_MS,
  });
  return { pool, basePath: url.pathname.replace(/\/+$/, ''), close: () => pool.close() };
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface UpstreamLogger {
  warn(details: object, message: string): void;
}

export function withQuery(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function upstreamUnavailable(cause: unknown): GraphQLError {
  return new GraphQLError('The commerce API is not reachable right now.', {
    extensions: { code: UPSTREAM_UNAVAILABLE },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

function upstreamError(): GraphQLError {
  return new GraphQLError('The commerce API gave an unexpected answer.', {
    extensions: { code: UPSTREAM_ERROR },
  });
}

/** Per GraphQL request: never shared between requests (its counters belong to one request). */
export class UpstreamClient {
  private readonly tracker = new RoundTracker();

  constructor(
    private readonly connection: UpstreamConnection,
    private readonly log?: UpstreamLogger,
  ) {}

  stats(): UpstreamStats {
    return this.tracker.stats();
  }

  /** GET and parse; null when upstream answers 404. */
  get<T>(path: string, query: QueryParams, schema: ZodType<T>): Promise<T | null> {
    return this.request('GET', withQuery(path, query), undefined, schema);
  }

  /** POST a JSON body and parse; null when upstream answers 404. */
  post<T>(path: string, body: unknown, schema: ZodType<T>): Promise<T | null> {
    return this.request('POST', path, body, schema);
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body: unknown, schema: ZodType<T>): Promise<T | null> {
    const fullPath = this.connection.basePath + path;
    const end = this.tracker.start();
    let status: number;
    let text: string;
    try {
      const response = await this.connection.pool.request({
        method,
        path: fullPath,
        headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      this.log?.warn({ err: error, method, path: fullPath }, 'upstream unreachable');
      throw upstreamUnavailable(error);
    } finally {
      end();
    }

    if (status === 404) return null;
    if (status < 200 || status >= 300) {
      this.log?.warn({ method, path: fullPath, status, body: text.slice(0, 500) }, 'upstream answered an error status');
      throw upstreamError();
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.log?.warn({ method, path: fullPath, body: text.slice(0, 500) }, 'upstream answered invalid JSON');
      throw upstreamError();
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      this.log?.warn({ method, path: fullPath, issues: parsed.error.issues.slice(0, 5) }, 'upstream answer failed its schema');
      throw upstreamError();
    }
    return parsed.data;
  }
}
