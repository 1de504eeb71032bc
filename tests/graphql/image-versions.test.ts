// Versioned picture addresses through the gateway: the catalog's picture addresses in GraphQL
// answers carry their drawing's version (`?v=`), the gateway serves them cached for good, an
// address without a version (or with an old one) still answers with a short max-age, and a changed
// drawing gets a new address. The gateway learns versions in the background (an answer never waits
// for them), so the first answers may carry plain addresses; here it asks again at every answer
// (TTL 0).
import { describe, expect, it } from 'vitest';
import { withTestDb } from '../support/database.ts';
import { useShop } from '../support/shop.ts';

const { upstream, gateway } = useShop({ gateway: { imageVersionTtlMs: 0 } });

const QUERY = `query Pictures($slug: String!) {
  category(slug: $slug) { banners { imageUrl } products { imageUrl } }
}`;
const VERSIONED = /^\/images\/(products|banners)\/[\w/-]+\.svg\?v=[\w-]{12}$/;

async function answer(): Promise<{ banners: string[]; products: string[] }> {
  const { body } = await gateway.untypedGraphql(QUERY, { slug: 'smart-rings' });
  expect(body.errors).toBeUndefined();
  const category = (body.data as { category: { banners: { imageUrl: string }[]; products: { imageUrl: string }[] } })
    .category;
  return { banners: category.banners.map((b) => b.imageUrl), products: category.products.map((p) => p.imageUrl) };
}

/** The picture addresses of the first answer whose addresses all carry a version (and pass `also`). */
async function pictures(also: (urls: { products: string[] }) => boolean = () => true) {
  let last = await answer();
  await expect
    .poll(
      async () => {
        last = await answer();
        return [...last.banners, ...last.products].every((url) => VERSIONED.test(url)) && also(last);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return last;
}

describe('picture addresses', () => {
  it('carry their version and are served cached for good', async () => {
    const { banners, products } = await pictures();
    expect(banners.length).toBeGreaterThan(0);
    expect(products.length).toBeGreaterThan(0);
    for (const url of [...banners, ...products]) expect(url).toMatch(VERSIONED);
    const answer = await fetch(`${gateway.url}${products[0]}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('etag')).toBe(`"${products[0]!.split('?v=')[1]}"`);
  });

  it('without a version or with an old one are still served, briefly cached', async () => {
    const [url] = (await pictures()).products;
    const plain = url!.split('?')[0]!;
    for (const address of [plain, `${plain}?v=AAAAAAAAAAAA`]) {
      const answer = await fetch(`${gateway.url}${address}`);
      expect(answer.status, address).toBe(200);
      expect(answer.headers.get('cache-control'), address).toBe('public, max-age=300');
    }
  });

  it('change when the drawing changes', async () => {
    const [before] = (await pictures()).products;
    const [, productId, colorId] = /^\/images\/products\/(\d+)\/(\d+)\//.exec(before!)!;
    const oldDrawing = await (await fetch(`${gateway.url}${before}`)).text();
    await withTestDb(upstream, (db) =>
      db.run('UPDATE product_colors SET color_code = ? WHERE id = ? AND product_id = ?', '#12ab34', colorId, productId),
    );
    const [after] = (await pictures(({ products }) => products[0] !== before)).products;
    expect(after).toMatch(VERSIONED);
    expect(after!.split('?')[0]).toBe(before!.split('?')[0]);
    expect(after).not.toBe(before);
    const fresh = await fetch(`${gateway.url}${after}`);
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const drawing = await fresh.text();
    expect(drawing).not.toBe(oldDrawing);
    expect(drawing).toContain('#12ab34');
    // The old address now names an old version: the new drawing, kept briefly.
    const stale = await fetch(`${gateway.url}${before}`);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await stale.text()).toBe(drawing);
  });
});
