// Sessions: the one session kept live by a customer's password change (every other session of the
// account ends), the known devices of an account (a client that logged in to it before is spared
// the failed-login backoff), and shopper login failures keyed by account or by the contact typed
// (unknown contacts back off like known ones). Partner sessions use password_changed_at and
// revoked_tokens; partner failures stay in partner_login_attempts (keyed by email). The failures
// table of accounts only (login_failures) gives way to the keyed one.
import type { Kysely, Migration } from 'kysely';

const timestamp = 'varchar(30)';

export const sessionsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('kept_session_jti', 'varchar(64)').execute();
    await db.schema
      .createTable('known_devices')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('last_used_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('known_devices_account')
      .on('known_devices')
      .columns(['kind', 'account_id', 'token_hash'])
      .unique()
      .execute();
    await db.schema
      .createTable('account_login_failures')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('account_key', 'varchar(300)', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_login_failures_key')
      .on('account_login_failures')
      .columns(['account_key', 'created_at'])
      .execute();
    await db.schema.dropTable('login_failures').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('login_failures')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_user')
      .on('login_failures')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema.dropTable('account_login_failures').execute();
    await db.schema.dropTable('known_devices').execute();
    await db.schema.alterTable('users').dropColumn('kept_session_jti').execute();
  },
};
