// The architecture, kept by tools (docs/adr/0006-architecture-kept-by-tools.md):
//  - no import cycles anywhere: scripts/import-cycles.sh (dpdm, type-only imports included), a step
//    of npm test beside this one; import-x/no-cycle checked a subset of that in most of lint's time;
//  - parts meet only through packages/commerce and the wire: upstream, gateway and web never import
//    each other, and packages/commerce imports no part (import-x/no-restricted-paths, the rule
//    bulletproof-react uses for the same job);
//  - in upstream, routes (and their schemas) never import db/: they call services;
//  - in the web, a feature never imports another feature; app/ and routes/ compose features;
//    components/ and lib/ stay generic (they import no feature, route or app code);
//  - kebab-case file and folder names (GraphQL-type-named resolver files in the gateway excepted),
//    no index files and no barrel files.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE = '**/*.{ts,tsx,js,mjs,cjs}';
/** kebab-case that may start with digits (migrations: 0001-catalog.ts). */
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const partZones = [
  {
    target: './packages',
    from: ['./upstream', './gateway', './web', './tests', './scripts'],
    message: 'packages/ are shared by the parts: they import nothing from a part.',
  },
  {
    target: './upstream',
    from: ['./gateway', './web'],
    message: 'Parts meet only through packages/commerce and the wire.',
  },
  {
    target: './gateway',
    from: ['./upstream', './web'],
    message: 'Parts meet only through packages/commerce and the wire.',
  },
  {
    target: './web',
    from: ['./upstream', './gateway'],
    message: 'Parts meet only through packages/commerce and the wire.',
  },
];

// In upstream, routes validate the input, call services and answer; the queries live in db/ and
// only services (and db/ itself) call them. Route schemas are routes too.
const upstreamZones = [
  {
    target: './upstream/src/routes',
    from: './upstream/src/db',
    message: 'Routes call services, never db/: move the query into upstream/src/services/.',
  },
];

const webZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in routes/ or app/.',
  })),
  {
    target: './web/src/features',
    from: ['./web/src/app', './web/src/routes'],
    message: 'Features are composed by app/ and routes/, never the other way round.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/routes', './web/src/app'],
    message: 'Shared folders stay generic: they import no feature, route or app code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'web/src/generated/**',
      'gateway/src/generated/**',
      'tests/graphql/generated/**',
    ],
  },
  {
    files: [SOURCE],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/*/tsconfig.json',
            'upstream/tsconfig.json',
            'gateway/tsconfig.json',
            'web/tsconfig.json',
            'tests/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...partZones, ...upstreamZones, ...webZones] }],
      'import-x/no-self-import': 'error',
      // No barrels: nothing re-exports another module's names.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module that defines it.' },
        {
          selector: 'ExportNamedDeclaration[source]',
          message: 'No barrel files: import from the module that defines it.',
        },
      ],
      'check-file/no-index': 'error',
      'check-file/filename-naming-convention': ['error', { [SOURCE]: KEBAB }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': KEBAB }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Resolver files named after the GraphQL type they resolve (Query.ts, Cart.ts).
    files: ['gateway/src/modules/**/[A-Z]*.ts'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': 'PASCAL_CASE' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
