// Operators: the accounts of the people who run the shop (their own login and token type, a role,
// sessions that end at a password change, role change or deactivation), the audit log of every
// change an operator makes (who, what, before, after, when), and who resolved a refund due, with
// the reference of the money sent back.
import type { Kysely, Migration } from 'kysely';

const timestamp = 'varchar(30)';

export const operatorsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('operators')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
      .addColumn('role', 'varchar(20)', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('last_login_at', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
      .addColumn('action', 'varchar(60)', (c) => c.notNull())
      .addColumn('entity_type', 'varchar(40)', (c) => c.notNull())
      .addColumn('entity_id', 'varchar(60)', (c) => c.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_entity')
      .on('audit_log')
      .columns(['entity_type', 'entity_id', 'id'])
      .execute();
    await db.schema.createIndex('audit_log_operator').on('audit_log').columns(['operator_id', 'id']).execute();
    // A refund due is resolved by an operator, with the reference of the payment back (bank or gateway).
    await db.schema.alterTable('payment_refunds').addColumn('resolved_by', 'integer').execute();
    await db.schema.alterTable('payment_refunds').addColumn('resolution_note', 'varchar(200)').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('payment_refunds').dropColumn('resolution_note').execute();
    await db.schema.alterTable('payment_refunds').dropColumn('resolved_by').execute();
    await db.schema.dropTable('audit_log').execute();
    await db.schema.dropTable('operators').execute();
  },
};
