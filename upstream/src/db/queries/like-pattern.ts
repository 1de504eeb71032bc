// LIKE patterns from what an operator typed: its wildcards (%, _) and the escape character escaped,
// for use with `escape '\'`, and the case-insensitive LIKE that reads the same on SQLite and PostgreSQL.
import { sql, type Expression, type RawBuilder } from 'kysely';

/** `text` with LIKE's wildcards and the escape character escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that finds `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * `value LIKE pattern ESCAPE '\'` ignoring ASCII case on both databases: SQLite's LIKE ignores
 * ASCII case, PostgreSQL's does not, so both sides are lowered (ASCII only under the C collation,
 * as in SQLite). `value` is a column reference or an expression.
 */
export function likeIgnoringCase(value: string | Expression<unknown>, pattern: string): RawBuilder<boolean> {
  const ref = typeof value === 'string' ? sql.ref(value) : value;
  return sql<boolean>`lower(${ref}) like lower(${pattern}) escape '\\'`;
}

/** `value` contains `text`, ignoring ASCII case, its wildcards taken as they are. */
export function containsIgnoringCase(value: string | Expression<unknown>, text: string): RawBuilder<boolean> {
  return likeIgnoringCase(value, containsPattern(text));
}
