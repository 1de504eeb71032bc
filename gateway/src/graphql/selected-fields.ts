// The field names a resolver's result is asked for (its own selection set, through fragment spreads
// and inline fragments; one level). A resolver uses it to start, in its own round, an upstream call
// that only some of its result's fields need, instead of letting those fields wait a round.
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
