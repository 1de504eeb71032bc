// The console's catalog: Admin.products, product, lowStock, coupons, offerBanner and
// categoryBanners (reads, catalog.read) and the catalog mutations (catalog.write). Admin's parent is
// {}; every call carries the operator's token (ctx.adminCalls) through the request's loaders.
import type { Resolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { ALL } from '../../rest/create-loader.ts';
import { catalogOf } from './catalog-client.ts';
import { catalogMutations } from './catalog-mutations.ts';
import { couponFilterInput, couponListQuery, productFilterInput, productListQuery } from './catalog-rules.ts';
import { pageArgs, toPage } from './paging.ts';

export const adminCatalogResolvers: Resolvers = {
  Admin: {
    products: async (_parent, args, { adminCalls }) => {
      const paging = pageArgs(args);
      const filter = parseInput(productFilterInput, args.filter, 'filter');
      const query = productListQuery(filter, args.sort ?? 'NAME_ASC', paging.page, paging.first);
      return toPage(await catalogOf(adminCalls).loaders.products.load(query), paging);
    },

    product: async (_parent, args, { adminCalls }) => {
      const id = String(args.id).trim();
      if (!/^\d{1,9}$/.test(id)) return null;
      return catalogOf(adminCalls).loaders.product.load(Number(id));
    },

    lowStock: async (_parent, args, { adminCalls }) => {
      const paging = pageArgs(args);
      const answer = await catalogOf(adminCalls).loaders.lowStock.load({ page: paging.page, first: paging.first });
      return { ...toPage(answer, paging), threshold: answer.threshold };
    },

    coupons: async (_parent, args, { adminCalls }) => {
      const paging = pageArgs(args);
      const filter = parseInput(couponFilterInput, args.filter, 'filter');
      return toPage(
        await catalogOf(adminCalls).loaders.coupons.load(couponListQuery(filter, paging.page, paging.first)),
        paging,
      );
    },

    offerBanner: (_parent, _args, { adminCalls }) => catalogOf(adminCalls).loaders.offerBanner.load(ALL),

    categoryBanners: (_parent, _args, { adminCalls }) => catalogOf(adminCalls).loaders.categoryBanners.load(ALL),
  },
  Mutation: catalogMutations,
};
