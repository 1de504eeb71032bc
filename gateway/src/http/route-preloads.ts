// The landing screens' code, announced in index.html. The web client starts a screen's route chunk
// and query document only once its entry script has run (web/src/app/route-preload.ts), and the
// chunk's own imports only once the chunk has arrived. For the screens a shopper lands on (home, a
// category, a product, checkout) the gateway's index.html lists them all as <link rel=modulepreload>
// (and the chunks' stylesheets as stylesheets: a screen the gateway rendered (server-render.ts) is
// painted from its HTML with them, and the client's chunk loader finds them there rather than
// loading them again), from the build's manifest (web/dist/.vite/manifest.json): they download
// while the entry script does, and the screen's query leaves as soon as it has run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The screens with preloads, each with the source modules route-preload.ts (or the router) imports. */
export const ROUTE_MODULES = {
  home: [
    'src/routes/home.tsx',
    'src/features/catalog/components/home/home-section.tsx',
    'src/generated/operations/home-page.ts',
  ],
  category: ['src/routes/category.tsx', 'src/generated/operations/category-page.ts'],
  product: ['src/routes/product.tsx', 'src/generated/operations/product-page.ts'],
  checkout: ['src/routes/checkout.tsx'],
} as const;

/**
 * The layout's own lazy parts, below every screen's fold: the footer and its newsletter form. The
 * server renders them, so their stylesheets belong in the page from the start (found later, a
 * stylesheet restyles the whole page).
 */
export const LAYOUT_MODULES = [
  'src/app/layout/footer.tsx',
  'src/features/content/components/newsletter-form.tsx',
] as const;

export type LandingScreen = keyof typeof ROUTE_MODULES;

/** The landing screen at a path (as route-preload.ts and the router tell them), or null. */
export function landingScreenOf(url: string): LandingScreen | null {
  const pathname = (url.split('?')[0] ?? '/').toLowerCase().replace(/\/+$/, '') || '/';
  if (pathname === '/' || pathname === '/home') return 'home';
  if (/^\/category\/[^/]+$/.test(pathname) && pathname !== '/category/productlist') return 'category';
  if (/^\/product\/[^/]+\/[^/]+\/[^/]+$/.test(pathname)) return 'product';
  if (pathname === '/checkout' || pathname === '/checkoutpage') return 'checkout';
  return null;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The <link> tags of each landing screen: its chunks and their static imports, not already in index.html. */
export function routePreloadTags(distDir: string, indexHtml: string): Map<LandingScreen, string> {
  const tags = new Map<LandingScreen, string>();
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return tags;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  for (const [screen, sources] of Object.entries(ROUTE_MODULES) as Array<[LandingScreen, readonly string[]]>) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of [...sources, ...LAYOUT_MODULES]) visit(source);
    const links = [
      ...[...styles]
        .filter((file) => !indexHtml.includes(`/${file}"`))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...scripts]
        .filter((file) => !indexHtml.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    if (links.length) tags.set(screen, links.join(''));
  }
  return tags;
}
