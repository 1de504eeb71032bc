// The public catalog's answers are cached per instance, shared by all callers, keyed by route,
// query and body, and emptied by any successful write (http/catalog-cache.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { adminPost, ownerToken } from './admin-helpers.ts';
import { postJson, request } from './http.ts';
import { AARAV, login as shopperLogin } from './account-helpers.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ catalogCacheTtlMs: 60_000 });
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const RING = 101;

async function ringSalePrice(): Promise<{ price: number; cache: string | null }> {
  const answer = await request(`${api}/product/items`);
  const items = answer.body as Array<{ _id: number; sale_price: number }>;
  return { price: items.find((i) => i._id === RING)!.sale_price, cache: answer.headers.get('x-catalog-cache') };
}

describe('the catalog cache', () => {
  it('answers a repeated question from memory, the same answer, whatever the spelling of its query names', async () => {
    const first = await request(`${api}/Category/getfilters?cat_id=2`);
    const second = await request(`${api}/Category/getfilters?CAT_ID=2`);
    expect(first.headers.get('x-catalog-cache')).toBe('miss');
    expect(second.headers.get('x-catalog-cache')).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('content-type')).toContain('application/json');
    const other = await request(`${api}/Category/getfilters?cat_id=3`);
    expect(other.headers.get('x-catalog-cache')).toBe('miss');
    expect(other.body).not.toEqual(first.body);
  });

  it('keys a POST by its body', async () => {
    const body = { slug: 'smart-rings', include: ['products'], products: { offset: 0, limit: 2 } };
    expect((await postJson(`${api}/Screen/category`, body)).headers.get('x-catalog-cache')).toBe('miss');
    expect((await postJson(`${api}/Screen/category`, body)).headers.get('x-catalog-cache')).toBe('hit');
    const next = await postJson(`${api}/Screen/category`, { ...body, products: { offset: 2, limit: 2 } });
    expect(next.headers.get('x-catalog-cache')).toBe('miss');
  });

  it('shows an operator’s price change at once', async () => {
    const before = await ringSalePrice();
    expect((await ringSalePrice()).cache).toBe('hit');
    const owner = await ownerToken(upstream);
    const changed = await adminPost(upstream, '/Admin/Products/Update', owner, {
      id: RING,
      salePrice: before.price - 100,
    });
    expect(changed.status).toBe(200);
    expect(await ringSalePrice()).toEqual({ price: before.price - 100, cache: 'miss' });
  });

  it('counts filters, pages and search matches again once a product is unlisted', async () => {
    const page = async () =>
      (
        await postJson(`${api}/Screen/category`, {
          slug: 'smart-rings',
          include: ['filters', 'products'],
          products: { offset: 0, limit: 1 },
        })
      ).body as { filters: { categories: Array<{ count: number }> }; products_total: number };
    const search = async () => ((await request(`${api}/Screen/search?q=aura`)).body as { total: number }).total;
    const lifestyles = (p: Awaited<ReturnType<typeof page>>) =>
      p.filters.categories.reduce((sum, c) => sum + c.count, 0);
    const before = await page();
    const found = await search();
    expect(found).toBeGreaterThan(0);
    const owner = await ownerToken(upstream);
    expect((await adminPost(upstream, '/Admin/Products/Update', owner, { id: RING, isListed: false })).status).toBe(
      200,
    );
    const after = await page();
    expect(after.products_total).toBe(before.products_total - 1);
    expect(lifestyles(after)).toBeLessThan(lifestyles(before));
    expect(await search()).toBe(found - 1);
    expect((await adminPost(upstream, '/Admin/Products/Update', owner, { id: RING, isListed: true })).status).toBe(200);
    expect((await page()).products_total).toBe(before.products_total);
  });

  it('keeps no refusal and nothing of a caller', async () => {
    for (let i = 0; i < 2; i += 1) {
      const refused = await request(`${api}/Screen/search?q=`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('x-catalog-cache')).toBeNull();
    }
    const token = await shopperLogin(api, AARAV.email);
    for (let i = 0; i < 2; i += 1) {
      const profile = await request(`${api}/CommonData/userprofile`, { headers: { authorization: `Bearer ${token}` } });
      expect(profile.status).toBe(200);
      expect(profile.headers.get('x-catalog-cache')).toBeNull();
    }
  });
});
