// A fresh PostgreSQL database per test file, migrated and seeded: a copy (CREATE DATABASE …
// TEMPLATE) of a template database that is migrated and seeded once per cluster, so a test file
// pays milliseconds, not the seed's seconds. The admin URL defaults to TEST_POSTGRES_URL (set by
// the api-pg and graphql-pg projects' globalSetup, postgres-global-setup.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../upstream/src/db/connection.ts';
import { migrateToLatest } from '../../upstream/src/db/migrations.ts';
import { seedDatabase } from '../../upstream/src/db/seed/seed.ts';

export const TEMPLATE_DATABASE = 'shop_template';
/** Serialises the template's creation and its copies across test workers (pg_advisory_lock key). */
const TEMPLATE_LOCK = 16_0001;

export interface TestDatabase {
  /** postgres://… of the new database. */
  url: string;
  /** Drops the database (closing whatever is still connected to it). */
  drop(): Promise<void>;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `use` with a client connected to `adminUrl`, closed afterwards. */
export async function withAdmin<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function exists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  return (rowCount ?? 0) > 0;
}

async function buildTemplate(adminUrl: string, client: pg.Client): Promise<void> {
  await client.query(`create database ${TEMPLATE_DATABASE}`);
  const db = openDatabase({ dataDir: '', databaseUrl: databaseUrl(adminUrl, TEMPLATE_DATABASE), poolMax: 2 });
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
  } catch (error) {
    await db.destroy();
    await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    throw error;
  }
  await db.destroy();
}

/** Drops the template, so that the next createTestDatabase builds it anew (a reused server). */
export async function dropTemplate(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`));
}

export async function createTestDatabase(adminUrl = process.env.TEST_POSTGRES_URL): Promise<TestDatabase> {
  if (!adminUrl) throw new Error('createTestDatabase needs a PostgreSQL admin URL (TEST_POSTGRES_URL)');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (!(await exists(client, TEMPLATE_DATABASE))) await buildTemplate(adminUrl, client);
      await client.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  let dropped = false;
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
