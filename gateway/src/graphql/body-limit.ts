// The largest /graphql request body: a profile image of the largest allowed size in base64 (4
// characters per 3 bytes), plus room for the query, the other fields and a data-URL prefix.
// Other routes keep Fastify's default (1 MiB). The query text inside the body has its own, much
// smaller limit (GRAPHQL_MAX_QUERY_BYTES, query-size.ts).
import { UPLOAD_MAX_BYTES } from '@shop/commerce/files';

/** The query text and the other variables around the image. */
export const GRAPHQL_ENVELOPE_BYTES = 64 * 1024;

export function base64Length(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}

export const GRAPHQL_BODY_LIMIT = base64Length(UPLOAD_MAX_BYTES) + GRAPHQL_ENVELOPE_BYTES;
