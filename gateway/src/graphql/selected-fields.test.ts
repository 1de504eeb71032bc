import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFields } from './selected-fields.ts';

function infoOf(source: string) {
  const document = parse(source);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const viewer = operation.selectionSet.selections[0] as FieldNode;
  const order = viewer.selectionSet!.selections[0] as FieldNode;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [order], fragments };
}

describe('selected fields', () => {
  it('reads the fields through fragment spreads and inline fragments', () => {
    const info = infoOf(`
      query { viewer { order(orderId: "A") { orderId ...Details ... on Order { canCancel } } } }
      fragment Details on Order { timeline { at } ...More }
      fragment More on Order { statusLabel }
    `);
    expect([...selectedFields(info)].sort()).toEqual(['canCancel', 'orderId', 'statusLabel', 'timeline']);
  });

  it('does not read the fields of nested selections', () => {
    expect([...selectedFields(infoOf('query { viewer { order(orderId: "A") { items { canCancel } } } }'))]).toEqual([
      'items',
    ]);
  });
});
