import { describe, expect, it } from 'vitest';
import { queryTextOf, queryTooLargeBody } from './query-size.ts';

describe('queryTextOf', () => {
  it('reads the POST body, else the GET query string', () => {
    expect(queryTextOf({ body: { query: '{ a }' }, query: {} })).toBe('{ a }');
    expect(queryTextOf({ body: undefined, query: { query: '{ b }' } })).toBe('{ b }');
  });

  it('is null without query text (a persisted query, a batch, a wrong type)', () => {
    expect(queryTextOf({ body: { extensions: {} }, query: {} })).toBeNull();
    expect(queryTextOf({ body: [{ query: '{ a }' }], query: {} })).toBeNull();
    expect(queryTextOf({ body: { query: 5 }, query: {} })).toBeNull();
  });
});

describe('queryTooLargeBody', () => {
  it('is a GraphQL error naming the limit, coded', () => {
    expect(queryTooLargeBody(16384)).toEqual({
      errors: [
        {
          message: 'The query text is larger than 16384 bytes.',
          extensions: { code: 'BAD_REQUEST', validationErrorCode: 'MAX_QUERY_BYTES_EXCEEDED' },
        },
      ],
    });
  });
});
