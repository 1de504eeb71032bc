// The schema the gateway serves: each module's schema/*.graphql files and resolver maps
// (modules/modules.ts), merged per GraphQL type.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resolvers } from '../generated/resolvers.ts';
import type { GatewayModule } from '../modules/gateway-module.ts';
import { GATEWAY_MODULES } from '../modules/modules.ts';

export const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

/** Every file of schema/, the whole contract (what the tests build their schema from). */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

/** Merges resolver maps type by type; the same field defined twice is a programming error. */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (fieldName in target) throw new Error(`Resolver ${typeName}.${fieldName} is defined twice`);
        target[fieldName] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

/** The SDL of the modules: each module's files of schema/. */
export function gatewayTypeDefs(modules: readonly GatewayModule[] = GATEWAY_MODULES, dir = SCHEMA_DIR): string[] {
  return modules.flatMap((module) => module.typeDefs.map((file) => readFileSync(path.join(dir, file), 'utf8')));
}

export function gatewayResolvers(modules: readonly GatewayModule[] = GATEWAY_MODULES): Resolvers {
  return mergeResolvers(...modules.flatMap((module) => module.resolvers));
}
