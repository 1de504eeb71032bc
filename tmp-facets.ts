import Database from 'better-sqlite3';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildUpstream } from './upstream/src/app.ts';
import { copyProducts } from './tests/bench/catalog-growth.ts';
import { openDatabase } from './upstream/src/db/connection.ts';
import { colorCounts, lifestyleCounts, salePriceRange } from './upstream/src/db/queries/catalog.ts';
import { productCount, productPageIds } from './upstream/src/db/queries/product-pages.ts';
import { categoryProductPage } from './upstream/src/services/catalog-views.ts';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'facets-'));
const app = await buildUpstream({ dataDir, logger: false });
await app.close();
const raw = new Database(path.join(dataDir, 'shop.db'));
copyProducts(raw, Number(process.env.COPIES ?? 160), 'category_id = 1');
raw.close();
const db = openDatabase({ dataDir } as never);
async function time(name: string, f: () => Promise<unknown>) {
  await f();
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await f();
  console.log(name, ((performance.now() - t0) / 20).toFixed(2), 'ms');
}
await time('count', () => productCount(db, 1, {}));
await time('ids page', () => productPageIds(db, 1, {}, 'FEATURED', { offset: 0, limit: 24 }));
await time('ids price page', () => productPageIds(db, 1, {}, 'PRICE_ASC', { offset: 24, limit: 24 }));
await time('lifestyleCounts', () => lifestyleCounts(db, 1));
await time('colorCounts', () => colorCounts(db, 1));
await time('salePriceRange', () => salePriceRange(db, 1));
await time('page service', () => categoryProductPage(db, 1, { sort: 'FEATURED' }, { offset: 0, limit: 24 }));

const app2 = await buildUpstream({ dataDir, logger: false });
const base = await app2.listen({ port: 0, host: '127.0.0.1' });
const inject = async (o: { method: string; url: string; payload?: unknown }) => { const r = await fetch(base + o.url, { method: o.method, headers: o.payload ? { 'content-type': 'application/json' } : {}, body: o.payload ? JSON.stringify(o.payload) : undefined }); if (r.status !== 200) throw new Error(String(r.status)); await r.text(); };
const body = { slug: 'smart-rings', include: ['banners', 'filters', 'seo', 'products'], products: { offset: 0, limit: 24 } };
for (const include of [['products'], ['filters'], ['banners', 'filters', 'seo', 'products']]) {
  await time(`Screen/category ${include.join(',')}`, () =>
    inject({ method: 'POST', url: '/api/Screen/category', payload: { ...body, include } }),
  );
}
await time('Screen/search ring', () => inject({ method: 'GET', url: '/api/Screen/search?q=ring' }));
await time('Screen/product_list', () => inject({ method: 'GET', url: '/api/Screen/product_list' }));
await time('Screen/home', () => inject({ method: 'GET', url: '/api/Screen/home?include=seo,sections&per_section=4' }));
await app2.close();
await db.destroy();
