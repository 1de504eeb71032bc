// The modules' list is the gateway: every file of schema/ is one module's, every module's files
// exist, and names are unique.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_DIR, gatewayResolvers } from '../graphql/schema.ts';
import { GATEWAY_MODULES } from './modules.ts';

describe('GATEWAY_MODULES', () => {
  it('claims every file of schema/ exactly once', () => {
    const files = readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.graphql'));
    const claimed = GATEWAY_MODULES.flatMap((module) => module.typeDefs);
    expect([...claimed].sort()).toEqual([...files].sort());
  });

  it('names each module once', () => {
    const names = GATEWAY_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('merges the resolver maps without a field defined twice', () => {
    const resolvers = gatewayResolvers();
    expect(Object.keys(resolvers)).toEqual(expect.arrayContaining(['Query', 'Mutation', 'Product', 'Admin']));
  });
});
