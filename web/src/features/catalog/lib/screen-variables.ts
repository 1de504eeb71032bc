// The variables of the catalog screens' queries, from their URL: one function per screen, used by
// the screen's hook and by the route preloader (app/route-preload.ts), so that both ask the exact
// same question and Apollo answers the screen from the preloader's request.
import type { CategoryPageQueryVariables, ProductPageQueryVariables } from '@/generated/graphql.ts';
import { toProductFilter, type CategoryFilterState } from './filter-params.ts';

export function categoryPageVariables(
  slug: string | undefined,
  state: CategoryFilterState,
): CategoryPageQueryVariables {
  return { slug: (slug ?? '').toLowerCase(), filter: toProductFilter(state), sort: state.sort, page: state.page };
}

export function productPageVariables(params: {
  category?: string;
  name?: string;
  model?: string;
}): ProductPageQueryVariables {
  return {
    categorySlug: (params.category ?? '').toLowerCase(),
    nameSlug: (params.name ?? '').toLowerCase(),
    modelSlug: (params.model ?? '').toLowerCase(),
  };
}
