import type { HomePageResolvers } from '../../generated/resolvers.ts';
import { ALL } from '../../rest/create-loader.ts';

// Both fields come from the one home screen call (screens.ts), keyed by what the query selected.
export const HomePage: HomePageResolvers = {
  seo: async (home, _args, { loaders }) => (await loaders.catalog.homeScreen.load(home.request))?.seo ?? null,
  sections: async (home, _args, { loaders }) => {
    const screen = await loaders.catalog.homeScreen.load(home.request);
    if (screen?.sections) return screen.sections;
    return (await loaders.catalog.categories.load(ALL)).map((category) => ({ category, products: null }));
  },
};
