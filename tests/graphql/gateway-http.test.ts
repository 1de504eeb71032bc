// The gateway's HTTP surface: upstream failures as error codes, the image proxy, the web client
// and its SPA fallback, GraphQL request errors.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../support/gateway.ts';
import { useShop } from '../support/shop.ts';
import {
  CategoryBannersDocument,
  CategoryIdsDocument,
  OfferBannersDocument,
  RingImagesDocument,
} from './generated/graphql.ts';

const INDEX_HTML = '<!doctype html><title>Shop test client</title>';

/** A built web client's folder, made before the shop starts and removed after it closes. */
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-dist-'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("shop")');
  // The build's compressed copies (vite-plugin-compression2), for the script and the page.
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("shop")'));
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("shop")'));
  await writeFile(path.join(distDir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
});
afterAll(async () => {
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

const { upstream, gateway } = useShop({ gateway: () => ({ webDistDir: distDir }) });

/** A GET whose body is not decoded (fetch would undo the content encoding). */
function request(url: string, options: { headers: Record<string, string> }) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpRequest(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

describe('upstream failures', () => {
  it('answers UPSTREAM_UNAVAILABLE when upstream is down', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await close(closed);
    const down = await startGateway({ upstreamUrl: `http://127.0.0.1:${port}` });
    try {
      const { status, body } = await down.graphql(CategoryIdsDocument);
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(JSON.stringify(body.errors)).not.toMatch(/stacktrace|ECONNREFUSED/);
    } finally {
      await down.close();
    }
  });

  it('answers UPSTREAM_ERROR for an error status or an answer that breaks the contract', async () => {
    const broken = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url?.startsWith('/api/Category/Get_category')) {
        response.end(JSON.stringify([{ id: 'one', title: 'Smart Rings' }]));
      } else {
        response.statusCode = 500;
        response.end(JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'db locked' }));
      }
    });
    const port = await listen(broken);
    const wrong = await startGateway({ upstreamUrl: `http://127.0.0.1:${port}` });
    try {
      const shape = await wrong.graphql(CategoryIdsDocument);
      expect(shape.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
      const status = await wrong.graphql(OfferBannersDocument);
      expect(status.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
      expect(JSON.stringify(status.body)).not.toContain('db locked');
    } finally {
      await wrong.close();
      await close(broken);
    }
  });
});

describe('GET /images/*', () => {
  it('streams an image from upstream with its type and caching', async () => {
    const { body } = await gateway.graphql(RingImagesDocument);
    const imageUrl = body.data!.category!.products[0]!.imageUrl;
    const [viaGateway, direct] = await Promise.all([fetch(gateway.url + imageUrl), fetch(upstream.url + imageUrl)]);
    expect(viaGateway.status).toBe(200);
    expect(viaGateway.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(viaGateway.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(viaGateway.headers.get('cache-control')).toBe(direct.headers.get('cache-control'));
    expect(await viaGateway.text()).toBe(await direct.text());
  });

  it('passes a 404 through', async () => {
    const response = await fetch(`${gateway.url}/images/products/999999/1/1.svg`);
    expect(response.status).toBe(404);
  });
});

describe('web client', () => {
  it('serves index.html, uncached, for the root and client routes', async () => {
    for (const route of [
      '/',
      '/category/smart-rings',
      '/product/smart-rings/aura-ring-gen-3/ar-300',
      '/cp/dashboard',
    ]) {
      const response = await fetch(gateway.url + route, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('Shop test client');
    }
  });

  it("announces a landing page's largest picture: the address its screen's query answers", async () => {
    const categories = (await gateway.graphql(CategoryBannersDocument, {})).body.data!.categories;
    const hero = categories.find((c) => c.banners.length > 0)!.banners[0]!.imageUrl;
    const home = await request(`${gateway.url}/`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(home.body).toString();
    expect(html).toContain(`<link rel="preload" as="image" href="${hero}" fetchpriority="high">`);
    expect(html).toContain('Shop test client');

    const watches = categories.find((c) => c.slug === 'smart-watches')!.banners[0]!.imageUrl;
    const category = await fetch(`${gateway.url}/category/smart-watches?sort=price`, {
      headers: { accept: 'text/html' },
    });
    expect(await category.text()).toContain(`href="${watches}"`);
    const unknown = await fetch(`${gateway.url}/category/no-such-category`, { headers: { accept: 'text/html' } });
    expect(await unknown.text()).not.toContain('as="image"');
    const login = await fetch(`${gateway.url}/login`, { headers: { accept: 'text/html' } });
    expect(await login.text()).not.toContain('as="image"');
  });

  it('serves hashed assets with immutable caching and 404s a missing file', async () => {
    const asset = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("shop")');
    expect((await fetch(`${gateway.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/favicon.ico`, { headers: { accept: 'image/*' } })).status).toBe(404);
  });

  it("sends the build's brotli or gzip copy the browser accepts, with the original's headers", async () => {
    const url = `${gateway.url}/assets/index-abc123.js`;
    const raw = (encoding: string) => request(url, { headers: { 'accept-encoding': encoding } });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log("shop")');
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('console.log("shop")');
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log("shop")');

    const page = await request(`${gateway.url}/login`, {
      headers: { 'accept-encoding': 'br', accept: 'text/html' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX_HTML);
  });

  it('says to run the build when the web client is not built', async () => {
    const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-missing-'));
    const unbuilt = await startGateway({ upstreamUrl: upstream.url, webDistDir: path.join(emptyDir, 'dist') });
    try {
      const response = await fetch(`${unbuilt.url}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await unbuilt.close();
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});

describe('GraphQL requests', () => {
  it('answers 400 with BAD_USER_INPUT when a variable has the wrong type', async () => {
    const { status, body } = await gateway.untypedGraphql('query($slug: String!) { category(slug: $slug) { id } }', {
      slug: 5,
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers 400 with GRAPHQL_VALIDATION_FAILED for an unknown field', async () => {
    const { status, body } = await gateway.untypedGraphql('{ categories { sku } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('blocks a simple GET without a preflight header (CSRF prevention)', async () => {
    const response = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ gatewayVersion }')}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Cross-Site Request Forgery');
  });
});
