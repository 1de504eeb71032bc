// The REST client of one GraphQL request: every call goes through the process's pool
// (pool.ts), its status is mapped by the caller's status table (status-table.ts), its body is
// parsed by the caller's zod schema, and the request's calls and sequential rounds are counted.
import { REQUEST_ID_HEADER } from '@shop/commerce/observability/request-id';
import { GraphQLError } from 'graphql';
import type { FormData } from 'undici';
import type { ZodType } from 'zod';
import type { RestConnection } from './pool.ts';
import { RoundTracker, type CallStats } from './round-tracker.ts';
import { handlerFor, parsed, statusAnswer, type RestAnswer, type StatusTable } from './status-table.ts';

export const UPSTREAM_UNAVAILABLE = 'UPSTREAM_UNAVAILABLE';
export const UPSTREAM_TIMEOUT = 'UPSTREAM_TIMEOUT';
export const UPSTREAM_ERROR = 'UPSTREAM_ERROR';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RestCall {
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

export interface RestLogger {
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

/** undici's codes for a connect, headers or body wait longer than UPSTREAM_TIMEOUT_MS (rest/pool.ts). */
const TIMEOUT_CODES: ReadonlySet<string> = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

export function isTimeout(cause: unknown): boolean {
  const code = (cause as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && TIMEOUT_CODES.has(code)) || (cause as Error | null)?.name === 'TimeoutError';
}

/**
 * A call that failed on the way: UPSTREAM_TIMEOUT when upstream did not answer within
 * UPSTREAM_TIMEOUT_MS (it may still have done what was asked), else UPSTREAM_UNAVAILABLE.
 */
export function upstreamUnavailable(cause: unknown): GraphQLError {
  const originalError = cause instanceof Error ? cause : undefined;
  if (isTimeout(cause))
    return new GraphQLError('The commerce API did not answer in time. Please try again in a moment.', {
      extensions: { code: UPSTREAM_TIMEOUT },
      originalError,
    });
  return new GraphQLError('The commerce API is not reachable right now.', {
    extensions: { code: UPSTREAM_UNAVAILABLE },
    originalError,
  });
}

function upstreamError(): GraphQLError {
  return new GraphQLError('The commerce API gave an unexpected answer.', {
    extensions: { code: UPSTREAM_ERROR },
  });
}

/** Per GraphQL request: never shared between requests (its counters belong to one request). */
export class RestClient {
  private readonly tracker = new RoundTracker();

  constructor(
    private readonly connection: RestConnection,
    private readonly log?: RestLogger,
    /** The GraphQL request's id, sent as X-Request-Id so upstream logs its lines under it. */
    private readonly requestId?: string,
  ) {}

  stats(): CallStats {
    return this.tracker.stats();
  }

  /**
   * One call, its status mapped by `table`. A network failure is UPSTREAM_UNAVAILABLE, a timeout UPSTREAM_TIMEOUT;
   * a status outside the table is logged and is UPSTREAM_ERROR (or the table's `unexpected`).
   */
  async send<R>(call: RestCall, table: StatusTable<R>): Promise<R> {
    const answer = await this.exchange(call);
    const handler = handlerFor(table, answer.status);
    if (handler) {
      return handler(
        statusAnswer(answer, {
          parse: (schema) => this.parse(call, answer, schema),
          unexpected: () => {
            this.logUnexpected(call, answer);
            throw upstreamError();
          },
        }),
      );
    }
    this.logUnexpected(call, answer);
    if (table.unexpected) return table.unexpected();
    throw upstreamError();
  }

  /** GET and parse; null when upstream answers 404. */
  get<T>(path: string, query: QueryParams, schema: ZodType<T>): Promise<T | null> {
    return this.send({ method: 'GET', path, query }, { ok: parsed(schema), 404: () => null });
  }

  /** POST a JSON body and parse; null when upstream answers 404. */
  post<T>(path: string, body: unknown, schema: ZodType<T>): Promise<T | null> {
    return this.send({ method: 'POST', path, json: body }, { ok: parsed(schema), 404: () => null });
  }

  private async exchange(call: RestCall): Promise<RestAnswer> {
    const fullPath = this.connection.basePath + withQuery(call.path, call.query);
    const headers: Record<string, string> = { ...call.headers, accept: 'application/json' };
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (this.requestId) headers[REQUEST_ID_HEADER] = this.requestId;
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

  private logUnexpected(call: RestCall, answer: RestAnswer): void {
    this.log?.warn(
      { method: call.method, path: call.path, status: answer.status, body: answer.text.slice(0, 500) },
      'upstream answered an error status',
    );
  }

  /** The answer's body through its schema; UPSTREAM_ERROR (logged) when it breaks the contract. */
  private parse<T>(call: RestCall, answer: RestAnswer, schema: ZodType<T>): T {
    const result = schema.safeParse(answer.body);
    if (result.success) return result.data;
    if (answer.body === undefined) {
      this.log?.warn(
        { method: call.method, path: call.path, body: answer.text.slice(0, 500) },
        'upstream answered invalid JSON',
      );
    } else {
      this.log?.warn(
        { method: call.method, path: call.path, issues: result.error.issues.slice(0, 5) },
        'upstream answer failed its schema',
      );
    }
    throw upstreamError();
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
