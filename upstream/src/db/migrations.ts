// The ordered list of migrations. Append new ones at the end with the next number; never edit or
// reorder a migration that has shipped.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres } from './dialect.ts';
import { PostgresSchemaPlugin } from './portable-schema.ts';
import type { Database } from './schema.ts';
import { catalogMigration } from './migrations/0001-catalog.ts';
import { pincodesMigration } from './migrations/0002-pincodes.ts';
import { accountsMigration } from './migrations/0003-accounts.ts';
import { cartMigration } from './migrations/0004-cart.ts';
import { ordersMigration } from './migrations/0005-orders.ts';
import { contentMigration } from './migrations/0006-content.ts';
import { supportMigration } from './migrations/0007-support.ts';
import { checkoutMigration } from './migrations/0008-checkout.ts';
import { partnerMigration } from './migrations/0009-partner.ts';
import { paymentsMigration } from './migrations/0010-payments.ts';
import { prepaidOfferMigration } from './migrations/0011-prepaid-offer.ts';
import { sessionsMigration } from './migrations/0012-sessions.ts';
import { operatorsMigration } from './migrations/0013-operators.ts';
import { orderLifecycleMigration } from './migrations/0014-order-lifecycle.ts';
import { catalogAdminMigration } from './migrations/0015-catalog-admin.ts';
import { supportAdminMigration } from './migrations/0016-support-admin.ts';
import { adminOrdersMigration } from './migrations/0017-admin-orders.ts';
import { couponCheckFailuresMigration } from './migrations/0018-coupon-check-failures.ts';
import { partnerPayoutsMigration } from './migrations/0019-partner-payouts.ts';
import { partnerPanUniqueMigration } from './migrations/0020-partner-pan-unique.ts';
import { catalogPagesMigration } from './migrations/0021-catalog-pages.ts';
import { wishlistBackInStockMigration } from './migrations/0022-wishlist-back-in-stock.ts';
import { reviewsMigration } from './migrations/0023-reviews.ts';
import { pagingIndexesMigration } from './migrations/0026-paging-indexes.ts';
import { cartLineOffersMigration } from './migrations/0027-cart-line-offers.ts';
import { partnerPagingIndexesMigration } from './migrations/0028-partner-paging-indexes.ts';
import { payoutPagingIndexesMigration } from './migrations/0029-payout-paging-indexes.ts';
import { partnerEarningsIndexesMigration } from './migrations/0030-partner-earnings-indexes.ts';
import { sessionVersionsMigration } from './migrations/0031-session-versions.ts';

export const migrations: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['0001-catalog', catalogMigration],
  ['0002-pincodes', pincodesMigration],
  ['0003-accounts', accountsMigration],
  ['0004-cart', cartMigration],
  ['0005-orders', ordersMigration],
  ['0006-content', contentMigration],
  ['0007-support', supportMigration],
  ['0008-checkout', checkoutMigration],
  ['0009-partner', partnerMigration],
  ['0010-payments', paymentsMigration],
  ['0011-prepaid-offer', prepaidOfferMigration],
  ['0012-sessions', sessionsMigration],
  ['0013-operators', operatorsMigration],
  ['0014-order-lifecycle', orderLifecycleMigration],
  ['0015-catalog-admin', catalogAdminMigration],
  ['0016-support-admin', supportAdminMigration],
  ['0017-admin-orders', adminOrdersMigration],
  ['0018-coupon-check-failures', couponCheckFailuresMigration],
  ['0019-partner-payouts', partnerPayoutsMigration],
  ['0020-partner-pan-unique', partnerPanUniqueMigration],
  ['0021-catalog-pages', catalogPagesMigration],
  ['0022-wishlist-back-in-stock', wishlistBackInStockMigration],
  ['0023-reviews', reviewsMigration],
  ['0026-paging-indexes', pagingIndexesMigration],
  ['0027-cart-line-offers', cartLineOffersMigration],
  ['0028-partner-paging-indexes', partnerPagingIndexesMigration],
  ['0029-payout-paging-indexes', payoutPagingIndexesMigration],
  ['0030-partner-earnings-indexes', partnerEarningsIndexesMigration],
  ['0031-session-versions', sessionVersionsMigration],
];

const provider: MigrationProvider = {
  async getMigrations() {
    return Object.fromEntries(migrations);
  },
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // On PostgreSQL the same migrations run through a plugin that adapts two column forms (portable-schema.ts).
  const migrationDb = isPostgres(db) ? db.withPlugin(new PostgresSchemaPlugin()) : db;
  const { error, results } = await new Migrator({ db: migrationDb, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
