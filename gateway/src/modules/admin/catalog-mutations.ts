// The console's catalog mutations: each checks its input at the edge (BAD_USER_INPUT for a broken
// shape), asks upstream (which checks the rules, audits and answers the changed thing) and maps a
// refusal to userErrors. FORBIDDEN without catalog.write, before any upstream call.
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { catalogOf, type Change } from './catalog-client.ts';
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
  adminUpdateProduct: async (_parent, args, { adminCalls }) => {
    const input = parseInput(updateProductInput, args.input, 'input');
    return payload('product', await catalogOf(adminCalls).client.updateProduct(input), null);
  },

  adminSetStock: async (_parent, args, { adminCalls }) => {
    const input = parseInput(setStockInput, args.input, 'input');
    return payload('product', await catalogOf(adminCalls).client.setStock(input), null);
  },

  adminCreateCoupon: async (_parent, args, { adminCalls }) => {
    const input = parseInput(createCouponInput, args.input, 'input');
    return payload('coupon', await catalogOf(adminCalls).client.createCoupon(input), null);
  },

  adminExpireCoupon: async (_parent, args, { adminCalls }) => {
    const id = parseInput(idInput, args.id, 'id');
    return payload('coupon', await catalogOf(adminCalls).client.expireCoupon(id), null);
  },

  adminUpdateOfferBanner: async (_parent, args, { adminCalls }) => {
    const input = parseInput(offerBannerInput, args.input, 'input');
    const change = await catalogOf(adminCalls).client.updateOfferBanner(input);
    return change.ok
      ? { offerBanner: change.value, userErrors: [] }
      : { offerBanner: await catalogOf(adminCalls).loaders.offerBanner.load('all'), userErrors: [change.error] };
  },

  adminUpdateCategoryBanner: async (_parent, args, { adminCalls }) => {
    const input = parseInput(categoryBannerInput, args.input, 'input');
    return payload('categoryBanners', await catalogOf(adminCalls).client.updateCategoryBanner(input), null);
  },
};
