// graphql-js as Apollo Server loads it. Apollo, graphql-armor and graphql-query-complexity import
// graphql through Node, which gives its CommonJS build; under Vite (vitest) the gateway's own
// `import ... from 'graphql'` resolves to its ES module build, a second copy whose type checks
// (isListType, getVariableValues) refuse Apollo's schema as "from another module or realm". Code
// that inspects the served schema takes graphql from here: the same copy Apollo uses everywhere.
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';

export const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;
