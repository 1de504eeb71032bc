import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { FieldMergeFunction, StoreObject } from '@apollo/client/cache';

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
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache({
      typePolicies: {
        Product: { keyFields: ['id'], fields: { colors: { merge: mergeColorsById } } },
        Category: { keyFields: ['id'] },
        ProductColor: { keyFields: false },
        StrapOption: { keyFields: false },
        Review: { keyFields: false },
        HomePage: { merge: true },
        CategoryFilters: { merge: true },
        PriceRange: { merge: true },
        Seo: { merge: true },
        Money: { merge: true },
      },
    }),
  });
}
