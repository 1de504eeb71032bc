// Customer reviews: the reviews table gains its author, the delivered order that verifies it, a
// moderation status (seeded reviews are approved), a photo count and timestamps; one review per
// customer and product (seeded rows have no customer, so the unique index leaves them alone); the
// product page reads approved reviews of a product in each of its orders; photos in their own table.
import type { Kysely, Migration } from 'kysely';

const timestamp = 'varchar(30)';

export const reviewsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const alter = () => db.schema.alterTable('reviews');
    await alter()
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .execute();
    await alter()
      .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
      .execute();
    await alter()
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('approved'))
      .execute();
    await alter()
      .addColumn('photo_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await alter().addColumn('reject_reason', 'varchar(300)').execute();
    await alter().addColumn('created_at', timestamp).execute();
    await alter().addColumn('updated_at', timestamp).execute();
    await alter().addColumn('moderated_at', timestamp).execute();
    await alter().addColumn('moderated_by', 'integer').execute();
    await db.schema
      .createIndex('reviews_user_product')
      .on('reviews')
      .columns(['user_id', 'product_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('reviews_product_status')
      .on('reviews')
      .columns(['product_id', 'status', 'review_date'])
      .execute();
    await db.schema.createIndex('reviews_status_created').on('reviews').columns(['status', 'created_at']).execute();

    await db.schema
      .createTable('review_photos')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
      .addColumn('file_name', 'varchar(40)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('review_photos_review')
      .on('review_photos')
      .columns(['review_id', 'position'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('review_photos').execute();
    for (const index of ['reviews_status_created', 'reviews_product_status', 'reviews_user_product'])
      await db.schema.dropIndex(index).execute();
    for (const column of [
      'moderated_by',
      'moderated_at',
      'updated_at',
      'created_at',
      'reject_reason',
      'photo_count',
      'status',
      'order_id',
      'user_id',
    ])
      await db.schema.alterTable('reviews').dropColumn(column).execute();
  },
};
