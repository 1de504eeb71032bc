// The console's catalog: Admin.products, product, lowStock, coupons, offerBanner and
// categoryBanners (reads, catalog.read) and the catalog mutations (catalog.write). Admin's parent is
// {}; every call carries the operator's token (the admin manifest's clients) through the request's loaders.
import type { Resolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { ALL } from '../../rest/create-loader.ts';
import { catalogMutations } from './catalog-mutations.ts';
import { couponFilterInput, couponListQuery, productFilterInput, productListQuery } from './catalog-rules.ts';
import { pageArgs, toPage } from './paging.ts';

export const adminCatalogResolvers: Resolvers = {
  Admin: {
    products: async (_parent, args, { loaders }) => {
      const paging = pageArgs(args);
      const filter = parseInput(productFilterInput, args.filter, 'filter');
      const query = productListQuery(filter, args.sort ?? 'NAME_ASC', paging.page, paging.first);
      return toPage(await loaders.admin.catalog.products.load(query), paging);
    },

    product: async (_parent, args, { loaders }) => {
      const id = String(args.id).trim();
      if (!/^\d{1,9}$/.test(id)) return null;
      return loaders.admin.catalog.product.load(Number(id));
    },

    lowStock: async (_parent, args, { loaders }) => {
      const paging = pageArgs(args);
      const answer = await loaders.admin.catalog.lowStock.load({ page: paging.page, first: paging.first });
      return { ...toPage(answer, paging), threshold: answer.threshold };
    },

    coupons: async (_parent, args, { loaders }) => {
      const paging = pageArgs(args);
      const filter = parseInput(couponFilterInput, args.filter, 'filter');
      return toPage(
        await loaders.admin.catalog.coupons.load(couponListQuery(filter, paging.page, paging.first)),
        paging,
      );
    },

    offerBanner: (_parent, _args, { loaders }) => loaders.admin.catalog.offerBanner.load(ALL),

    categoryBanners: (_parent, _args, { loaders }) => loaders.admin.catalog.categoryBanners.load(ALL),
  },
  Mutation: catalogMutations,
};
