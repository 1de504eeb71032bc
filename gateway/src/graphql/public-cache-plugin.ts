// HTTP caching of public GraphQL answers, so that a CDN or the browser can answer them: a GET
// query that carries no session (no Authorization, partner or operator token) and selects only
// public root fields (the catalog, offers and content pages: the same for every caller) answers
// `Cache-Control: public, max-age=PUBLIC_QUERY_MAX_AGE_S` when it has no errors. Every other GET
// answers `private, no-store`, and every GET varies on the session headers, so a shared cache never
// gives one caller's answer to another. POST answers are never cached by HTTP caches. The catalog's
// own server-side cache is upstream's (http/catalog-cache.ts). Tested in tests/graphql.
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { DocumentNode, FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import { OPERATOR_TOKEN_HEADER } from '@shop/commerce/admin/token-header';
import { PARTNER_TOKEN_HEADER } from '@shop/commerce/partner/limits';

/** Root fields whose answer is the same for every caller. */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'categories',
  'category',
  'product',
  'productList',
  'productListPage',
  'home',
  'deliveryEstimate',
  'productSearch',
  'productSearchPage',
  'searchSuggestions',
  'offerBanners',
  'staticPage',
  'blog',
  'blogs',
  'gatewayVersion',
  '__typename',
]);

/** PUBLIC_QUERY_MAX_AGE_S when unset: how stale a shared cache may serve the catalog. */
export const DEFAULT_PUBLIC_QUERY_MAX_AGE_S = 30;

/** PUBLIC_QUERY_MAX_AGE_S: whole seconds, 0 for no shared caching; a bad value stops the start. */
export function publicQueryMaxAgeFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.PUBLIC_QUERY_MAX_AGE_S;
  if (raw === undefined || raw === '') return DEFAULT_PUBLIC_QUERY_MAX_AGE_S;
  if (!/^\d{1,6}$/.test(raw)) throw new Error(`PUBLIC_QUERY_MAX_AGE_S must be whole seconds (0 for none), got ${raw}`);
  return Number(raw);
}

const SESSION_HEADERS = ['authorization', PARTNER_TOKEN_HEADER, OPERATOR_TOKEN_HEADER];

/** The root field names an operation selects, through fragments; null when one cannot be told. */
export function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): Set<string> | null {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((d) => [d.name.value, d]),
  );
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode): boolean => {
    for (const selection of set.selections) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') {
        if (!walk(selection.selectionSet)) return false;
      } else {
        const name = selection.name.value;
        if (seen.has(name)) continue;
        seen.add(name);
        const fragment = fragments.get(name);
        if (!fragment || !walk(fragment.selectionSet)) return false;
      }
    }
    return true;
  };
  return walk(operation.selectionSet) ? names : null;
}

export function publicCachePlugin<TContext extends BaseContext>(maxAgeSeconds: number): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ request }) {
      if (request.http?.method !== 'GET') return {};
      return {
        async willSendResponse({ response, document, operation, errors }) {
          const headers = response.http.headers;
          headers.set('vary', [headers.get('vary'), ...SESSION_HEADERS].filter(Boolean).join(', '));
          const anonymous = SESSION_HEADERS.every((name) => !request.http?.headers.get(name));
          const fields = document && operation?.operation === 'query' ? rootFieldNames(document, operation) : null;
          const answered =
            !errors?.length && response.body.kind === 'single' && !response.body.singleResult.errors?.length;
          const isPublic =
            maxAgeSeconds > 0 &&
            anonymous &&
            answered &&
            fields !== null &&
            [...fields].every((name) => PUBLIC_QUERY_FIELDS.has(name));
          headers.set('cache-control', isPublic ? `public, max-age=${maxAgeSeconds}` : 'private, no-store');
        },
      };
    },
  };
}
