import { describe, expect, it } from 'vitest';
import {
  renderPool,
  renderWithin,
  scriptJson,
  serverRenderTimeoutFromEnv,
  withRenderedScreen,
  type RenderedScreen,
} from './server-render.ts';

const SCREEN = { head: '<title>Ring</title>', html: '<h1>Ring</h1>', state: { a: 1 } };

describe('renderWithin', () => {
  it('answers the render, or null when it is late (aborting it) or fails (reporting it)', async () => {
    const errors: unknown[] = [];
    expect(
      await renderWithin(
        async () => SCREEN,
        '/',
        100,
        (e) => errors.push(e),
      ),
    ).toEqual(SCREEN);

    // A late render is aborted; it then fails (as React's prerender does), and nothing is left unhandled.
    let aborted = false;
    const late = await renderWithin(
      (_url, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('This operation was aborted', 'AbortError'));
          });
        }),
      '/',
      20,
      (e) => errors.push(e),
    );
    expect(late).toBeNull();
    expect(aborted).toBe(true);
    expect(errors).toEqual([]);

    const failure = new Error('render failed');
    expect(
      await renderWithin(
        () => Promise.reject(failure),
        '/',
        100,
        (e) => errors.push(e),
      ),
    ).toBeNull();
    expect(errors).toEqual([failure]);
  });
});

describe('renderPool', () => {
  it('shares a URL while it renders, sends the shell past its limit, and keeps nothing after', async () => {
    const started: string[] = [];
    const finish = new Map<string, (screen: RenderedScreen) => void>();
    const pool = renderPool(
      (url) =>
        new Promise((resolve) => {
          started.push(url);
          finish.set(url, resolve);
        }),
      2,
    );
    const signal = new AbortController().signal;
    const first = pool('/a', signal);
    const again = pool('/a', signal);
    const second = pool('/b', signal);
    expect(await pool('/c', signal)).toBeNull();
    expect(started).toEqual(['/a', '/b']);
    finish.get('/a')!(SCREEN);
    finish.get('/b')!(SCREEN);
    expect(await first).toBe(SCREEN);
    expect(await again).toBe(SCREEN);
    expect(await second).toBe(SCREEN);
    void pool('/a', signal);
    expect(started).toEqual(['/a', '/b', '/a']);
  });
});

describe('withRenderedScreen', () => {
  it("keeps the shell's title when the screen brings none", () => {
    const page = withRenderedScreen('<head><title>Shell</title></head><div id="root"></div>', {
      ...SCREEN,
      head: '<meta name="x" content="y"/>',
    });
    expect(page).toContain('<title>Shell</title><meta name="x" content="y"/></head>');
  });
});

describe('scriptJson', () => {
  it('escapes what could end the script element or a line, and parses back to the value', () => {
    const value = { html: '</script><!-- \u2028 \u2029 & >' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('serverRenderTimeoutFromEnv', () => {
  it('reads whole milliseconds, 0 turning the render off, and refuses anything else', () => {
    expect(serverRenderTimeoutFromEnv({})).toBeUndefined();
    expect(serverRenderTimeoutFromEnv({ SERVER_RENDER_TIMEOUT_MS: '0' })).toBe(0);
    expect(serverRenderTimeoutFromEnv({ SERVER_RENDER_TIMEOUT_MS: '750' })).toBe(750);
    for (const bad of ['-1', '1.5', 'soon', '10001'])
      expect(() => serverRenderTimeoutFromEnv({ SERVER_RENDER_TIMEOUT_MS: bad })).toThrow(/SERVER_RENDER_TIMEOUT_MS/);
  });
});
