// Serves the built web client: /assets/* cached for good (hashed names), other files as they are,
// and index.html (never cached) for the client's routes; each text file as the brotli or gzip copy
// the build made beside it (.br, .gz) when the browser accepts one (@fastify/static's
// preCompressed: no compression work per request). Without a build, a 503 says what to run. The
// index.html of a landing screen also lists that screen's code (route-preloads.ts), compressed once
// at start, and its largest picture when the gateway can tell it (lcp-preload.ts), and the screen
// itself rendered for a guest (server-render.ts); such a page is compressed per answer, at a fast
// brotli level.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip as gzipAsync, gzipSync } from 'node:zlib';
import { lcpPreloadTag, type AskAsGuest } from './lcp-preload.ts';
import {
  DEFAULT_SERVER_RENDER_TIMEOUT_MS,
  renderWithin,
  withRenderedScreen,
  type RenderScreen,
} from './server-render.ts';
import { ROUTE_MODULES, landingScreenOf, routePreloadTags, type LandingScreen } from './route-preloads.ts';
import { inlineHashesOf, type InlineHashes } from './security-headers.ts';

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NOT_BUILT_MESSAGE = 'The web client is not built yet: run `npm run build`, then reload.';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipAsync);
const BROTLI_FAST = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

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

export interface WebClientOptions {
  /** Reads a landing screen's largest picture for its index.html (lcp-preload.ts); none without. */
  askAsGuest?: AskAsGuest;
  lcpLookupTimeoutMs?: number;
  /** Renders a landing screen's HTML (server-render.ts); the client-only shell without. */
  renderScreen?: RenderScreen | null;
  /** The longest wait for that render; DEFAULT_SERVER_RENDER_TIMEOUT_MS unless given. */
  renderTimeoutMs?: number;
  onRenderError?: (error: unknown) => void;
}

export async function registerWebClient(
  app: FastifyInstance,
  distDir: string,
  options: WebClientOptions = {},
): Promise<void> {
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
  const { askAsGuest, lcpLookupTimeoutMs, renderScreen, onRenderError = () => undefined } = options;
  const renderTimeoutMs = options.renderTimeoutMs ?? DEFAULT_SERVER_RENDER_TIMEOUT_MS;
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    reply.header('cache-control', 'no-cache');
    const screen = landingScreenOf(request.url);
    const page = screen ? landingPages.get(screen) : undefined;
    if (!screen || !page) return reply.sendFile('index.html');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.header('vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    // The screen's own HTML (server-render.ts) for a guest (a signed-in browser says so with its
    // `signed_in` cookie: web/src/lib/signed-in-cookie.ts) when it renders in time; else the shell
    // with the screen's largest picture announced.
    const guest = !/(?:^|;\s*)signed_in=1(?:;|$)/.test(String(request.headers.cookie ?? ''));
    const [rendered, picture] = await Promise.all([
      renderScreen && guest ? renderWithin(renderScreen, request.url, renderTimeoutMs, onRenderError) : null,
      askAsGuest ? lcpPreloadTag(askAsGuest, screen, request.url, lcpLookupTimeoutMs) : '',
    ]);
    if (!picture && !rendered)
      return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.raw);
    const shell = rendered ? withRenderedScreen(page.html, rendered) : page.html;
    // The service worker never keeps a rendered page as its offline shell (web/public/sw.js).
    if (rendered) reply.header('x-server-rendered', '1');
    // The picture's tag goes first in <head>, so the browser asks for it with the scripts.
    const raw = Buffer.from(picture ? firstInHead(shell, picture) : shell);
    if (encoding === 'br') return reply.send(await brotli(raw, BROTLI_FAST));
    if (encoding === 'gzip') return reply.send(await gzip(raw));
    return reply.send(raw);
  };
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) =>
    isClientRoute(request.method, request.url, request.headers.accept)
      ? sendIndex(request, reply)
      : notFound(request, reply),
  );
}

/** The tag first in <head> (or right after the doctype when the page has no <head> tag). */
export function firstInHead(html: string, tag: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  const doctype = /^<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0] + tag + html.slice(doctype[0].length) : tag + html;
}

interface IndexPage {
  html: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** index.html with each landing screen's preload tags, as sent: raw, brotli and gzip. */
function landingIndexPages(distDir: string): Map<LandingScreen, IndexPage> {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const pages = new Map<LandingScreen, IndexPage>();
  const tagsOf = routePreloadTags(distDir, html);
  for (const screen of Object.keys(ROUTE_MODULES) as LandingScreen[]) {
    const tags = tagsOf.get(screen) ?? '';
    const withTags = html.replace('</head>', `${tags}</head>`);
    const raw = Buffer.from(withTags);
    pages.set(screen, { html: withTags, raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) });
  }
  return pages;
}
