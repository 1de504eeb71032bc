// The catalog module: categories, products, variants, stock, delivery, search and the landing screens.
import { defineModule } from '../gateway-module.ts';
import { CatalogClient } from './client.ts';
import { createCatalogLoaders, type CatalogLoaders } from './loaders.ts';
import { catalogResolvers } from './resolvers.ts';

declare module '../../context.ts' {
  interface GatewayLoaders {
    catalog: CatalogLoaders;
  }
}

export const catalogModule = defineModule({
  name: 'catalog',
  typeDefs: ['catalog.graphql', 'search.graphql'],
  resolvers: [catalogResolvers],
  mappers: {
    Category: 'models.ts#Category',
    Product: 'models.ts#Product',
    ProductColor: 'models.ts#ProductColor',
    ProductVariant: 'models.ts#ProductVariant',
    OfferProduct: 'models.ts#OfferProduct',
    ProductListItem: 'models.ts#ProductListItem',
    ProductPage: 'models.ts#ProductPage',
    ProductSearchPage: 'models.ts#ProductSearchPage',
    ProductListPage: 'models.ts#ProductListPage',
    HomePage: 'models.ts#HomePage',
    HomeSection: 'models.ts#HomeSection',
  },
  request: ({ rest }) => ({ loaders: { catalog: createCatalogLoaders(new CatalogClient(rest)) } }),
});
