import type { CodegenConfig } from '@graphql-codegen/cli';

// One codegen for the whole repo: schema/ is the contract.
//  - gateway/src/generated/resolvers.ts: resolver types, with mappers tying GraphQL types to the
//    gateway's own models (the parsed, renamed upstream shapes).
//  - web/src/generated/: the client preset's typed documents, plus hooks.ts (useXQuery per
//    operation) from scripts/codegen-hooks.cjs.
// CODEGEN_TARGET=web or gateway limits a run to one side (handy while a side is half-written).
const target = process.env.CODEGEN_TARGET;
const webDocuments = ['web/src/**/*.graphql'];

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
      mappers: {
        Category: '../modules/catalog/models.ts#Category',
        Product: '../modules/catalog/models.ts#Product',
        ProductColor: '../modules/catalog/models.ts#ProductColor',
        ProductVariant: '../modules/catalog/models.ts#ProductVariant',
        OfferProduct: '../modules/catalog/models.ts#OfferProduct',
        ProductListItem: '../modules/catalog/models.ts#ProductListItem',
        HomePage: '../modules/catalog/models.ts#HomePage',
        HomeSection: '../modules/catalog/models.ts#HomeSection',
        Viewer: '../modules/account/models.ts#Viewer',
        Profile: '../modules/account/models.ts#Profile',
        AuthPayload: '../modules/account/models.ts#AuthPayload',
        Cart: '../modules/cart/models.ts#Cart',
        CartLine: '../modules/cart/models.ts#CartLine',
        CartOfferProduct: '../modules/cart/models.ts#CartOfferProduct',
        CartPayload: '../modules/cart/models.ts#CartPayload',
        MergeCartPayload: '../modules/cart/models.ts#MergeCartPayload',
      },
    },
  },
};

const web: CodegenConfig['generates'] = {
  'web/src/generated/': {
    preset: 'client',
    documents: webDocuments,
    presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
    config: { useTypeImports: true, enumsAsTypes: true, avoidOptionals: { field: true, inputValue: false } },
  },
  'web/src/generated/hooks.ts': {
    documents: webDocuments,
    plugins: ['./scripts/codegen-hooks.cjs'],
    config: { typesModule: './graphql.ts' },
  },
};

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    ...(target === 'web' ? {} : gateway),
    ...(target === 'gateway' ? {} : web),
  },
};

export default config;
