// Serves the built web client: /assets/* cached for good (hashed names), other files as they are,
// and index.html (never cached) for the client's routes; each text file as the brotli or gzip copy
// the build made beside it (.br, .gz) when the browser accepts one (@fastify/static's
// preCompressed: no compression work per request). Without a build, a 503 says what to run. The
// index.html of a landing screen also lists that screen's code (route-preloads.ts), compressed once
// at start.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { landingScreenOf, routePreloadTags, type LandingScreen } from './route-preloads.ts';
import { inlineHashesOf, type InlineHashes } from './security-headers.ts';

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NOT_BUILT_MESSAGE = 'The web client is not built yet: run `npm run build`, then reload.';

/** Paths the client router never owns. */
const SERVER_PREFIXES = ['/graphql', '/images/', '/files/', '/assets/', '/api/', '/payment/'];

/** A GET of a client route (the SPA answers it), as opposed to an API call or a missing file. */
export function isClientRoute(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  const lower = pathname.toLowerCase();
  if (SERVER_PREFIXES.some((prefix) => lower === prefix.replace(/\/$/, '') || lower.startsWith(prefix))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A name with an extension is a file, unless a browser navigates to it (a model slug may hold a dot).
  return !lastSegment.includes('.') || (accept ?? '').includes('text/html');
}

/** The sha256 sources of the built index.html's inline blocks (none without a build). */
export function webClientInlineHashes(distDir: string): InlineHashes {
  const index = path.join(distDir, 'index.html');
  return existsSync(index) ? inlineHashesOf(readFileSync(index, 'utf8')) : { scripts: [], styles: [] };
}

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${request.url} not found` });
}

export async function registerWebClient(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));

  if (!built) {
    app.setNotFoundHandler((request, reply) =>
      isClientRoute(request.method, request.url, request.headers.accept)
        ? reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE)
        : notFound(request, reply),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    redirect: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path
        .relative(distDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      // The answer depends on Accept-Encoding: a shared cache must keep one copy per encoding.
      res.setHeader('vary', 'Accept-Encoding');
      if (relative.startsWith('assets/')) res.setHeader('cache-control', IMMUTABLE_CACHE);
      else if (relative === 'index.html') res.setHeader('cache-control', 'no-cache');
    },
  });

  const landingPages = landingIndexPages(distDir);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    reply.header('cache-control', 'no-cache');
    const screen = landingScreenOf(request.url);
    const page = screen ? landingPages.get(screen) : undefined;
    if (!page) return reply.sendFile('index.html');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.raw);
  };
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) =>
    isClientRoute(request.method, request.url, request.headers.accept)
      ? sendIndex(request, reply)
      : notFound(request, reply),
  );
}

interface IndexPage {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** index.html with each landing screen's preload tags, as sent: raw, brotli and gzip. */
function landingIndexPages(distDir: string): Map<LandingScreen, IndexPage> {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const pages = new Map<LandingScreen, IndexPage>();
  for (const [screen, tags] of routePreloadTags(distDir, html)) {
    const raw = Buffer.from(html.replace('</head>', `${tags}</head>`));
    pages.set(screen, { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) });
  }
  return pages;
}
