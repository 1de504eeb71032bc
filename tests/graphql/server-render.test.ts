// A landing page rendered for a guest: the gateway runs the web client's server entry (here a
// stand-in that asks the gateway's own schema, as the real one does through Apollo) and puts its
// HTML, head elements and cache into index.html. A signed-in browser, a render that fails or one
// that is late gets the app's shell instead. The real entry's HTML and the browser's hydration of
// it are proven by the Playwright journeys (requests.spec.ts: a guest's landing screen asks nothing).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';

const SHELL =
  '<!doctype html><html><head><title>Shell title</title><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>' +
  '<body><div id="preloader" aria-hidden="true"><div class="preloader-ring"></div></div><div id="root"></div></body></html>';

const HOSTILE = '</script><script>alert(1)</script>';

const ENTRY = `
export async function renderLandingScreen(url, execute) {
  if (url.includes('slow')) await new Promise(() => {});
  if (url.includes('broken')) throw new Error('render failed');
  const { data } = await execute({ query: '{ categories { name } }', variables: {} });
  return {
    head: '<title>Rendered title</title><meta name="description" content="Rendered"/>',
    html: '<ul>' + data.categories.map((c) => '<li>' + c.name + '</li>').join('') + '</ul>',
    state: { ROOT_QUERY: { note: ${JSON.stringify(HOSTILE)} } },
  };
}
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shop-server-render-'));
  await writeFile(path.join(dir, 'index.html'), SHELL);
  await writeFile(path.join(dir, 'entry-server.mjs'), ENTRY);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

// A render budget a loaded machine's first render fits in (the default, 1 s, is for a warm server);
// the slow stand-in never finishes, so it is late whatever the budget.
const RENDER_TIMEOUT_MS = 4_000;

const { gateway } = useShop({
  gateway: () => ({
    webDistDir: dir,
    webServerEntry: path.join(dir, 'entry-server.mjs'),
    serverRenderTimeoutMs: RENDER_TIMEOUT_MS,
  }),
});

async function page(route: string, cookie?: string): Promise<string> {
  const response = await fetch(gateway.url + route, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const html = await response.text();
  // The service worker keeps only a page without this header as its offline shell.
  expect(response.headers.get('x-server-rendered')).toBe(html.includes('server-state') ? '1' : null);
  return html;
}

describe('server-rendered landing pages', () => {
  it("fills a guest's home with the screen, its head elements and its cache, and no spinner", async () => {
    const html = await page('/');
    expect(html).toMatch(/<div id="root" inert aria-disabled="true"><ul><li>Smart Rings<\/li>/);
    expect(html).toContain('<title>Rendered title</title><meta name="description" content="Rendered"/></head>');
    expect(html).not.toContain('Shell title');
    expect(html).toMatch(/<head>.*<meta name="server-rendered" content="">.*<\/head>/);
    expect(html).not.toContain('id="preloader"');
    expect(html).not.toContain('rel="modulepreload"');
    // The cache cannot close its script element, and reads back as it was.
    expect(html).not.toContain(HOSTILE);
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!)).toEqual({ ROOT_QUERY: { note: HOSTILE } });
  });

  it('renders a category and a product page too, but not a screen that is not a landing one', async () => {
    expect(await page('/category/smart-rings')).toContain('<li>Smart Rings</li>');
    expect(await page('/product/smart-rings/aura-ring-gen-3/ar-300')).toContain('<li>Smart Rings</li>');
    const login = await page('/login');
    expect(login).toContain('<div id="root"></div>');
    expect(login).not.toContain('server-state');
    expect(login).not.toContain('server-rendered');
  });

  it('sends a signed-in browser the shell, to render as its own user', async () => {
    const html = await page('/', 'theme=dark; signed_in=1');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('Shell title');
    expect(html).not.toContain('server-state');
    // Another cookie of that name's prefix is not the flag.
    expect(await page('/', 'signed_in=10')).toContain('server-state');
  });

  it('sends the shell when the render fails or is late', async () => {
    for (const route of ['/category/broken', '/category/slow']) {
      const html = await page(route);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('id="preloader"');
      expect(html).not.toContain('server-state');
    }
  });
});
