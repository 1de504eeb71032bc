// Which database a Kysely instance (or a transaction of it) talks to, for the few queries and
// statements that differ between SQLite and PostgreSQL.
import { PostgresAdapter, type Kysely } from 'kysely';

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
