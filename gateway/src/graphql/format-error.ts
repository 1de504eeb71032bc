// What a client may see of an error: codes the gateway or Apollo raise on purpose keep their
// message; anything else is masked as INTERNAL_SERVER_ERROR (and logged). Never a stack trace.
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';

export const EXPOSED_ERROR_CODES: ReadonlySet<string> = new Set([
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'RATE_LIMIT_UNAVAILABLE',
]);

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export interface ErrorLogger {
  error(details: object, message: string): void;
}

export function createFormatError(log?: ErrorLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    const location = {
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
    };
    if (typeof code === 'string' && EXPOSED_ERROR_CODES.has(code)) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { message: formatted.message, ...location, extensions };
    }
    log?.error({ err: unwrapResolverError(error), path: formatted.path }, 'unexpected GraphQL error');
    return { message: INTERNAL_ERROR_MESSAGE, ...location, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
