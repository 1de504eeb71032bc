import type { CodegenConfig } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { globSync } from 'tinyglobby';
import { GATEWAY_MODULES } from './gateway/src/modules/modules.ts';

// One codegen for the whole repo: schema/ is the contract.
//  - gateway/src/generated/resolvers.ts: resolver types, with mappers tying GraphQL types to the
//    gateway's own models (the parsed, renamed upstream shapes), each declared by its module's
//    manifest (gateway/src/modules/<domain>/manifest.ts).
//  - web/src/generated/graphql.ts: the client preset's types (imported as types only), and
//    web/src/generated/operations/<operation>.ts: one module per operation with its typed document
//    and hooks (useXQuery, useXLazyQuery, useXMutation) from scripts/codegen-operation.cjs, so that
//    each screen's chunk carries only its own documents.
//  - tests/graphql/generated/graphql.ts: the client preset's typed documents (XDocument) and types
//    for the GraphQL tests, from the .graphql files beside them.
// CODEGEN_TARGET=web, gateway or tests limits a run to one side (handy while a side is half-written).
const target = process.env.CODEGEN_TARGET;
const webDocuments = ['web/src/**/*.graphql'];
const testDocuments = ['tests/graphql/**/*.graphql'];

const gateway: CodegenConfig['generates'] = {
  'gateway/src/generated/resolvers.ts': {
    plugins: ['typescript', 'typescript-resolvers'],
    config: {
      useIndexSignature: true,
      useTypeImports: true,
      enumsAsTypes: true,
      contextType: '../context.ts#GatewayContext',
      // Upstream ids are numbers; GraphQL serialises them as strings.
      scalars: { ID: { input: 'string', output: 'string | number' } },
      mapperTypeSuffix: 'Model',
      mappers: Object.fromEntries(
        GATEWAY_MODULES.flatMap((module) =>
          Object.entries(module.mappers ?? {}).map(([type, model]) => [type, `../modules/${module.name}/${model}`]),
        ),
      ),
    },
  },
};

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Names of every operation in the web client's .graphql files. */
function webOperations(): string[] {
  const names: string[] = [];
  for (const file of globSync(webDocuments)) {
    for (const def of parse(readFileSync(file, 'utf8')).definitions) {
      if (def.kind === Kind.OPERATION_DEFINITION && def.name) names.push(def.name.value);
    }
  }
  return names.sort();
}

const web: CodegenConfig['generates'] = {
  'web/src/generated/': {
    preset: 'client',
    documents: webDocuments,
    presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
    config: { useTypeImports: true, enumsAsTypes: true, avoidOptionals: { field: true, inputValue: false } },
  },
  ...Object.fromEntries(
    webOperations().map((operation) => [
      `web/src/generated/operations/${kebab(operation)}.ts`,
      {
        documents: webDocuments,
        plugins: ['./scripts/codegen-operation.cjs'],
        config: { operation, typesModule: '../graphql.ts' },
      },
    ]),
  ),
};

const tests: CodegenConfig['generates'] = {
  'tests/graphql/generated/': {
    preset: 'client',
    documents: testDocuments,
    presetConfig: { fragmentMasking: false, skipIndexFile: true },
    config: {
      useTypeImports: true,
      enumsAsTypes: true,
      skipTypename: true,
      importExtension: '.ts',
      avoidOptionals: { field: true, inputValue: false },
    },
  },
};

const only = (side: string) => !target || target === side;

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    ...(only('gateway') ? gateway : {}),
    ...(only('web') ? web : {}),
    ...(only('tests') ? tests : {}),
  },
};

export default config;
