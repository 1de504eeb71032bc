// Accounts: users, revoked session tokens, one-time codes and their send log, failed logins,
// password reset tokens, the message outbox and saved addresses (the checkout's address book).
// Timestamps are ISO 8601 UTC strings, which compare in time order.
import type { Kysely, Migration } from 'kysely';

const timestamp = 'varchar(30)';

export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('name', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('first_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
      .addColumn('last_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'varchar(254)', (c) => c.unique())
      .addColumn('phone', 'varchar(10)', (c) => c.unique())
      .addColumn('password_hash', 'varchar(255)')
      .addColumn('image_path', 'varchar(120)')
      .addColumn('sessions_valid_from', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('revoked_tokens')
      .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('revoked_tokens_expires').on('revoked_tokens').column('expires_at').execute();

    await db.schema
      .createTable('otp_codes')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('otp_codes_recipient').on('otp_codes').columns(['recipient', 'id']).execute();

    await db.schema
      .createTable('otp_sends')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('otp_sends_recipient').on('otp_sends').columns(['recipient', 'created_at']).execute();

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

    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_user')
      .on('password_reset_tokens')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('channel', 'varchar(10)', (c) => c.notNull())
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'id']).execute();

    await db.schema
      .createTable('addresses')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('fname', 'varchar(60)', (c) => c.notNull())
      .addColumn('lname', 'varchar(60)', (c) => c.notNull())
      .addColumn('deladdress', 'varchar(500)', (c) => c.notNull())
      .addColumn('delcity', 'varchar(120)', (c) => c.notNull())
      .addColumn('delstate', 'varchar(120)', (c) => c.notNull())
      .addColumn('country', 'varchar(120)', (c) => c.notNull())
      .addColumn('pincode', 'varchar(6)', (c) => c.notNull())
      .addColumn('mobile_no', 'varchar(10)', (c) => c.notNull())
      .addColumn('emailid', 'varchar(254)')
      .addColumn('gender', 'varchar(10)')
      .addColumn('agegroup', 'varchar(10)')
      .addColumn('isprimary', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gst', 'varchar(15)')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('addresses_user').on('addresses').columns(['user_id', 'kind']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'addresses',
      'outbox',
      'password_reset_tokens',
      'login_failures',
      'otp_sends',
      'otp_codes',
      'revoked_tokens',
      'users',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
