// The limits on a document's shape as validation rules (graphql-armor's): depth, aliases and
// directives. Apollo runs them after graphql-js's own rules and caches a valid document, so a
// document is measured once. A refusal is reported as a validation error (HTTP 400,
// GRAPHQL_VALIDATION_FAILED) with `validationErrorCode` naming the limit, as Apollo does for its
// own rules (INTROSPECTION_DISABLED). Introspection fields are not counted (they are refused
// whole when introspection is off).
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import { graphql } from './graphql-instance.ts';
import type { GraphQLLimits } from './limits.ts';

export const LIMIT_ERROR_CODES = {
  depth: 'MAX_DEPTH_EXCEEDED',
  aliases: 'MAX_ALIASES_EXCEEDED',
  directives: 'MAX_DIRECTIVES_EXCEEDED',
  cost: 'MAX_COST_EXCEEDED',
} as const;

type ShapeLimit = 'depth' | 'aliases' | 'directives';

/** graphql-armor's messages lead with 'Syntax Error: ' whatever the limit; the client gets the rest. */
function reject(limit: ShapeLimit) {
  return (context: ValidationContext | null, error: GraphQLError): void => {
    context?.reportError(
      new graphql.GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
        extensions: { validationErrorCode: LIMIT_ERROR_CODES[limit] },
      }),
    );
  };
}

export function limitValidationRules(limits: Pick<GraphQLLimits, ShapeLimit>): ValidationRule[] {
  const common = { exposeLimits: true, propagateOnRejection: false } as const;
  return [
    // Depth is the answer's nesting: a fragment spread or inline fragment adds no level.
    maxDepthRule({ ...common, n: limits.depth, flattenFragments: true, onReject: [reject('depth')] }),
    maxAliasesRule({ ...common, n: limits.aliases, onReject: [reject('aliases')] }),
    maxDirectivesRule({ ...common, n: limits.directives, onReject: [reject('directives')] }),
  ] as ValidationRule[];
}
