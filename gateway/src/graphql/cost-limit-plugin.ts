// The cost budget of an operation (graphql-query-complexity), checked once the operation and its
// variables are known and before anything runs. How a query is priced (listCostEstimator):
//  - every field costs 1 (__typename and introspection fields cost nothing);
//  - a list of objects costs 1 + its size x the cost of one item, where the size is the value of
//    the field's `first` (or `size`) argument (its default when the query gives none, a variable's value when
//    it gives one), else ASSUMED_LIST_SIZE (3) for lists whose length the server decides;
//  - lists of scalars and enums cost 1;
//  - a page (a field with a `first` or `size` argument whose object holds the items as `nodes`, e.g.
//    Category.productPage or the console's lists) costs 1 + its children scaled from
//    ASSUMED_LIST_SIZE items to `first` items, since its `nodes` answer `first` items (the
//    partner portal's pages, e.g. Partner.transactionsPage, say `size`).
// So `related(first: 100)` six levels deep is priced at about 100^6 and refused, while a screen's
// query costs a few hundred. A refusal is HTTP 400, GRAPHQL_VALIDATION_FAILED with
// validationErrorCode MAX_COST_EXCEEDED. The variables are checked first, stopping at the first
// value that does not fit its type: that is BAD_USER_INPUT (HTTP 400), so a list variable of
// 10,000 bad items costs one check and answers one error (graphql-js would stop after 50 with an
// uncoded error). Tested beside.
import type { ApolloServerPlugin } from '@apollo/server';
import type * as GraphQL from 'graphql';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { graphql } from './graphql-instance.ts';
import { LIMIT_ERROR_CODES } from './validation-rules.ts';

const { getNamedType, getNullableType, getVariableValues, GraphQLError, isCompositeType, isListType, isObjectType } =
  graphql;

/**
 * The size counted for a list of objects without a `first` argument (its length is upstream's, not
 * the client's): small enough that the server's own nested lists (service centres by state and city,
 * four levels) stay affordable, large enough that lists inside lists still multiply.
 */
export const ASSUMED_LIST_SIZE = 3;

/** Arguments that say how many items a list field answers. */
export const SLICING_ARGUMENTS = ['first', 'size'] as const;

/** The field of a page type that holds its items. */
export const PAGE_ITEMS_FIELD = 'nodes';

/** Selections looked at, at most, while pricing (fragments spread in fragments multiply them). */
export const MAX_PRICED_NODES = 10_000;

export const listCostEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (field.name.startsWith('__')) return 0;
  const type = getNullableType(field.type);
  if (!isListType(type)) {
    const first = SLICING_ARGUMENTS.map((name) => args[name]).find((value) => typeof value === 'number');
    const named = getNamedType(type);
    const isPage = isObjectType(named) && PAGE_ITEMS_FIELD in named.getFields();
    return isPage && typeof first === 'number' && first > ASSUMED_LIST_SIZE
      ? 1 + Math.ceil((childComplexity * first) / ASSUMED_LIST_SIZE)
      : 1 + childComplexity;
  }
  if (!isCompositeType(getNamedType(type))) return 1;
  const slice = SLICING_ARGUMENTS.map((name) => args[name]).find((value) => typeof value === 'number');
  const size = typeof slice === 'number' ? Math.max(0, slice) : ASSUMED_LIST_SIZE;
  return 1 + size * childComplexity;
};

/** The first variable of `operation` whose value does not fit its type, as BAD_USER_INPUT; else null. */
export function variableProblem(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): GraphQL.GraphQLError | null {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 1 });
  const first = coerced.errors?.[0];
  if (!first) return null;
  return new GraphQLError(first.message, {
    nodes: first.nodes ?? null,
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/**
 * The cost of an operation of `document` with `variables` (which fit their types: see
 * variableProblem). Past MAX_PRICED_NODES the cost is infinite.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): number {
  try {
    return getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      ...(operation.name ? { operationName: operation.name.value } : {}),
      estimators: [listCostEstimator],
      maxQueryNodes: MAX_PRICED_NODES,
    });
  } catch (error) {
    if (error instanceof GraphQLError) return Number.POSITIVE_INFINITY;
    throw error;
  }
}

export function costLimitError(maxCost: number, cost: number): GraphQL.GraphQLError {
  const found = Number.isFinite(cost) ? `, found ${cost}` : '';
  return new GraphQLError(`Query cost limit of ${maxCost} exceeded${found}.`, {
    extensions: {
      code: 'GRAPHQL_VALIDATION_FAILED',
      validationErrorCode: LIMIT_ERROR_CODES.cost,
      http: { status: 400 },
    },
  });
}

export function costLimitPlugin<TContext extends object>(maxCost: number): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const problem = variableProblem(schema, operation, request.variables);
          if (problem) throw problem;
          const cost = operationCost(schema, document, operation, request.variables);
          if (cost > maxCost) throw costLimitError(maxCost, cost);
        },
      };
    },
  };
}
