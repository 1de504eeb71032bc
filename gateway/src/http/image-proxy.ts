// GET /images/* (pictures) and GET /files/* (product manuals as PDF) streamed from upstream
// through the gateway's one undici Pool, so the browser only ever talks to the gateway. Each answer
// keeps upstream's Content-Security-Policy (the sandbox of a partner's document), else gets the
// sandbox policy of a file (FILE_CSP), never the web client's.
import { REQUEST_ID_HEADER } from '@shop/commerce/observability/request-id';
import type { FastifyInstance } from 'fastify';
import type { RestConnection } from '../rest/pool.ts';
import { FILE_CSP } from './security-headers.ts';

const PASSED_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'content-length',
  'etag',
  'last-modified',
  'x-content-type-options',
  'content-security-policy',
] as const;

/** The upstream paths the gateway proxies, each with the text of its 502. */
export const PROXIED_PREFIXES = [
  { route: '/images/*', unreachable: 'Images are not reachable right now.' },
  { route: '/files/*', unreachable: 'Files are not reachable right now.' },
] as const;

export function hasDotSegment(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.split(/[/\\]/).some((segment) => segment === '..' || segment === '.');
}

export function registerImageProxy(app: FastifyInstance, connection: RestConnection): void {
  for (const { route, unreachable } of PROXIED_PREFIXES) {
    app.get(route, async (request, reply) => {
      reply.header('content-security-policy', FILE_CSP);
      if (hasDotSegment(request.url))
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
      try {
        const upstream = await connection.pool.request({
          method: 'GET',
          path: connection.basePath + request.url,
          headers: {
            [REQUEST_ID_HEADER]: request.id,
            ...(request.headers['if-none-match'] ? { 'if-none-match': request.headers['if-none-match'] } : {}),
          },
        });
        reply.code(upstream.statusCode);
        for (const name of PASSED_HEADERS) {
          const value = upstream.headers[name];
          if (value !== undefined) reply.header(name, value);
        }
        return reply.send(upstream.body);
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'proxy: upstream unreachable');
        return reply.code(502).type('text/plain; charset=utf-8').send(unreachable);
      }
    });
  }
}
