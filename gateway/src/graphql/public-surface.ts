// What the /graphql endpoint shows and accepts, as Apollo Server options: the limits (limits.ts:
// tokens through graphql-js's parser, depth, aliases and directives as validation rules, the cost
// budget as a plugin) and, in production, no introspection (unless INTROSPECTION=1), no field
// suggestions in error messages and no landing page (Apollo's loads third-party scripts). The query
// text's size is the route's own check (query-size.ts). Tested beside and in tests/graphql/limits*.
import type { ApolloServerOptions, ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { ValidationRule } from 'graphql';
import { costLimitPlugin } from './cost-limit-plugin.ts';
import { DEFAULT_GRAPHQL_LIMITS, type GraphQLLimits } from './limits.ts';
import { limitValidationRules } from './validation-rules.ts';

export interface PublicSurfaceOptions {
  /** NODE_ENV=production. */
  production?: boolean | undefined;
  /** INTROSPECTION; default: on except in production. */
  introspection?: boolean | undefined;
  /** The limits (defaults in limits.ts). */
  limits?: Partial<GraphQLLimits> | undefined;
}

export interface PublicSurface<TContext extends BaseContext> {
  limits: GraphQLLimits;
  apollo: Pick<
    ApolloServerOptions<TContext>,
    'introspection' | 'hideSchemaDetailsFromClientErrors' | 'parseOptions' | 'validationRules'
  > & { validationRules: ValidationRule[] };
  plugins: ApolloServerPlugin<TContext>[];
}

export function publicSurface<TContext extends BaseContext>(options: PublicSurfaceOptions): PublicSurface<TContext> {
  const production = options.production ?? false;
  const limits: GraphQLLimits = { ...DEFAULT_GRAPHQL_LIMITS, ...options.limits };
  return {
    limits,
    apollo: {
      introspection: options.introspection ?? !production,
      hideSchemaDetailsFromClientErrors: production,
      parseOptions: { maxTokens: limits.tokens },
      validationRules: limitValidationRules(limits),
    },
    plugins: [
      costLimitPlugin<TContext>(limits.cost),
      ...(production ? [ApolloServerPluginLandingPageDisabled() as ApolloServerPlugin<TContext>] : []),
    ],
  };
}
