// The limits every GraphQL request is held to, with their defaults and the named settings
// (environment variables) that override them. What enforces each: the query text's size is checked
// on the /graphql route before Apollo sees it (query-size.ts); tokens by graphql-js's parser
// (`maxTokens`, so a huge document is refused before it is parsed in full); depth, aliases and
// directives by graphql-armor's validation rules, a field selected over and over in one selection
// set by the gateway's own rule beside them (validation-rules.ts); the cost by
// graphql-query-complexity once the variables are known (cost-limit-plugin.ts). The defaults leave
// room over the web client's largest operation (checked by limits-web-operations.test.ts). Tested beside.
import { z } from 'zod';

export interface GraphQLLimits {
  /** Bytes of query text (UTF-8) in one request; uploads travel as variables and have their own limit. */
  queryBytes: number;
  /** Lexical tokens of the document (names, punctuation, values). */
  tokens: number;
  /** Nested selection levels of an operation (fragments counted where they are spread). */
  depth: number;
  /** Aliased fields of an operation (each alias is another resolution of a field). */
  aliases: number;
  /** Directives of an operation (@include, @skip, ...). */
  directives: number;
  /** Times one field (one response name) may be selected in the same selection set. */
  fieldRepeats: number;
  /** The cost budget of an operation: see cost-limit-plugin.ts for how a query is priced. */
  cost: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = {
  queryBytes: 16 * 1024,
  tokens: 2000,
  depth: 10,
  aliases: 15,
  directives: 5,
  fieldRepeats: 3,
  cost: 2000,
};

/** The named settings of the limits. */
export const GRAPHQL_LIMIT_SETTINGS = {
  GRAPHQL_MAX_QUERY_BYTES: 'queryBytes',
  GRAPHQL_MAX_TOKENS: 'tokens',
  GRAPHQL_MAX_DEPTH: 'depth',
  GRAPHQL_MAX_ALIASES: 'aliases',
  GRAPHQL_MAX_DIRECTIVES: 'directives',
  GRAPHQL_MAX_FIELD_REPEATS: 'fieldRepeats',
  GRAPHQL_MAX_COST: 'cost',
} as const satisfies Record<string, keyof GraphQLLimits>;

const count = z.coerce.number().int().nonnegative().max(100_000_000);

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/** The limits with the environment's overrides; a value that is not a whole number stops the start. */
export function graphqlLimitSettings(env: Env): GraphQLLimits {
  const limits = { ...DEFAULT_GRAPHQL_LIMITS };
  for (const [name, key] of Object.entries(GRAPHQL_LIMIT_SETTINGS)) {
    const raw = read(env, name);
    if (raw === undefined) continue;
    const parsed = count.safeParse(raw);
    if (!parsed.success) throw new Error(`${name} must be a whole number, not '${raw}'`);
    limits[key] = parsed.data;
  }
  return limits;
}

/** INTROSPECTION: '1' or 'true' turns introspection on, '0' or 'false' off; unset: on except in production. */
export function introspectionSetting(env: Env, production: boolean): boolean {
  const raw = read(env, 'INTROSPECTION');
  if (raw === undefined) return !production;
  if (raw === '1' || raw.toLowerCase() === 'true') return true;
  if (raw === '0' || raw.toLowerCase() === 'false') return false;
  throw new Error(`INTROSPECTION must be 1 or 0, not '${raw}'`);
}
