// Opens the shop's database with Kysely: PostgreSQL when a `postgres://` URL is given (a pg.Pool),
// otherwise the SQLite file `${dataDir}/shop.db` on better-sqlite3 (WAL journal, foreign keys on).
// Rows read the same on both: PostgreSQL's numeric and int8 (counts, sums) arrive as numbers, as
// SQLite gives them; timestamps are ISO 8601 text columns on both.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from './schema.ts';

export const DATABASE_FILE_NAME = 'shop.db';

/** DATABASE_POOL_MAX: connections one upstream instance opens to PostgreSQL at most. */
export const DEFAULT_DATABASE_POOL_MAX = 10;
/**
 * SQLITE_BUSY_TIMEOUT_MS: how long a write waits for another process's lock on the SQLite file
 * before failing. better-sqlite3 waits synchronously, blocking the whole event loop, so it is short.
 */
export const DEFAULT_SQLITE_BUSY_TIMEOUT_MS = 1000;
/** SQLITE_WAL_AUTOCHECKPOINT: pages in the WAL file that trigger a checkpoint (SQLite's default). */
export const DEFAULT_SQLITE_WAL_AUTOCHECKPOINT = 1000;

export interface DatabaseSettings {
  /** Folder of the SQLite file (and of uploads, whichever database is used). */
  dataDir: string;
  /** DATABASE_URL: `postgres://` or `postgresql://` opens PostgreSQL; unset: the SQLite file. */
  databaseUrl?: string | undefined;
  /** DATABASE_POOL_MAX (PostgreSQL only). */
  poolMax?: number | undefined;
  /** SQLITE_BUSY_TIMEOUT_MS (SQLite only). */
  sqliteBusyTimeoutMs?: number | undefined;
  /** SQLITE_WAL_AUTOCHECKPOINT in pages, 0 turns automatic checkpoints off (SQLite only). */
  sqliteWalAutocheckpoint?: number | undefined;
  /** Errors of idle pooled PostgreSQL connections (a restarted server); default: written to stderr. */
  onPoolError?: ((error: Error) => void) | undefined;
}

export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKindOf(databaseUrl: string | undefined): DatabaseKind {
  return databaseUrl !== undefined && /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite';
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** Counts and sums (int8) and numeric columns as JavaScript numbers, like SQLite's. */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/** A pool for a PostgreSQL database, its numbers and texts read as SQLite gives them. */
export function createPostgresPool(settings: DatabaseSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString: settings.databaseUrl,
    max: settings.poolMax ?? DEFAULT_DATABASE_POOL_MAX,
    types: pgTypes(),
  });
  // Without a listener, an idle connection's error (a restarted server) would end the process.
  pool.on('error', settings.onPoolError ?? ((error) => console.error(`database pool: ${error.message}`)));
  return pool;
}

/** The pools behind the PostgreSQL Kysely instances openDatabase made (for their metrics). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The pg.Pool of a PostgreSQL database (its totalCount, idleCount, waitingCount); undefined on SQLite. */
export function poolOf(db: Kysely<Database>): pg.Pool | undefined {
  return pools.get(db);
}

export function openDatabase(settings: DatabaseSettings): Kysely<Database> {
  // The data folder holds uploads and the generated JWT secret on PostgreSQL too.
  if (settings.dataDir) mkdirSync(settings.dataDir, { recursive: true });
  if (databaseKindOf(settings.databaseUrl) === 'postgres') {
    const pool = createPostgresPool(settings);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  const sqlite = new SqliteDatabase(path.join(settings.dataDir, DATABASE_FILE_NAME), {
    timeout: settings.sqliteBusyTimeoutMs ?? DEFAULT_SQLITE_BUSY_TIMEOUT_MS,
  });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(
    `wal_autocheckpoint = ${Math.max(0, Math.trunc(settings.sqliteWalAutocheckpoint ?? DEFAULT_SQLITE_WAL_AUTOCHECKPOINT))}`,
  );
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Prepared statements kept per SQLite database (the distinct query texts the code makes, with room). */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver prepares every query's statement anew, which was a ninth of upstream's CPU
 * on a product screen. The same SQL text gets the same prepared statement here (least recently
 * used ones closed first by being dropped). Safe with better-sqlite3: a statement runs to the end
 * synchronously (all/run); only iterate() would keep one busy, and nothing streams.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new LRUCache<string, SqliteDatabase.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
