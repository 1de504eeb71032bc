// /payment/* on the shop's origin, proxied to upstream through the one undici Pool: the shop's
// payment response handler (form post of encResp, answered by a 303 to /orderconfirmation/{order}
// or a page saying why not) and, in development, the sandbox payment gateway's pages. Form bodies
// pass through as they came; the answer keeps its status, type, location and the page's security
// headers. Only urlencoded form posts (and GETs) are accepted; what the proxy itself refuses
// (another content type, a body past the limit, a path with dot segments, upstream unreachable)
// and upstream's refusals that are not pages (a JSON 404) become HTML pages, since a browser shows them.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { PAYMENT_MESSAGES } from '@shop/commerce/checkout/messages';
import { REQUEST_ID_HEADER } from '@shop/commerce/observability/request-id';
import { paths } from '@shop/commerce/paths';
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

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A small page with the message and a link to the shop's orders (on the origin the browser is on). */
function sendProblem(reply: FastifyReply, status: number, message: string) {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>Payment error</title></head><body><main><h1>Payment error</h1><p role="alert">${escapeHtml(message)}</p>` +
    `<p><a href="${paths.orderList.href()}">${escapeHtml(PAYMENT_MESSAGES.ordersLink)}</a></p></main></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; base-uri 'none'; frame-ancestors 'none'")
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

/** The message of upstream's JSON error body, else a generic one. */
function messageOf(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  } catch {
    // not JSON: the generic message below
  }
  return PAYMENT_MESSAGES.formMalformed;
}

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
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 415) return sendProblem(reply, 415, PAYMENT_MESSAGES.formType);
      if (status >= 400 && status < 500) return sendProblem(reply, status, PAYMENT_MESSAGES.formMalformed);
      request.log.error({ err: error, url: request.url }, 'payment proxy failed');
      return sendProblem(reply, 500, 'Something went wrong. Please try again.');
    });
    scope.route({
      method: ['GET', 'POST'],
      url: '/payment/*',
      handler: async (request, reply) => {
        if (hasDotSegment(request.url)) return sendProblem(reply, 404, 'Not found');
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        const headers: Record<string, string> = {
          accept: request.headers.accept ?? 'text/html',
          [REQUEST_ID_HEADER]: request.id,
        };
        if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
        try {
          const upstream = await connection.pool.request({
            method: request.method === 'POST' ? 'POST' : 'GET',
            path: connection.basePath + request.url,
            headers,
            body,
          });
          const type = String(upstream.headers['content-type'] ?? '');
          if (upstream.statusCode >= 400 && !type.startsWith('text/html')) {
            // A JSON refusal (an unknown payment path, ...) is never shown raw to the shopper.
            const text = await upstream.body.text();
            return sendProblem(reply, upstream.statusCode, messageOf(text));
          }
          reply.code(upstream.statusCode);
          for (const name of PASSED_HEADERS) {
            const value = upstream.headers[name];
            if (value !== undefined) reply.header(name, value);
          }
          return reply.send(upstream.body);
        } catch (error) {
          request.log.warn({ err: error, url: request.url }, 'payment proxy: upstream unreachable');
          return sendProblem(reply, 502, PAYMENT_UNREACHABLE);
        }
      },
    });
  });
}
