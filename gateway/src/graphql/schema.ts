// The schema the gateway serves: every schema/*.graphql file (read at start) and the resolvers
// of every module, merged per GraphQL type.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resolvers } from '../generated/resolvers.ts';
import { accountResolvers } from '../modules/account/resolvers.ts';
import { adminResolvers } from '../modules/admin/resolvers.ts';
import { adminRefundResolvers } from '../modules/admin/refunds-resolvers.ts';
import { adminOrderResolvers } from '../modules/admin/orders-resolvers.ts';
import { adminCatalogResolvers } from '../modules/admin/catalog-resolvers.ts';
import { partnersAdminResolvers } from '../modules/admin/partners-resolvers.ts';
import { supportAdminResolvers } from '../modules/admin/support-resolvers.ts';
import { insightsAdminResolvers } from '../modules/admin/insights-resolvers.ts';
import { baseResolvers } from '../modules/base/resolvers.ts';
import { cartResolvers } from '../modules/cart/resolvers.ts';
import { wishlistResolvers } from '../modules/wishlist/resolvers.ts';
import { catalogResolvers } from '../modules/catalog/resolvers.ts';
import { checkoutResolvers } from '../modules/checkout/resolvers.ts';
import { orderLifecycleResolvers } from '../modules/checkout/order-lifecycle-resolvers.ts';
import { contentResolvers } from '../modules/content/resolvers.ts';
import { partnerResolvers } from '../modules/partner/resolvers.ts';
import { supportResolvers } from '../modules/support/resolvers.ts';
import { reviewResolvers } from '../modules/reviews/resolvers.ts';

export const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

/** Merges resolver maps type by type; the same field defined twice is a programming error. */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (fieldName in target) throw new Error(`Resolver ${typeName}.${fieldName} is defined twice`);
        target[fieldName] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

export function gatewayResolvers(): Resolvers {
  return mergeResolvers(
    baseResolvers,
    catalogResolvers,
    contentResolvers,
    accountResolvers,
    cartResolvers,
    supportResolvers,
    checkoutResolvers,
    partnerResolvers,
    adminResolvers,
    adminRefundResolvers,
    adminCatalogResolvers,
    supportAdminResolvers,
    insightsAdminResolvers,
    adminOrderResolvers,
    orderLifecycleResolvers,
    partnersAdminResolvers,
    wishlistResolvers,
    reviewResolvers,
  );
}
