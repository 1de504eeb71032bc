// Records each GraphQL request in the gateway's metrics: its duration by operation name and
// outcome, its upstream calls and rounds (the request's RestClient counts them), and its errors by
// code. The operation label comes from the parsed document: the operation's name, `anonymous` for
// an unnamed one, `invalid` when no operation was resolved (unparsable or invalid documents, an
// unknown operationName), capped to MAX_OPERATION_LABELS distinct names.
import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import type { GatewayMetrics } from './metrics.ts';

export const ANONYMOUS_OPERATION = 'anonymous';
export const INVALID_OPERATION = 'invalid';
const UNCODED_ERROR = 'INTERNAL_SERVER_ERROR';

type Outcome = 'ok' | 'partial' | 'error';

interface ResultShape {
  data?: unknown;
  errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }>;
}

function resultOf(response: GraphQLResponse): ResultShape {
  return response.body.kind === 'single' ? response.body.singleResult : response.body.initialResult;
}

function outcomeOf(result: ResultShape): Outcome {
  if (!result.errors?.length) return 'ok';
  return result.data === undefined || result.data === null ? 'error' : 'partial';
}

export function graphqlMetricsPlugin(metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operation, response, contextValue }) {
          const seconds = (performance.now() - started) / 1000;
          const name = operation ? (operation.name?.value ?? ANONYMOUS_OPERATION) : INVALID_OPERATION;
          const label = metrics.operationLabel(name);
          const result = resultOf(response);
          metrics.graphqlDuration.observe({ operation: label, status: outcomeOf(result) }, seconds);
          for (const error of result.errors ?? []) {
            const code = error.extensions?.code;
            metrics.graphqlErrors.inc({
              code: metrics.errorCodeLabel(typeof code === 'string' ? code : UNCODED_ERROR),
            });
          }
          const stats = contextValue?.rest?.stats();
          if (stats) {
            metrics.upstreamCalls.observe({ operation: label }, stats.calls);
            metrics.upstreamRounds.observe({ operation: label }, stats.rounds);
          }
        },
      };
    },
  };
}
