import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { FieldMergeFunction, StoreObject } from '@apollo/client/cache';
import { BaseHttpLink } from '@apollo/client/link/http';
import { createAuthLink } from './auth-link.ts';
import { createRequestIdLink } from './request-id-link.ts';

/**
 * Colours are not normalised (their ids are only unique within a product), so a product's colour
 * list is merged item by item: the category screen's short colours and the product screen's full
 * ones (stock, straps) then live side by side instead of replacing each other.
 */
const mergeColorsById: FieldMergeFunction<StoreObject[], StoreObject[]> = (existing, incoming, { mergeObjects }) =>
  incoming.map((color) => {
    const previous = existing?.find((e) => e.id === color.id);
    return previous ? mergeObjects(previous, color) : color;
  });

// One client for the storefront. Products and categories are normalised by id so that a product
// fetched on the category screen and on its own screen is one cache entry; the small value types
// without a global identity (colours, straps, money, filters) stay inside their parent.
// Cart lines are not normalised either: a guest's priced lines and a customer's lines share ids
// but not quantities, so each cart keeps its own; a cart change replaces the whole cart.
// The auth link sends the session token (lib/session.ts); the request id link a fresh X-Request-Id.
// BaseHttpLink is HttpLink without its client-awareness link (headers and an `extensions` entry
// naming Apollo Client in every request, which the gateway does not read).
// The server renders a landing screen with its own link (app/entry-server.tsx) and `ssrMode`.
export function createApolloClient(
  link: ApolloLink = ApolloLink.from([createAuthLink(), createRequestIdLink(), new BaseHttpLink({ uri: '/graphql' })]),
  ssrMode = false,
): ApolloClient {
  return new ApolloClient({
    link,
    ssrMode,
    cache: new InMemoryCache({
      typePolicies: {
        Product: { keyFields: ['id'], fields: { colors: { merge: mergeColorsById } } },
        Category: { keyFields: ['id'] },
        ProductColor: { keyFields: false },
        StrapOption: { keyFields: false },
        Review: { keyFields: false },
        Cart: { keyFields: false },
        CartLine: { keyFields: false },
        Profile: { keyFields: false, merge: true },
        Query: { fields: { cart: { merge: (_existing: unknown, incoming: unknown) => incoming } } },
        HomePage: { merge: true },
        CategoryFilters: { merge: true },
        PriceRange: { merge: true },
        Seo: { merge: true },
        Money: { merge: true },
        // The console's root has no id: each screen's fields are merged into the one cached Admin.
        Admin: { merge: true },
      },
    }),
  });
}
