// The console's catalog mutations: each checks its input at the edge (BAD_USER_INPUT for a broken
// shape), asks upstream (which checks the rules, audits and answers the changed thing) and maps a
// refusal to userErrors. FORBIDDEN without catalog.write, before any upstream call.
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import type { Change } from './catalog-client.ts';
import {
  categoryBannerInput,
  createCouponInput,
  idInput,
  offerBannerInput,
  setStockInput,
  updateProductInput,
} from './catalog-rules.ts';

function payload<T, K extends string>(key: K, change: Change<T>, empty: T | null) {
  return change.ok
    ? ({ [key]: change.value, userErrors: [] } as Record<K, T> & { userErrors: [] })
    : ({ [key]: empty, userErrors: [change.error] } as Record<K, T | null> & { userErrors: [typeof change.error] });
}

export const catalogMutations: MutationResolvers = {
  adminUpdateProduct: async (_parent, args, { clients }) => {
    const input = parseInput(updateProductInput, args.input, 'input');
    return payload('product', await clients.admin.catalog.updateProduct(input), null);
  },

  adminSetStock: async (_parent, args, { clients }) => {
    const input = parseInput(setStockInput, args.input, 'input');
    return payload('product', await clients.admin.catalog.setStock(input), null);
  },

  adminCreateCoupon: async (_parent, args, { clients }) => {
    const input = parseInput(createCouponInput, args.input, 'input');
    return payload('coupon', await clients.admin.catalog.createCoupon(input), null);
  },

  adminExpireCoupon: async (_parent, args, { clients }) => {
    const id = parseInput(idInput, args.id, 'id');
    return payload('coupon', await clients.admin.catalog.expireCoupon(id), null);
  },

  adminUpdateOfferBanner: async (_parent, args, { clients, loaders }) => {
    const input = parseInput(offerBannerInput, args.input, 'input');
    const change = await clients.admin.catalog.updateOfferBanner(input);
    return change.ok
      ? { offerBanner: change.value, userErrors: [] }
      : { offerBanner: await loaders.admin.catalog.offerBanner.load('all'), userErrors: [change.error] };
  },

  adminUpdateCategoryBanner: async (_parent, args, { clients }) => {
    const input = parseInput(categoryBannerInput, args.input, 'input');
    return payload('categoryBanners', await clients.admin.catalog.updateCategoryBanner(input), null);
  },
};
