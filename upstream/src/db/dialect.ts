// Which database a Kysely instance (or a transaction of it) talks to, for the few queries and
// statements that differ between SQLite and PostgreSQL.
import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';

/** A Kysely instance or transaction of any database type. */
export type AnyDb = Pick<Kysely<unknown>, 'getExecutor'>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Where `needle` first occurs in `text` (1-based, 0 when absent): SQLite's instr, PostgreSQL's strpos. */
export function textPosition(db: AnyDb, text: Expression<unknown>, needle: string): RawBuilder<number> {
  return isPostgres(db) ? sql<number>`strpos(${text}, ${needle})` : sql<number>`instr(${text}, ${needle})`;
}
