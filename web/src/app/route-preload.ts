// The data request leaves with the code. A screen's one query used to start only once its route
// chunk had loaded and rendered (after the entry script, then the chunk and its imports). For the
// screens a shopper lands on (home, a category, a product) the preloader starts, as soon as the
// URL is known (at start and at each navigation), the route chunk, the screen's operation module
// and then the query itself, with the variables the screen will use (features/catalog/lib/
// screen-variables.ts). When the screen's hook runs, Apollo answers it from that request (the same
// query and variables in flight are sent once) or from the cache. Failures are left to the screen,
// which shows its own error state when its hook fails too.
import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router';
import { homeSectionModule } from '@/features/catalog/components/home/home-section-module.ts';
import { parseFilterParams } from '@/features/catalog/lib/filter-params.ts';
import { categoryPageVariables, productPageVariables } from '@/features/catalog/lib/screen-variables.ts';
import { readStored } from '@/lib/browser-storage.ts';
import { PARTNER_TOKEN_STORAGE_KEY } from '@/lib/constants.ts';
import { paths } from '@shop/commerce/paths';
import { categoryModule, homeModule, productModule } from './route-modules.ts';

export interface ScreenPreload {
  operation: 'HomePage' | 'CategoryPage' | 'ProductPage';
  variables: Record<string, unknown>;
  /** Starts the route's code; resolves to the query document. */
  load(): Promise<Parameters<ApolloClient['query']>[0]['query']>;
  /** Resolves once the screen's code is loaded (what the route renders at once when it is). */
  screen(): Promise<unknown>;
}

/** What the screen at this URL will ask for; null for screens the preloader leaves alone. */
export function screenPreload(location: { pathname: string; search: string }): ScreenPreload | null {
  const { pathname } = location;
  const isHome =
    matchPath(paths.home.pattern, pathname) !== null ||
    // /home is the partner portal's home while a partner is signed in (router.tsx).
    (matchPath(paths.homeAlias.pattern, pathname) !== null && readStored(PARTNER_TOKEN_STORAGE_KEY) === null);
  if (isHome) {
    return {
      operation: 'HomePage',
      variables: {},
      load: async () => {
        void homeModule.load();
        // The category rows render below the hero once near the viewport; their code comes now.
        void homeSectionModule.load();
        return (await import('@/generated/operations/home-page.ts')).HomePageDocument;
      },
      screen: () => Promise.all([homeModule.load(), homeSectionModule.load()]),
    };
  }
  const category = matchPath(paths.category.pattern, pathname);
  // /category/productlist is the product list screen, not a category.
  if (category && matchPath(paths.productList.pattern, pathname) === null) {
    return {
      operation: 'CategoryPage',
      variables: categoryPageVariables(category.params.slug, parseFilterParams(new URLSearchParams(location.search))),
      load: async () => {
        void categoryModule.load();
        return (await import('@/generated/operations/category-page.ts')).CategoryPageDocument;
      },
      screen: () => categoryModule.load(),
    };
  }
  const product = matchPath(paths.product.pattern, pathname);
  if (product) {
    return {
      operation: 'ProductPage',
      variables: productPageVariables(product.params),
      load: async () => {
        void productModule.load();
        return (await import('@/generated/operations/product-page.ts')).ProductPageDocument;
      },
      screen: () => productModule.load(),
    };
  }
  return null;
}

/** Starts the screen's code and data for this URL (nothing for other screens). */
export function preloadRoute(client: ApolloClient, location: { pathname: string; search: string }): void {
  const preload = screenPreload(location);
  if (!preload) return;
  preload
    .load()
    .then((query) => client.query({ query, variables: preload.variables }))
    .catch(() => undefined);
}

/** Resolves once the code of the screen at this URL is loaded (at once for other screens; never fails). */
export async function screenModule(location: { pathname: string; search: string }): Promise<void> {
  await screenPreload(location)
    ?.screen()
    .catch(() => undefined);
}
