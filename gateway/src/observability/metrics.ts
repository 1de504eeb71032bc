// The gateway's Prometheus metrics (prom-client), in a registry of its own per app: GraphQL request
// duration by operation and outcome, upstream calls and sequential rounds per operation (from the
// request's RestClient), GraphQL errors by code, HTTP duration by route pattern, and prom-client's
// default process metrics (event-loop lag, memory, GC, CPU). Label values are bounded: operation
// names come from the parsed document and are capped (@shop/server/label-cap), routes are Fastify's patterns.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { createLabelCap, type LabelCap } from '@shop/server/label-cap';

/** Distinct operation names kept as labels; later new names are counted as `other`. */
export const MAX_OPERATION_LABELS = 200;
/** Distinct error codes kept as labels (the gateway's own codes are far fewer). */
export const MAX_ERROR_CODE_LABELS = 50;

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const CALL_BUCKETS = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55];
const ROUND_BUCKETS = [0, 1, 2, 3, 4, 5, 6, 8, 10];

export interface GatewayMetrics {
  registry: Registry;
  graphqlDuration: Histogram<'operation' | 'status'>;
  graphqlErrors: Counter<'code'>;
  upstreamCalls: Histogram<'operation'>;
  upstreamRounds: Histogram<'operation'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** An operation name as a bounded label. */
  operationLabel: LabelCap;
  /** An error code as a bounded label. */
  errorCodeLabel: LabelCap;
}

export interface GatewayMetricsOptions {
  maxOperations?: number;
  /** prom-client's process metrics (default on). */
  defaultMetrics?: boolean;
}

export function createGatewayMetrics(options: GatewayMetricsOptions = {}): GatewayMetrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    graphqlDuration: new Histogram({
      name: 'graphql_request_duration_seconds',
      help: 'GraphQL requests by operation name and outcome (ok, partial: data and errors, error: no data)',
      labelNames: ['operation', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    graphqlErrors: new Counter({
      name: 'graphql_errors_total',
      help: 'Errors in GraphQL responses by extensions.code',
      labelNames: ['code'],
      registers,
    }),
    upstreamCalls: new Histogram({
      name: 'graphql_upstream_calls',
      help: 'Upstream REST calls made by one GraphQL request, by operation',
      labelNames: ['operation'],
      buckets: CALL_BUCKETS,
      registers,
    }),
    upstreamRounds: new Histogram({
      name: 'graphql_upstream_rounds',
      help: 'Sequential rounds of upstream REST calls of one GraphQL request, by operation',
      labelNames: ['operation'],
      buckets: ROUND_BUCKETS,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    operationLabel: createLabelCap(options.maxOperations ?? MAX_OPERATION_LABELS),
    errorCodeLabel: createLabelCap(MAX_ERROR_CODE_LABELS),
  };
}
