// The query text's own size limit, apart from the /graphql body limit (which fits a profile image
// sent as a base64 variable: body-limit.ts). Checked on the route before Apollo hashes or parses the
// text, so a document of millions of tokens costs no more than reading the body. A refusal is HTTP
// 413 with a GraphQL error coded BAD_REQUEST (validationErrorCode MAX_QUERY_BYTES_EXCEEDED). Tested
// beside.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const QUERY_TOO_LARGE_CODE = 'MAX_QUERY_BYTES_EXCEEDED';

/** The query text of a request: the POST body's `query`, or the GET query string's. */
export function queryTextOf(request: Pick<FastifyRequest, 'body' | 'query'>): string | null {
  for (const holder of [request.body, request.query]) {
    if (holder !== null && typeof holder === 'object' && !Array.isArray(holder)) {
      const query: unknown = (holder as Record<string, unknown>).query;
      if (typeof query === 'string') return query;
    }
  }
  return null;
}

export function queryTooLargeBody(maxBytes: number) {
  return {
    errors: [
      {
        message: `The query text is larger than ${maxBytes} bytes.`,
        extensions: { code: 'BAD_REQUEST', validationErrorCode: QUERY_TOO_LARGE_CODE },
      },
    ],
  };
}

/** A preHandler of the /graphql route that refuses query text over `maxBytes` (UTF-8). */
export function queryTextLimit(maxBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const query = queryTextOf(request);
    // A character is at most 3 UTF-8 bytes in a JS string (a surrogate pair is 4 bytes for 2).
    if (query === null || query.length * 3 <= maxBytes) return undefined;
    if (Buffer.byteLength(query, 'utf8') <= maxBytes) return undefined;
    return reply.code(413).type('application/json; charset=utf-8').send(queryTooLargeBody(maxBytes));
  };
}
