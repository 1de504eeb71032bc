// The channel partner portal: partners of two levels (1 Master, 2 General, a
// General one under its Master), their bank details, notifications, videos, salutations, password
// tokens (reset and first login), login attempts (rate limit), support messages; the incentive
// program (defaults, each partner's table and its history), coupon shares, nominations and the
// incentives of attributed orders. Uploaded files are stored under the data folder by a random name
// (the columns keep that name only). Money in major units; timestamps ISO strings.
import type { Kysely, Migration } from 'kysely';

const timestamp = 'varchar(30)';
const percent = 'real';

export const partnerMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('salutations')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('salutation', 'varchar(20)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('channel_partners')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('master_id', 'integer', (c) => c.references('channel_partners.id'))
      .addColumn('salutation_id', 'integer', (c) => c.references('salutations.id'))
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('surname', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('state_id', 'integer', (c) => c.references('states.id'))
      .addColumn('city', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('pincode', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('refer_name', 'varchar(240)', (c) => c.notNull().defaultTo(''))
      .addColumn('refer_email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
      .addColumn('refer_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('aadhaar', 'varchar(12)')
      .addColumn('aadhaar_file', 'varchar(60)')
      .addColumn('policy_accepted_at', timestamp)
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('password_hash', 'varchar(200)')
      .addColumn('password_changed_at', timestamp, (c) => c.notNull())
      .addColumn('shopper_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('channel_partners_master')
      .on('channel_partners')
      .columns(['master_id', 'id'])
      .execute();

    await db.schema
      .createTable('partner_bank_details')
      .addColumn('partner_id', 'integer', (c) => c.primaryKey().references('channel_partners.id'))
      .addColumn('bank_name', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('bank_account_no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
      .addColumn('bank_account_type', 'varchar(30)', (c) => c.notNull().defaultTo(''))
      .addColumn('bank_city', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('bank_address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('bank_branch', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .addColumn('pan_no', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('swift_code', 'varchar(11)', (c) => c.notNull().defaultTo(''))
      .addColumn('rtgs_ifsc_code', 'varchar(11)', (c) => c.notNull().defaultTo(''))
      .addColumn('neft_ifsc_code', 'varchar(11)', (c) => c.notNull().defaultTo(''))
      .addColumn('micr_code', 'varchar(9)', (c) => c.notNull().defaultTo(''))
      .addColumn('crossed_cheque_no', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('crossed_cheque_file', 'varchar(60)')
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('partner_notifications')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('partner_videos')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('url', 'varchar(500)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('partner_password_tokens')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('channel_partners.id'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('partner_login_attempts')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('succeeded', 'integer', (c) => c.notNull())
      .addColumn('at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('partner_login_attempts_email')
      .on('partner_login_attempts')
      .columns(['email', 'at'])
      .execute();
    await db.schema
      .createIndex('partner_login_attempts_ip')
      .on('partner_login_attempts')
      .columns(['ip', 'at'])
      .execute();

    await db.schema
      .createTable('partner_support_requests')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('partner_id', 'integer', (c) => c.references('channel_partners.id'))
      .addColumn('cpname', 'varchar(120)', (c) => c.notNull())
      .addColumn('cpsurname', 'varchar(120)', (c) => c.notNull())
      .addColumn('emailid', 'varchar(254)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();

    // The incentive program.
    await db.schema
      .createTable('partner_program')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('txt_v5_0', percent, (c) => c.notNull())
      .addColumn('txt_v5_1', percent, (c) => c.notNull())
      .addColumn('txt_v5_1_0', percent, (c) => c.notNull())
      .addColumn('txt_v5_1_1', percent, (c) => c.notNull())
      .addColumn('txt_discount1', percent, (c) => c.notNull())
      .addColumn('max_discount', percent, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('partner_incentive_tables')
      .addColumn('partner_id', 'integer', (c) => c.primaryKey().references('channel_partners.id'))
      .addColumn('txt_v5_0', percent, (c) => c.notNull())
      .addColumn('txt_v5_1', percent, (c) => c.notNull())
      .addColumn('txt_v5_1_0', percent, (c) => c.notNull())
      .addColumn('txt_v5_1_1', percent, (c) => c.notNull())
      .addColumn('txt_discount1', percent, (c) => c.notNull())
      .addColumn('max_discount', percent, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('partner_incentive_history')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('channel_partners.id'))
      .addColumn('txt_v5_0', percent, (c) => c.notNull())
      .addColumn('txt_v5_1', percent, (c) => c.notNull())
      .addColumn('txt_v5_1_0', percent, (c) => c.notNull())
      .addColumn('txt_v5_1_1', percent, (c) => c.notNull())
      .addColumn('txt_discount1', percent, (c) => c.notNull())
      .addColumn('changed_by', 'integer', (c) => c.references('channel_partners.id'))
      .addColumn('change_date', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('partner_incentive_history_partner')
      .on('partner_incentive_history')
      .columns(['partner_id', 'id'])
      .execute();

    await db.schema
      .createTable('partner_coupon_shares')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('channel_partners.id'))
      .addColumn('coupon_id', 'integer', (c) => c.notNull().unique().references('coupons.id'))
      .addColumn('share_person_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('partner_coupon_shares_partner')
      .on('partner_coupon_shares')
      .columns(['partner_id', 'id'])
      .execute();

    await db.schema
      .createTable('partner_nominations')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('channel_partners.id'))
      .addColumn('share_person_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('txt_v5_1', percent, (c) => c.notNull())
      .addColumn('txt_v5_1_1', percent, (c) => c.notNull())
      .addColumn('txt_discount1', percent, (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('is_join', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('joined_partner_id', 'integer', (c) => c.references('channel_partners.id'))
      .addColumn('joined_at', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('partner_nominations_partner')
      .on('partner_nominations')
      .columns(['partner_id', 'id'])
      .execute();

    await db.schema
      .createTable('partner_order_incentives')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('channel_partners.id'))
      .addColumn('role', 'varchar(10)', (c) => c.notNull())
      .addColumn('referrer_id', 'integer', (c) => c.notNull().references('channel_partners.id'))
      .addColumn('coupon_code', 'varchar(40)', (c) => c.notNull())
      .addColumn('incentive_percent', percent, (c) => c.notNull())
      .addColumn('base_amount', 'real', (c) => c.notNull())
      .addColumn('incentive_amount', 'real', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addUniqueConstraint('partner_order_incentives_order_partner', ['order_id', 'partner_id'])
      .execute();
    await db.schema
      .createIndex('partner_order_incentives_partner')
      .on('partner_order_incentives')
      .columns(['partner_id', 'order_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'partner_order_incentives',
      'partner_nominations',
      'partner_coupon_shares',
      'partner_incentive_history',
      'partner_incentive_tables',
      'partner_program',
      'partner_support_requests',
      'partner_login_attempts',
      'partner_password_tokens',
      'partner_videos',
      'partner_notifications',
      'partner_bank_details',
      'channel_partners',
      'salutations',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
