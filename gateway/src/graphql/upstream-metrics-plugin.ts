// Reports each GraphQL request's upstream calls and sequential rounds in response headers
// (the benchmarks read them).
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.ts';

export const UPSTREAM_CALLS_HEADER = 'x-upstream-calls';
export const UPSTREAM_ROUNDS_HEADER = 'x-upstream-rounds';

export function upstreamMetricsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          const stats = contextValue?.rest?.stats() ?? { calls: 0, rounds: 0 };
          response.http.headers.set(UPSTREAM_CALLS_HEADER, String(stats.calls));
          response.http.headers.set(UPSTREAM_ROUNDS_HEADER, String(stats.rounds));
        },
      };
    },
  };
}
