// What a query selects below a field, for resolvers that answer a whole screen with one upstream
// call (the catalog's screens.ts): graphql-parse-resolve-info walks the selection with its
// fragments, @skip/@include and argument values (variables and defaults applied).
import type { GraphQLResolveInfo } from 'graphql';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';

export type { ResolveTree };

/** The resolving field's tree (null when the selection cannot be read). */
export function selectionOf(info: GraphQLResolveInfo): ResolveTree | null {
  const tree = parseResolveInfo(info);
  return tree && typeof tree.name === 'string' ? (tree as ResolveTree) : null;
}

/** The selected fields of `tree` on `typeName` named `field`, one per alias, in query order. */
export function selected(tree: ResolveTree | null | undefined, typeName: string, field: string): ResolveTree[] {
  const fields = tree?.fieldsByTypeName[typeName];
  return fields ? Object.values(fields).filter((child) => child.name === field) : [];
}

/** Whether `tree` selects `field` on `typeName` under any alias. */
export function selects(tree: ResolveTree | null | undefined, typeName: string, field: string): boolean {
  return selected(tree, typeName, field).length > 0;
}
