// The HTTP boundary to upstream: ONE undici Pool for the process, and a small client per GraphQL
// request that parses every answer with the caller's zod schema, maps statuses to GraphQL error
// codes and counts the request's upstream calls and sequential rounds.
import { GraphQLError } from 'graphql';
import { Pool, type FormData } from 'undici';
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

export interface UpstreamCall {
  method: 'GET' | 'POST';
  path: string;
  query?: QueryParams;
  /** A JSON body; a POST with neither json nor form has an empty body. */
  json?: unknown;
  /** A multipart body (undici FormData); undici sets the boundary. */
  form?: FormData;
  /** Sent as Authorization: Bearer. */
  token?: string;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface UpstreamAnswer {
  status: number;
  /** The parsed JSON body; undefined when the body is not JSON. */
  body: unknown;
  text: string;
}

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
    return this.request({ method: 'GET', path, query }, schema);
  }

  /** POST a JSON body and parse; null when upstream answers 404. */
  post<T>(path: string, body: unknown, schema: ZodType<T>): Promise<T | null> {
    return this.request({ method: 'POST', path, json: body }, schema);
  }

  /**
   * One call whose statuses the caller maps itself (domain clients turn 401, 409, 429 ... into
   * typed results). Network failures still throw UPSTREAM_UNAVAILABLE.
   */
  async send(call: UpstreamCall): Promise<UpstreamAnswer> {
    const fullPath = this.connection.basePath + withQuery(call.path, call.query);
    const headers: Record<string, string> = { ...call.headers, accept: 'application/json' };
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    const end = this.tracker.start();
    try {
      const response = await this.connection.pool.request({
        method: call.method,
        path: fullPath,
        headers,
        body: call.form ?? (call.json === undefined ? undefined : JSON.stringify(call.json)),
      });
      const text = await response.body.text();
      return { status: response.statusCode, body: parseJson(text), text };
    } catch (error) {
      this.log?.warn({ err: error, method: call.method, path: call.path }, 'upstream unreachable');
      throw upstreamUnavailable(error);
    } finally {
      end();
    }
  }

  /** The answer's body through its schema; UPSTREAM_ERROR (logged) when it breaks the contract. */
  parse<T>(call: UpstreamCall, answer: UpstreamAnswer, schema: ZodType<T>): T {
    const parsed = schema.safeParse(answer.body);
    if (parsed.success) return parsed.data;
    if (answer.body === undefined) {
      this.log?.warn(
        { method: call.method, path: call.path, body: answer.text.slice(0, 500) },
        'upstream answered invalid JSON',
      );
    } else {
      this.log?.warn(
        { method: call.method, path: call.path, issues: parsed.error.issues.slice(0, 5) },
        'upstream answer failed its schema',
      );
    }
    throw upstreamError();
  }

  /** The error for a status the caller did not expect (logged with the start of the body). */
  unexpected(call: UpstreamCall, answer: UpstreamAnswer): GraphQLError {
    this.log?.warn(
      { method: call.method, path: call.path, status: answer.status, body: answer.text.slice(0, 500) },
      'upstream answered an error status',
    );
    return upstreamError();
  }

  private async request<T>(call: UpstreamCall, schema: ZodType<T>): Promise<T | null> {
    const answer = await this.send(call);
    if (answer.status === 404) return null;
    if (answer.status < 200 || answer.status >= 300) throw this.unexpected(call, answer);
    return this.parse(call, answer, schema);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
