// The limits on a document's shape as validation rules: depth, aliases and directives
// (graphql-armor's), and the times one field is selected in the same selection set (graphql-cop's
// "field duplication": 500 __typename in a row; graphql-armor has no rule for it, so it is here). Apollo runs them after graphql-js's own rules and caches a valid document, so a
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
  fieldRepeats: 'MAX_FIELD_REPEATS_EXCEEDED',
  cost: 'MAX_COST_EXCEEDED',
} as const;

type ShapeLimit = 'depth' | 'aliases' | 'directives';

/** Refuses a selection set that selects one response name more than `max` times. */
export function maxFieldRepeatsRule(max: number): ValidationRule {
  return (context) => ({
    SelectionSet(node) {
      const counts = new Map<string, number>();
      for (const selection of node.selections) {
        if (selection.kind !== graphql.Kind.FIELD) continue;
        const name = selection.alias?.value ?? selection.name.value;
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      for (const [name, count] of counts) {
        if (count <= max) continue;
        context.reportError(
          new graphql.GraphQLError(
            `Field "${name}" selected ${count} times in one selection set; the limit is ${max}.`,
            {
              nodes: [node],
              extensions: { validationErrorCode: LIMIT_ERROR_CODES.fieldRepeats },
            },
          ),
        );
        return;
      }
    },
  });
}

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

export function limitValidationRules(limits: Pick<GraphQLLimits, ShapeLimit | 'fieldRepeats'>): ValidationRule[] {
  const common = { exposeLimits: true, propagateOnRejection: false } as const;
  return [
    // Depth is the answer's nesting: a fragment spread or inline fragment adds no level.
    maxDepthRule({ ...common, n: limits.depth, flattenFragments: true, onReject: [reject('depth')] }),
    // Aliases of __typename count too (graphql-armor lets them pass by default; graphql-cop sends 101).
    maxAliasesRule({ ...common, n: limits.aliases, allowList: [], onReject: [reject('aliases')] }),
    maxDirectivesRule({ ...common, n: limits.directives, onReject: [reject('directives')] }),
    maxFieldRepeatsRule(limits.fieldRepeats),
  ] as ValidationRule[];
}
