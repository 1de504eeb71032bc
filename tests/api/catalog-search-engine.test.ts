// Contract of search's matching (services/search-index.ts) through GET /api/Screen/search and
// /api/Screen/search_suggestions: synonyms, typos, the last word as a prefix, filters, paging
// totals, and a catalog change seen at once; the same on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { adminPost, ownerToken } from './admin-helpers.ts';
import { ProductList } from './contract.ts';
import { expectError, getOk } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ catalogCacheTtlMs: 60_000 });
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const Answer = z.object({
  products: z.array(ProductList),
  total: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  corrected_query: z.string().nullable(),
});
const Suggestions = z.array(
  z
    .object({
      kind: z.enum(['category', 'product']),
      name: z.string(),
      model: z.string().nullable(),
      category_name: z.string(),
    })
    .strict(),
);

const search = (query: string) => getOk(`${api}/Screen/search?limit=96&${query}`, Answer);
const categoriesOf = (answer: z.infer<typeof Answer>) => [...new Set(answer.products.map((p) => p.category_name))];

describe('search matching', () => {
  it('finds true wireless earbuds for "earbuds" and its synonyms', async () => {
    const earbuds = await search('q=earbuds');
    expect(earbuds.total).toBeGreaterThan(3);
    expect(earbuds.products[0]?.category_name).toBe('True Wireless Stereo');
    expect(earbuds.corrected_query).toBeNull();
    for (const synonym of ['tws', 'buds', 'in-ear']) {
      const found = await search(`q=${synonym}`);
      expect(found.products.map((p) => p.product_id)).toEqual(
        expect.arrayContaining([earbuds.products[0]?.product_id]),
      );
    }
  });

  it('tolerates typos by word length and says what it understood', async () => {
    const misspelt = await search('q=hedphones');
    const right = await search('q=headphones');
    expect(misspelt.total).toBeGreaterThan(0);
    expect(misspelt.corrected_query).toBe('headphones');
    expect(categoriesOf(misspelt)).toContain('Headphones');
    expect(misspelt.products.map((p) => p.product_id)).toEqual(
      expect.arrayContaining(right.products.filter((p) => p.category_name === 'Headphones').map((p) => p.product_id)),
    );
    // Three letters allow no typo.
    expect((await search('q=anx')).total).toBe(0);
  });

  it('takes the last word as the start of a word, as typed', async () => {
    const typed = await search('q=summit%20an');
    expect(typed.products.map((p) => p.producT_MODEL)).toEqual(expect.arrayContaining(['SH-700', 'SH-900']));
    expect(typed.corrected_query).toBeNull();
    expect((await search('q=vert')).products[0]?.producT_NAME).toMatch(/^Vertex/);
  });

  it('ranks a name match above a description or category match', async () => {
    const rings = await search('q=ring');
    expect(rings.products[0]?.producT_NAME).toMatch(/Ring/);
  });

  it('filters by category and price, with the categories of all matches and paging totals', async () => {
    const all = await search('q=smart');
    expect(all.categories.length).toBeGreaterThan(1);
    expect(all.categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.total);
    const watches = all.categories.find((c) => c.name === 'Smart Watches')!;
    const only = await search(`q=smart&cat_id=${watches.id}`);
    expect(only.total).toBe(watches.count);
    expect(categoriesOf(only)).toEqual(['Smart Watches']);
    expect(only.categories).toEqual(all.categories);
    const paged: number[] = [];
    for (let offset = 0; offset < only.total; offset += 3) {
      const page = await getOk(`${api}/Screen/search?q=smart&cat_id=${watches.id}&offset=${offset}&limit=3`, Answer);
      expect(page.total).toBe(only.total);
      paged.push(...page.products.map((p) => p.product_id));
    }
    expect(paged).toEqual(only.products.map((p) => p.product_id));
    const cheap = await search('q=smart&max_price=3000');
    expect(cheap.total).toBeLessThan(all.total);
    expect(cheap.products.every((p) => p.sale_Price <= 3000)).toBe(true);
    const dear = await search('q=smart&min_price=3001');
    expect(cheap.total + dear.total).toBe(all.total);
  });

  it('never finds unlisted products, and sees a product unlisted at once', async () => {
    expect((await search('q=dock')).total).toBe(0);
    const owner = await ownerToken(upstream);
    const before = await search('q=aura');
    const ring = before.products[0]!;
    expect(
      (await adminPost(upstream, '/Admin/Products/Update', owner, { id: ring.product_id, isListed: false })).status,
    ).toBe(200);
    const after = await search('q=aura');
    expect(after.total).toBe(before.total - 1);
    expect(after.products.map((p) => p.product_id)).not.toContain(ring.product_id);
    expect(
      (await adminPost(upstream, '/Admin/Products/Update', owner, { id: ring.product_id, isListed: true })).status,
    ).toBe(200);
    expect((await search('q=aura')).total).toBe(before.total);
  });

  it('refuses malformed filters', async () => {
    for (const query of ['q=ring&cat_id=x', 'q=ring&min_price=-1', 'q=ring&min_price=500&max_price=100'])
      await expectError(`${api}/Screen/search?${query}`, 400);
  });
});

describe('GET /api/Screen/search_suggestions', () => {
  it('suggests categories then product names for what is typed, bounded', async () => {
    const typed = await getOk(`${api}/Screen/search_suggestions?q=headph`, Suggestions);
    expect(typed.length).toBeGreaterThan(1);
    expect(typed.length).toBeLessThanOrEqual(6);
    expect(typed[0]).toEqual({ kind: 'category', name: 'Headphones', model: null, category_name: 'Headphones' });
    expect(typed.filter((s) => s.kind === 'product').length).toBeGreaterThan(0);
    expect(await getOk(`${api}/Screen/search_suggestions?q=vertex&limit=2`, Suggestions)).toHaveLength(2);
    expect(await getOk(`${api}/Screen/search_suggestions?q=zzzzzz`, Suggestions)).toEqual([]);
  });

  it('refuses a blank query or too many suggestions', async () => {
    for (const query of ['q=', 'q=%20', 'q=ring&limit=11', 'q=ring&limit=0'])
      await expectError(`${api}/Screen/search_suggestions?${query}`, 400);
  });
});
