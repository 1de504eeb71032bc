// /payment/* on the shop's origin, proxied to upstream through the one undici Pool: the sandbox
// payment gateway's pages (form posts of encRequest and access_code, Pay and Cancel) and the shop's
// response handler (form post of encResp, answered by a 303 to /orderconfirmation/{order_id}).
// Form bodies pass through as they came; the answer keeps its status, type, location and the
// page's security headers. Only form posts (and GETs) are accepted.
import type { FastifyInstance } from 'fastify';
import type { RestConnection } from '../rest/pool.ts';
import { hasDotSegment } from './image-proxy.ts';

/** Largest form the proxy passes on (an encrypted request is a few kilobytes). */
export const PAYMENT_FORM_LIMIT = 64 * 1024;
export const PAYMENT_UNREACHABLE = 'The payment service is not reachable right now.';

const PASSED_HEADERS = [
  'content-type',
  'location',
  'cache-control',
  'content-length',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
] as const;

export async function registerPaymentProxy(app: FastifyInstance, connection: RestConnection): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: PAYMENT_FORM_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/payment/*',
      handler: async (request, reply) => {
        if (hasDotSegment(request.url))
          return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        const headers: Record<string, string> = { accept: request.headers.accept ?? 'text/html' };
        if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
        try {
          const upstream = await connection.pool.request({
            method: request.method === 'POST' ? 'POST' : 'GET',
            path: connection.basePath + request.url,
            headers,
            body,
          });
          reply.code(upstream.statusCode);
          for (const name of PASSED_HEADERS) {
            const value = upstream.headers[name];
            if (value !== undefined) reply.header(name, value);
          }
          return reply.send(upstream.body);
        } catch (error) {
          request.log.warn({ err: error, url: request.url }, 'payment proxy: upstream unreachable');
          return reply.code(502).type('text/plain; charset=utf-8').send(PAYMENT_UNREACHABLE);
        }
      },
    });
  });
}
