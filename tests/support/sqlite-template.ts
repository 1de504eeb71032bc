// One migrated and seeded SQLite file per test run, which every upstream on SQLite starts from
// (startUpstream copies it into its fresh data folder): a test file pays a file copy, not the
// seed's seconds, as the PostgreSQL projects pay a CREATE DATABASE … TEMPLATE (postgres.ts). The
// file's path is in TEST_SQLITE_TEMPLATE (set by sqlite-template-global-setup.ts); unset, each
// upstream migrates and seeds its own. Seeding a fresh data folder on first start is proven by the
// seed's own tests, the ops tests that start upstream's main.ts on an empty folder and Playwright.
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_FILE_NAME, openDatabase } from '../../upstream/src/db/connection.ts';
import { migrateToLatest } from '../../upstream/src/db/migrations.ts';
import { seedDatabase } from '../../upstream/src/db/seed/seed.ts';

export const SQLITE_TEMPLATE_ENV = 'TEST_SQLITE_TEMPLATE';

export interface SqliteTemplate {
  /** The seeded shop.db. */
  file: string;
  remove(): Promise<void>;
}

/** Migrates and seeds a shop.db in a new folder; its WAL is folded in, so the one file is the database. */
export async function buildSqliteTemplate(): Promise<SqliteTemplate> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-sqlite-template-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const db = openDatabase({ dataDir: dir });
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
  } catch (error) {
    await db.destroy();
    await remove();
    throw error;
  }
  // Closing the last connection checkpoints the WAL into shop.db and deletes it.
  await db.destroy();
  const file = path.join(dir, DATABASE_FILE_NAME);
  if (existsSync(`${file}-wal`)) {
    await remove();
    throw new Error('the seeded SQLite template kept a WAL file after closing');
  }
  return { file, remove };
}

/** Puts a copy of the run's template into `dataDir` as its shop.db; false when the run has none. */
export async function copySqliteTemplate(dataDir: string): Promise<boolean> {
  const template = process.env[SQLITE_TEMPLATE_ENV];
  if (!template) return false;
  await copyFile(template, path.join(dataDir, DATABASE_FILE_NAME));
  return true;
}
