import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingScreenOf, routePreloadTags } from './route-preloads.ts';

describe('landingScreenOf', () => {
  it('names the screens a shopper lands on, and nothing else', () => {
    expect(landingScreenOf('/')).toBe('home');
    expect(landingScreenOf('/Home')).toBe('home');
    expect(landingScreenOf('/category/smart-watches?colour=black')).toBe('category');
    expect(landingScreenOf('/category/productlist')).toBeNull();
    expect(landingScreenOf('/product/smart-rings/aura-ring/ar-300')).toBe('product');
    expect(landingScreenOf('/checkout')).toBe('checkout');
    expect(landingScreenOf('/login')).toBeNull();
    expect(landingScreenOf('/admin/orders')).toBeNull();
  });
});

describe('routePreloadTags', () => {
  it("lists a screen's chunks and the layout's lazy parts, their imports and stylesheets, not what index.html has", () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'src/app/main.tsx': { file: 'assets/index-1.js', imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-1.js' },
        'src/routes/product.tsx': {
          file: 'assets/product-1.js',
          imports: ['_react.js', '_card.js'],
          css: ['assets/product-1.css'],
        },
        '_card.js': { file: 'assets/card-1.js' },
        'src/generated/operations/product-page.ts': { file: 'assets/product-page-1.js' },
        'src/app/layout/footer.tsx': {
          file: 'assets/footer-1.js',
          imports: ['_react.js'],
          css: ['assets/footer-1.css'],
        },
      }),
    );
    const html =
      '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-1.js">';
    const tags = routePreloadTags(dist, html);
    expect(tags.get('product')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/product-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/footer-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/product-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/product-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/footer-1.js">',
    );
    // A screen whose own chunks are missing from the manifest still gets the layout's.
    expect(tags.get('home')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/footer-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/footer-1.js">',
    );
  });
});
