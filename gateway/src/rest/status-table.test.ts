import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handlerFor, isSuccess, parsed, statusAnswer, type StatusTable } from './status-table.ts';

type Result = { kind: 'ok'; value: number } | { kind: 'unauthorized' } | { kind: 'rejected'; message: string | null };

const table: StatusTable<Result | null> = {
  ok: () => ({ kind: 'ok', value: 1 }),
  201: () => ({ kind: 'ok', value: 201 }),
  401: () => ({ kind: 'unauthorized' }),
  404: () => null,
};

const answer = (status: number, body: unknown = {}) =>
  statusAnswer(
    { status, body, text: JSON.stringify(body) },
    {
      parse: (schema) => schema.parse(body),
      unexpected: () => {
        throw new Error('unexpected');
      },
    },
  );

describe('handlerFor', () => {
  it('takes the status the table names, else `ok` for any 2xx', () => {
    expect(handlerFor(table, 200)?.(answer(200))).toEqual({ kind: 'ok', value: 1 });
    expect(handlerFor(table, 204)?.(answer(204))).toEqual({ kind: 'ok', value: 1 });
    expect(handlerFor(table, 201)?.(answer(201))).toEqual({ kind: 'ok', value: 201 });
    expect(handlerFor(table, 401)?.(answer(401))).toEqual({ kind: 'unauthorized' });
    expect(handlerFor(table, 404)?.(answer(404))).toBeNull();
  });

  it('has nothing for a status outside the table (a redirect is no success)', () => {
    for (const status of [301, 400, 409, 429, 500, 503]) expect(handlerFor(table, status)).toBeNull();
    expect(handlerFor({ 401: () => null }, 200)).toBeNull();
  });

  it('never reads a status from the object prototype', () => {
    expect(handlerFor({}, Number('constructor'))).toBeNull();
    expect(isSuccess(199)).toBe(false);
    expect(isSuccess(299)).toBe(true);
  });
});

describe('statusAnswer', () => {
  it("reads the error body's message and code, and parses with a schema", () => {
    const refused = answer(409, { statusCode: 409, message: ' Max 5 items Allowed ', code: 'MAX_QUANTITY' });
    expect([refused.status, refused.message, refused.code]).toEqual([409, 'Max 5 items Allowed', 'MAX_QUANTITY']);
    expect(answer(400, 'plain').message).toBeNull();
    expect(answer(400, { message: '   ' }).message).toBeNull();
    expect(parsed(z.object({ id: z.number() }))(answer(200, { id: 7 }))).toEqual({ id: 7 });
  });

  it('hands an answer it does not expect back to the client', () => {
    expect(() => answer(409, { code: 'ODD' }).unexpected()).toThrow('unexpected');
  });
});
