import { GraphQLError } from 'graphql';
import type { Pool } from 'undici';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RestClient, UPSTREAM_ERROR, UPSTREAM_UNAVAILABLE } from './client.ts';
import { parsed } from './status-table.ts';

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A client over a pool that answers `status` and `text` (or fails), with what it was sent and logged. */
function clientAnswering(status: number, text: string | Error) {
  const sent: Sent[] = [];
  const logged: string[] = [];
  const pool = {
    request: async (options: Sent) => {
      sent.push(options);
      if (text instanceof Error) throw text;
      return { statusCode: status, body: { text: async () => text } };
    },
  } as unknown as Pool;
  const client = new RestClient(
    { pool, basePath: '/base', close: async () => undefined },
    { warn: (_details, message) => logged.push(message) },
  );
  return { client, sent, logged };
}

const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof GraphQLError ? error.extensions.code : error;
};

const item = z.object({ id: z.number() });

describe('RestClient.send', () => {
  it('maps a status the table names, and counts the call', async () => {
    const { client, sent } = clientAnswering(401, '{"message":"Unauthorized"}');
    const result = await client.send<unknown>(
      { method: 'POST', path: '/api/x', query: { a: 1, b: null }, json: { q: 1 }, token: 'T' },
      { ok: parsed(item), 401: (answer) => ({ kind: 'unauthorized' as const, message: answer.message }) },
    );
    expect(result).toEqual({ kind: 'unauthorized', message: 'Unauthorized' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/base/api/x?a=1',
      headers: { authorization: 'Bearer T', 'content-type': 'application/json', accept: 'application/json' },
      body: '{"q":1}',
    });
    expect(client.stats()).toEqual({ calls: 1, rounds: 1 });
  });

  it('is a logged UPSTREAM_ERROR for a status outside the table', async () => {
    const { client, logged } = clientAnswering(500, 'boom');
    expect(await codeOf(client.send({ method: 'GET', path: '/api/x' }, { ok: parsed(item), 404: () => null }))).toBe(
      UPSTREAM_ERROR,
    );
    expect(logged).toEqual(['upstream answered an error status']);
  });

  it("gives the table's `unexpected` result instead, still logged", async () => {
    const { client, logged } = clientAnswering(502, '');
    expect(await client.send({ method: 'GET', path: '/api/x' }, { ok: () => 'ok', unexpected: () => 'failed' })).toBe(
      'failed',
    );
    expect(logged).toEqual(['upstream answered an error status']);
  });

  it('lets a handler refuse an answer it does not expect (a 409 with an unknown code)', async () => {
    const { client, logged } = clientAnswering(409, '{"code":"ODD"}');
    const table = {
      409: (answer: { code: string | null; unexpected(): never }) =>
        answer.code === 'MAX_QUANTITY' ? 'max' : answer.unexpected(),
    };
    expect(await codeOf(client.send({ method: 'GET', path: '/api/x' }, table))).toBe(UPSTREAM_ERROR);
    expect(logged).toEqual(['upstream answered an error status']);
  });

  it('is a logged UPSTREAM_ERROR when a 2xx breaks its schema or is not JSON', async () => {
    const broken = clientAnswering(200, '{"id":"seven"}');
    expect(await codeOf(broken.client.get('/api/x', {}, item))).toBe(UPSTREAM_ERROR);
    expect(broken.logged).toEqual(['upstream answer failed its schema']);
    const html = clientAnswering(200, '<html>');
    expect(await codeOf(html.client.get('/api/x', {}, item))).toBe(UPSTREAM_ERROR);
    expect(html.logged).toEqual(['upstream answered invalid JSON']);
  });

  it('is UPSTREAM_UNAVAILABLE when upstream cannot be reached', async () => {
    const { client, logged } = clientAnswering(0, new Error('ECONNREFUSED'));
    expect(await codeOf(client.get('/api/x', {}, item))).toBe(UPSTREAM_UNAVAILABLE);
    expect(logged).toEqual(['upstream unreachable']);
    expect(client.stats()).toEqual({ calls: 1, rounds: 1 });
  });
});

describe('RestClient.get', () => {
  it('parses a 2xx and reads 404 as null', async () => {
    expect(await clientAnswering(200, '{"id":7}').client.get('/api/x', {}, item)).toEqual({ id: 7 });
    expect(await clientAnswering(404, '{"message":"Not found"}').client.get('/api/x', {}, item)).toBeNull();
  });
});
