// The limits leave the shop working: every operation of the web client (web/src/**/*.graphql, with
// the fragments it spreads and the __typename Apollo Client adds to each selection) fits the query
// text, token, depth, alias, directive and cost limits, with room to spare.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  Lexer,
  Source,
  TokenKind,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCost, variableProblem } from '../../gateway/src/graphql/cost-limit-plugin.ts';
import { graphql } from '../../gateway/src/graphql/graphql-instance.ts';
import { DEFAULT_GRAPHQL_LIMITS } from '../../gateway/src/graphql/limits.ts';
import { loadTypeDefs } from '../../gateway/src/graphql/schema.ts';
import { limitValidationRules } from '../../gateway/src/graphql/validation-rules.ts';

const WEB_SRC = path.resolve(import.meta.dirname, '../../web/src');
const schema = graphql.buildASTSchema(graphql.concatAST(loadTypeDefs().map((source) => graphql.parse(source))));

const definitions: DefinitionNode[] = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.graphql'))
  .flatMap((file) => graphql.parse(readFileSync(path.join(WEB_SRC, file), 'utf8')).definitions);
const fragments = new Map(
  definitions
    .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => [fragment.name.value, fragment]),
);
const operations = definitions.filter(
  (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
);

/** The operation as the web client sends it: its fragments appended, __typename in every nested selection. */
function sent(operation: OperationDefinitionNode): DocumentNode {
  const used = new Set<string>();
  const pending: Array<OperationDefinitionNode | FragmentDefinitionNode> = [operation];
  while (pending.length > 0) {
    graphql.visit(pending.pop()!, {
      FragmentSpread(spread) {
        if (used.has(spread.name.value)) return;
        used.add(spread.name.value);
        pending.push(fragments.get(spread.name.value)!);
      },
    });
  }
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [operation, ...[...used].map((name) => fragments.get(name)!)],
  };
  return graphql.visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      return {
        ...node,
        selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
      };
    },
  });
}

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** A value of the type for each required variable (list arguments hold one item). */
function sample(type: GraphQLInputType): unknown {
  const inner = graphql.getNullableType(type);
  if (graphql.isListType(inner)) return [sample(inner.ofType as GraphQLInputType)];
  if (graphql.isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => graphql.isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  if (graphql.isEnumType(inner)) return inner.getValues()[0]!.value;
  return ({ Int: 1, Float: 1, Boolean: true } as Record<string, unknown>)[inner.name] ?? '1';
}

function variablesOf(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE)
      .map((definition) => [
        definition.variable.name.value,
        sample(graphql.typeFromAST(schema, definition.type as never) as GraphQLInputType),
      ]),
  );
}

describe('the web client under the limits', () => {
  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map((operation) => operation.name?.value)).toEqual(
      expect.arrayContaining(['ProductPage', 'CheckoutPage', 'ServiceCentrePage']),
    );
  });

  it.each(operations.map((operation) => [operation.name?.value ?? '(anonymous)', operation] as const))(
    '%s fits every limit with room to spare',
    (_name, operation) => {
      const document = sent(operation);
      const text = graphql.print(document);
      const limits = DEFAULT_GRAPHQL_LIMITS;
      expect(graphql.validate(schema, document)).toEqual([]);
      expect(Buffer.byteLength(text)).toBeLessThan(limits.queryBytes / 2);
      expect(tokenCount(text)).toBeLessThan(limits.tokens / 2);
      // Three levels under the depth limit; half the aliases, directives and cost; no field twice.
      const half = {
        depth: limits.depth - 3,
        aliases: limits.aliases / 2,
        directives: limits.directives / 2,
        fieldRepeats: 1,
      };
      expect(graphql.validate(schema, document, limitValidationRules(half)).map((error) => error.message)).toEqual([]);
      const variables = variablesOf(operation);
      expect(variableProblem(schema, operation, variables)).toBeNull();
      expect(operationCost(schema, document, operation, variables)).toBeLessThan(limits.cost / 2);
    },
  );
});
