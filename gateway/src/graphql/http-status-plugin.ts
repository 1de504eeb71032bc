// HTTP status of a GraphQL response for monitors, as the GraphQL-over-HTTP spec gives it for the
// application/graphql-response+json media type: a response without `data` needs a 4xx or 5xx
// status, and a response with `data` (even null, even with errors) a 2xx one. When a request was
// executed but produced nothing because upstream failed (every root field null, every error
// UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE or UPSTREAM_ERROR), the gateway could not serve it at
// all: for a client that prefers application/graphql-response+json the answer drops `data` and
// carries 504, 503 or 502 with the errors. Partial data keeps 200, and so does every
// application/json answer (legacy clients read only 2xx bodies; the spec keeps them on 200).
import type { ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';

export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';

/** The status of an answer nobody could make, by the upstream failure behind it (most telling first). */
const OUTAGE_STATUSES: ReadonlyArray<readonly [code: string, status: number]> = [
  ['UPSTREAM_TIMEOUT', 504],
  ['UPSTREAM_UNAVAILABLE', 503],
  ['UPSTREAM_ERROR', 502],
];

/** 504, 503 or 502 when an executed request produced no data only because upstream failed; else null. */
export function outageStatus(result: FormattedExecutionResult): number | null {
  const errors = result.errors ?? [];
  if (result.data === undefined || errors.length === 0) return null;
  if (result.data !== null && Object.values(result.data).some((value) => value !== null)) return null;
  const codes = errors.map((error) => error.extensions?.code);
  if (!codes.every((code) => OUTAGE_STATUSES.some(([known]) => known === code))) return null;
  return OUTAGE_STATUSES.find(([code]) => codes.includes(code))![1];
}

interface MediaRange {
  type: string;
  q: number;
  order: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').map((part, order) => {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    return { type, q: Number.isFinite(q) ? q : 0, order };
  });
}

/** The most specific range of the Accept header that covers `type`, as content negotiation picks it. */
function rangeFor(ranges: MediaRange[], type: string): MediaRange | undefined {
  const [major] = type.split('/');
  return (
    ranges.find((range) => range.type === type) ??
    ranges.find((range) => range.type === `${major}/*`) ??
    ranges.find((range) => range.type === '*/*')
  );
}

/** Whether the client prefers application/graphql-response+json over application/json (ties: the Accept order). */
export function prefersGraphQLResponseJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = mediaRanges(accept);
  const graphql = rangeFor(ranges, GRAPHQL_RESPONSE_JSON);
  if (!graphql || graphql.q <= 0 || graphql.type !== GRAPHQL_RESPONSE_JSON) return false;
  const json = rangeFor(ranges, 'application/json');
  if (!json || json.q <= 0) return true;
  return graphql.q > json.q || (graphql.q === json.q && graphql.order < json.order);
}

export function httpStatusPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response }) {
          if (response.body.kind !== 'single') return;
          const status = outageStatus(response.body.singleResult);
          if (status === null || !prefersGraphQLResponseJson(request.http?.headers.get('accept'))) return;
          const { data: _data, ...withoutData } = response.body.singleResult;
          response.body.singleResult = withoutData;
          response.http.status = status;
          response.http.headers.set('content-type', `${GRAPHQL_RESPONSE_JSON}; charset=utf-8`);
        },
      };
    },
  };
}
