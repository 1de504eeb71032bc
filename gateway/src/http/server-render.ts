// The first HTML of a landing screen (home, a category, a product, checkout) rendered by the web client's
// own server entry (web/src/app/entry-server.tsx, built to web/dist-server): a shopper's phone
// paints the screen, its pictures and text from the HTML, before any script has run, and the
// browser then hydrates that HTML from the Apollo cache sent beside it instead of asking again.
// Only a guest's public answers go into it (the session lives in the browser's storage, so the
// gateway never knows a customer here); a signed-in browser renders afresh (web/src/app/main.tsx).
// A render that fails or takes longer than `timeoutMs` leaves the page as the client-only shell.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DEFAULT_SERVER_ENTRY = fileURLToPath(new URL('../../../web/dist-server/entry-server.js', import.meta.url));
export const DEFAULT_SERVER_RENDER_TIMEOUT_MS = 1000;

export interface GuestRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}
export type ExecuteAsGuest = (request: GuestRequest) => Promise<{ data?: unknown; errors?: ReadonlyArray<unknown> }>;

export interface RenderedScreen {
  head: string;
  html: string;
  state: unknown;
}
export type RenderScreen = (url: string, signal: AbortSignal) => Promise<RenderedScreen | null>;

interface ServerEntry {
  renderLandingScreen(url: string, execute: ExecuteAsGuest, signal?: AbortSignal): Promise<RenderedScreen | null>;
}

/** The web client's server render, or null when it is not built (the shell is sent as before). */
export async function loadServerRender(
  entryPath: string,
  execute: ExecuteAsGuest,
  onError: (error: unknown) => void,
): Promise<RenderScreen | null> {
  if (!existsSync(entryPath)) return null;
  try {
    const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
    return (url, signal) => entry.renderLandingScreen(url, execute, signal);
  } catch (error) {
    onError(error);
    return null;
  }
}

/** Renders running at once by default; one more request gets the shell. */
export const DEFAULT_MAX_RENDERS_IN_FLIGHT = 4;

/**
 * Bounds what rendering can cost: the same URL asked again while it renders shares that render,
 * and past `maxInFlight` renders at once a request gets the shell (null), which costs nothing to
 * send. A flood of page requests, or of query strings, then costs at most that many renders at a
 * time. Nothing is kept after a render: a page always shows the catalog as it is.
 */
export function renderPool(render: RenderScreen, maxInFlight = DEFAULT_MAX_RENDERS_IN_FLIGHT): RenderScreen {
  const running = new Map<string, Promise<RenderedScreen | null>>();
  return (url, signal) => {
    const shared = running.get(url);
    if (shared) return shared;
    if (running.size >= maxInFlight) return Promise.resolve(null);
    const rendering = render(url, signal).finally(() => running.delete(url));
    running.set(url, rendering);
    return rendering;
  };
}

/** The screen rendered within `timeoutMs`, or null (failed, aborted or late). */
export async function renderWithin(
  render: RenderScreen,
  url: string,
  timeoutMs: number,
  onError: (error: unknown) => void,
): Promise<RenderedScreen | null> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  // A render that fails after it was abandoned (aborted when late) is settled here, not left unhandled.
  // (Another request's late render, shared by renderPool, fails with an AbortError: not a fault.)
  const rendered = render(url, controller.signal).catch((error: unknown) => {
    if (!controller.signal.aborted && (error as { name?: unknown } | null)?.name !== 'AbortError') onError(error);
    return null;
  });
  try {
    return await Promise.race([rendered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** JSON for a `<script type="application/json">` block: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const SERVER_STATE_ID = 'server-state';
/** Tells index.html's starter script (web/vite.config.ts) that the page came rendered. */
export const RENDERED_MARK = '<meta name="server-rendered" content="">';

/**
 * index.html with the rendered screen: its head elements replace the shell's <title> (React finds
 * them in <head> when it hydrates), its HTML fills #root, the cache follows as a JSON block, and
 * the spinner that covers the shell until the app has drawn is left out. The screen's module
 * preloads are left out too: its scripts wait for the first paint (web/vite.config.ts) and would
 * only compete with the pictures for the connection meanwhile. #root stays `inert` (and says it is
 * disabled) until the app has hydrated it (web/src/app/main.tsx): a tap before then would find no
 * handler, so the page takes none.
 */
export function withRenderedScreen(html: string, screen: RenderedScreen): string {
  let page = html.replace(/<link rel="modulepreload"[^>]*>/g, '');
  if (screen.head.includes('<title>')) page = page.replace(/<title>[^<]*<\/title>/, '');
  page = page.replace('</head>', `${screen.head}</head>`);
  // Before the entry's starter script, which waits for the first paint on such a page.
  page = page.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${RENDERED_MARK}`);
  page = page.replace(/<div id="preloader"[^>]*>(?:<div[^>]*><\/div>)?<\/div>/, '');
  return page.replace(
    '<div id="root"></div>',
    `<div id="root" inert aria-disabled="true">${screen.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(screen.state)}</script>`,
  );
}

/** SERVER_RENDER_TIMEOUT_MS: whole milliseconds up to 10,000, 0 for no server render; a bad value stops the start. */
export function serverRenderTimeoutFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.SERVER_RENDER_TIMEOUT_MS;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 10_000)
    throw new Error(`SERVER_RENDER_TIMEOUT_MS must be whole milliseconds from 0 to 10000, not "${raw}"`);
  return value;
}
