// The one way a REST call's status becomes a result. A call declares a table of the statuses it
// expects and what each becomes (a typed result: parsed data, null, { kind: 'unauthorized' }, ...);
// `ok` stands for any 2xx the table does not name. A status outside the table is logged and is
// UPSTREAM_ERROR, or, when the table has `unexpected`, that result (for the few failures the spec
// words itself). Pure; tested beside.
import type { ZodType } from 'zod';
import { codeOf, messageOf } from './error-body.ts';

/** An answer as it came: the status, the parsed JSON body (undefined when not JSON) and the text. */
export interface RestAnswer {
  status: number;
  body: unknown;
  text: string;
}

/** What a handler sees: the answer, its error body's message and code, and parsing by a schema. */
export interface StatusAnswer extends RestAnswer {
  /** The error body's trimmed `message`, or null. */
  readonly message: string | null;
  /** The error body's `code` (409 MAX_QUANTITY, OUT_OF_STOCK ...), or null. */
  readonly code: string | null;
  /** The body through its schema; UPSTREAM_ERROR (logged) when it breaks the contract. */
  parse<T>(schema: ZodType<T>): T;
  /** For an answer the table names but does not expect (a 409 with an unknown code): UPSTREAM_ERROR, logged. */
  unexpected(): never;
}

export type StatusHandler<R> = (answer: StatusAnswer) => R;

export type StatusTable<R> = {
  [status: number]: StatusHandler<R>;
  /** Any 2xx the table does not name. */
  ok?: StatusHandler<R>;
  /** A status outside the table, once logged, gives this instead of UPSTREAM_ERROR. */
  unexpected?: () => R;
};

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The handler of a status: the one the table names, else `ok` for a 2xx; null when it has none. */
export function handlerFor<R>(table: StatusTable<R>, status: number): StatusHandler<R> | null {
  const named = Object.hasOwn(table, status) ? table[status] : undefined;
  if (named) return named;
  return isSuccess(status) ? (table.ok ?? null) : null;
}

/** An answer as its handler sees it; `parse` and `unexpected` are the client's (they log). */
export function statusAnswer(
  answer: RestAnswer,
  client: { parse<T>(schema: ZodType<T>): T; unexpected(): never },
): StatusAnswer {
  return {
    ...answer,
    get message() {
      return messageOf(answer.body);
    },
    get code() {
      return codeOf(answer.body);
    },
    parse: (schema) => client.parse(schema),
    unexpected: () => client.unexpected(),
  };
}

/** The handler of a 2xx whose body is data: the body through `schema`. */
export function parsed<T>(schema: ZodType<T>): StatusHandler<T> {
  return (answer) => answer.parse(schema);
}
