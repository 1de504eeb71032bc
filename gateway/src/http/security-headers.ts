// Security headers on everything the gateway serves (the web client, GraphQL, /images, /files,
// /payment), set by @fastify/helmet: a strict Content-Security-Policy for the web client (scripts
// from the shop's origin only; the built index.html's inline blocks by their sha256), no framing
// (frame-ancestors 'none' and X-Frame-Options DENY), nosniff, a Referrer-Policy, and a
// Permissions-Policy. HSTS only on a request that came over TLS (directly, or by
// X-Forwarded-Proto from a proxy the gateway trusts: TRUST_PROXY). /files/* and /images/* get the
// sandbox policy of a file (upstream's own when it sends one); /payment/* keeps the payment page's.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';

/** Browser features the shop never uses. The partner portal's YouTube frames keep fullscreen and autoplay. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), ' +
  'microphone=(), payment=(), usb=(), browsing-topics=()';

/** Sent over TLS only: browsers then refuse plain HTTP to the shop for a year. */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/**
 * Pictures and files opened on their own: nothing runs, nothing loads, never framed. `sandbox`
 * makes a file its own origin even if a crafted one got through.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** The pages the partner portal's video strip embeds (its server-chosen https videos). */
export const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] as const;

/** CCAvenue's transaction page, where the checkout form goes with a real account. */
export const CCAVENUE_FORM_ORIGIN = 'https://secure.ccavenue.com';

export interface InlineHashes {
  /** `'sha256-…'` of each inline <script> without src. */
  scripts: string[];
  /** `'sha256-…'` of each inline <style>. */
  styles: string[];
}

const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The sha256 sources of an HTML page's inline <script> (without src) and <style> blocks. */
export function inlineHashesOf(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '', body = '']) => !/\bsrc\s*=/i.test(attributes) && body.trim() !== '')
    .map(([, , body = '']) => hashSource(body));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => hashSource(body));
  return { scripts, styles };
}

/** The origin of the payment gateway's URL when it is another site (a root-relative sandbox URL is the shop's). */
export function formActionOrigins(paymentGatewayUrl: string | undefined): string[] {
  const origins = new Set<string>([CCAVENUE_FORM_ORIGIN]);
  if (paymentGatewayUrl) {
    try {
      const url = new URL(paymentGatewayUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // root-relative: the shop's own origin, already 'self'
    }
  }
  return [...origins];
}

/**
 * TRUST_PROXY as Fastify's trustProxy: unset or 'false' trusts no proxy (the socket's address and
 * protocol count); 'true' trusts any; otherwise a comma list of the proxies' addresses or CIDRs
 * ('127.0.0.1', '10.0.0.0/8', 'loopback'), whose X-Forwarded-For and X-Forwarded-Proto are read.
 */
export function trustProxyOf(raw: string | undefined): boolean | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface SecurityHeaderOptions {
  /** The built web client's inline blocks (index.html), allowed by hash. */
  inline: InlineHashes;
  /** PAYMENT_GATEWAY_URL: where the checkout's payment form may be posted besides the shop itself. */
  paymentGatewayUrl?: string | undefined;
}

/** The web client's policy: everything from the shop's own origin, GraphQL included. */
export function webClientDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'script-src': ["'self'", ...options.inline.scripts],
    'style-src': ["'self'", ...options.inline.styles],
    // A server-rendered screen (server-render.ts) carries React's style attributes (a swatch's
    // colour, a skeleton's size, a rating's fill); style elements and sheets stay as above.
    'style-src-attr': ["'unsafe-inline'"],
    // Server HTML (offers, blogs, pages) may show https pictures; QR codes are data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': [...VIDEO_FRAME_SOURCES],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'", ...formActionOrigins(options.paymentGatewayUrl)],
    'frame-ancestors': ["'none'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: webClientDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Set below, and only over TLS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
  });
}
