// Security headers on what the gateway serves: the web client's strict Content-Security-Policy
// (no inline script; the built page's inline style by its hash), no framing by another site,
// nosniff, Referrer-Policy and Permissions-Policy on every answer, HSTS only over TLS (behind a
// trusted proxy: X-Forwarded-Proto), the sandbox of /files/* and /images/*, and the payment pages'
// own policy kept through /payment/*.
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../gateway/src/app.ts';
import { useShop } from '../support/shop.ts';

const INLINE_STYLE = '#preloader{position:fixed;inset:0}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(INLINE_STYLE).digest('base64')}'`;

/** A built web client whose index.html has an inline style, as Vite's build of web/index.html does. */
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-dist-'));
  await writeFile(
    path.join(distDir, 'index.html'),
    `<!doctype html><title>Shop test client</title><style>${INLINE_STYLE}</style>` +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
  );
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("shop")');
});
afterAll(async () => {
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

const { upstream, gateway } = useShop({ gateway: () => ({ webDistDir: distDir }) });

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectCommonHeaders(headers: Headers): void {
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers.get('strict-transport-security')).toBeNull();
}

describe('the web client', () => {
  it.each(['/', '/checkoutpage', '/cp_login'])('%s has a strict CSP and cannot be framed', async (route) => {
    const response = await fetch(gateway.url + route, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Shop test client');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", STYLE_HASH]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://secure.ccavenue.com']);
    // Only style attributes may be inline: a server-rendered screen carries React's (a swatch's
    // colour, a skeleton's size); scripts and style elements never are.
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    for (const [directive, values] of csp) {
      if (directive !== 'style-src-attr') expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
    }
    expectCommonHeaders(response.headers);
  });

  it('sends the same headers with assets, 404s and GraphQL answers', async () => {
    const asset = await fetch(`${gateway.url}/assets/index-abc123.js`);
    const missing = await fetch(`${gateway.url}/assets/missing.js`);
    const graphql = await gateway.untypedGraphql('{ gatewayVersion }');
    expect([asset.status, missing.status, graphql.status]).toEqual([200, 404, 200]);
    for (const headers of [asset.headers, missing.headers, graphql.headers]) {
      expect(directives(headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
      expectCommonHeaders(headers);
    }
  });
});

describe('files and pictures', () => {
  it('a manual keeps the sandbox of a file', async () => {
    const manuals = (await (await fetch(`${upstream.url}/api/CommonData/product_manual`)).json()) as Array<{
      product_manual_list: Array<{ modal_file: string }>;
    }>;
    const file = manuals[0]!.product_manual_list[0]!.modal_file;
    expect(file).toMatch(/^\/files\//);
    const response = await fetch(gateway.url + file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.has('sandbox')).toBe(true);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expectCommonHeaders(response.headers);
  });

  it('an unknown or refused file answers with the sandbox too', async () => {
    for (const url of ['/files/manuals/no-such-model.pdf', '/files/cp/aadhaar/nothing.pdf']) {
      const response = await fetch(gateway.url + url);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(directives(response.headers.get('content-security-policy')).has('sandbox')).toBe(true);
      expectCommonHeaders(response.headers);
    }
  });

  it('a picture is sandboxed when opened on its own', async () => {
    const response = await fetch(`${gateway.url}/images/products/999999/1/1.svg`);
    expect(directives(response.headers.get('content-security-policy')).has('sandbox')).toBe(true);
    expectCommonHeaders(response.headers);
  });
});

describe('the payment pages', () => {
  it('keep their own policy through /payment/*, still unframeable', async () => {
    const response = await fetch(`${gateway.url}/payment/response`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: 'encResp=00&orderNo=LUM0',
      redirect: 'manual',
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = directives(response.headers.get('content-security-policy'));
    // The page's own policy (upstream's htmlPage or the proxy's problem page), not the web client's.
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('HSTS', () => {
  it('is sent over TLS behind a trusted proxy, never for plain HTTP or an untrusted X-Forwarded-Proto', async () => {
    const behindProxy = await buildGateway({
      upstreamUrl: upstream.url,
      dataDir: upstream.dataDir,
      webDistDir: distDir,
      trustProxy: ['127.0.0.1'],
    });
    try {
      const url = await behindProxy.listen({ port: 0, host: '127.0.0.1' });
      const tls = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const plain = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await behindProxy.close();
    }
    const spoofed = await fetch(`${gateway.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});
