// Arranges and reads facts the APIs cannot set or show, directly in a test upstream's database,
// whichever it runs on: the SQLite file in its data folder (WAL mode allows a second connection)
// or its PostgreSQL database. Plain SQL with `?` placeholders, as the tests wrote it for SQLite,
// runs on both (Kysely numbers the placeholders for PostgreSQL).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { openDatabase } from '../../upstream/src/db/connection.ts';
import type { Database } from '../../upstream/src/db/schema.ts';

/** Where a test upstream keeps its data (RunningUpstream has both). */
export interface DatabaseOf {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export interface TestDb {
  kysely: Kysely<Database>;
  /** The first row of a query, or undefined. */
  get<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T | undefined>;
  all<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
  /** A statement; answers the number of rows it changed. */
  run(text: string, ...params: unknown[]): Promise<number>;
  /** The column names of a table, in order. */
  columns(table: string): Promise<string[]>;
}

function statement<T>(text: string, params: unknown[]): RawBuilder<T> {
  const parts = text.split('?');
  if (parts.length - 1 !== params.length)
    throw new Error(`${parts.length - 1} placeholders but ${params.length} values in: ${text}`);
  const pieces = parts.flatMap((part, i) => (i < params.length ? [sql.raw(part), sql`${params[i]}`] : [sql.raw(part)]));
  return sql<T>`${sql.join(pieces, sql``)}`;
}

export async function withTestDb<T>(target: DatabaseOf, work: (db: TestDb) => Promise<T>): Promise<T> {
  const kysely = openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, poolMax: 1 });
  const db: TestDb = {
    kysely,
    async get<R>(text: string, ...params: unknown[]) {
      return (await statement<R>(text, params).execute(kysely)).rows[0];
    },
    async all<R>(text: string, ...params: unknown[]) {
      return (await statement<R>(text, params).execute(kysely)).rows;
    },
    async run(text, ...params) {
      return Number((await statement(text, params).execute(kysely)).numAffectedRows ?? 0);
    },
    async columns(table) {
      const tables = await kysely.introspection.getTables();
      const found = tables.find((t) => t.name === table);
      if (!found) throw new Error(`no table ${table}`);
      return found.columns.map((c) => c.name);
    },
  };
  try {
    return await work(db);
  } finally {
    await kysely.destroy();
  }
}

/** The stock of a colour and size, for "last unit" and stock-level checks. */
export async function setStock(
  target: DatabaseOf,
  line: { color: number; size: string },
  stock: number,
): Promise<void> {
  await withTestDb(target, (db) =>
    db.run('UPDATE product_stock SET stock = ? WHERE product_color_id = ? AND size = ?', stock, line.color, line.size),
  );
}
