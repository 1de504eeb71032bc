import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATEMENT_CACHE_SIZE, withStatementCache } from './connection.ts';

interface Db {
  items: { id: Generated<number>; name: string };
}

let sqlite: SqliteDatabase.Database;
afterEach(() => sqlite?.close());

function open() {
  sqlite = new SqliteDatabase(':memory:');
  const prepare = vi.spyOn(sqlite, 'prepare');
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, prepare };
}

describe('the prepared statement cache', () => {
  it('prepares a query text once and runs it with each call’s parameters', async () => {
    const { db, prepare } = open();
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    for (const name of ['ring', 'watch', 'buds']) await db.insertInto('items').values({ name }).execute();
    const byName = (name: string) => db.selectFrom('items').select('id').where('name', '=', name).executeTakeFirst();
    const before = prepare.mock.calls.length;
    expect(await byName('watch')).toEqual({ id: 2 });
    expect(await byName('buds')).toEqual({ id: 3 });
    expect(await byName('none')).toBeUndefined();
    expect(prepare.mock.calls.length - before).toBe(1);
  });

  it('keeps answering right after the schema changes under a cached statement', async () => {
    const { db } = open();
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await db.insertInto('items').values({ name: 'ring' }).execute();
    const all = () => db.selectFrom('items').selectAll().execute();
    expect(await all()).toEqual([{ id: 1, name: 'ring' }]);
    await sql`alter table items add column colour text`.execute(db);
    expect(await all()).toEqual([{ id: 1, name: 'ring', colour: null }]);
  });

  it('is bounded: query texts beyond its size are prepared again, not kept for ever', async () => {
    const { db, prepare } = open();
    const distinct = (n: number) => sql`select ${sql.lit(n)} as n`.execute(db);
    for (let n = 0; n <= STATEMENT_CACHE_SIZE; n++) await distinct(n);
    const before = prepare.mock.calls.length;
    await distinct(0); // the least recently used, dropped
    await distinct(STATEMENT_CACHE_SIZE); // the most recent, kept
    expect(prepare.mock.calls.length - before).toBe(1);
  });
});
