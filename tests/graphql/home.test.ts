// The home screen and the site-wide data (offer banners, version) through the gateway, against a
// real upstream on a temporary database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type StartedGateway } from '../support/gateway.ts';
import { startUpstream } from '../support/upstream.ts';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: StartedGateway;

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startGateway({ upstreamUrl: upstream.url });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

describe('home', () => {
  it('gives the SEO and each category with its first 4 featured products, in 2 rounds', async () => {
    const { headers, body } = await gateway.graphql(`query HomeScreen {
      offerBanners
      categories { id name path }
      home {
        seo { title description keywords }
        sections { category { id name slug path } products { id name path price { formatted } imageUrl } }
      }
    }`);
    expect(body.errors).toBeUndefined();
    const { home, categories } = body.data;
    expect(home.seo.title).not.toBe('');
    expect(home.sections.map((s: { category: { id: string } }) => s.category.id)).toEqual(
      categories.map((c: { id: string }) => c.id),
    );

    const featured = await fetch(`${upstream.url}/api/Product/category_page_data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cat_id: Number(home.sections[0].category.id) }),
    }).then((response) => response.json() as Promise<Array<{ product_id: number }>>);
    expect(home.sections[0].products.map((p: { id: string }) => p.id)).toEqual(
      featured.slice(0, 4).map((p) => String(p.product_id)),
    );
    for (const section of home.sections) {
      expect(section.products.length).toBeGreaterThan(0);
      expect(section.products.length).toBeLessThanOrEqual(4);
      for (const product of section.products)
        expect(product.path.startsWith(`/product/${section.category.slug}/`)).toBe(true);
    }

    expect(headers.get('x-upstream-rounds')).toBe('2');
    // main_offer, Get_category, HomepageSEO, then category_page_data per category
    expect(headers.get('x-upstream-calls')).toBe(String(3 + categories.length));
  });
});

describe('site-wide data', () => {
  it('gives the offer banners as HTML strings', async () => {
    const { body } = await gateway.graphql('{ offerBanners }');
    expect(body.data.offerBanners.length).toBeGreaterThan(0);
    expect(body.data.offerBanners.some((html: string) => /<[a-z]+/.test(html))).toBe(true);
  });

  it('gives the gateway version without calling upstream', async () => {
    const { headers, body } = await gateway.graphql('{ gatewayVersion }');
    expect(body.data.gatewayVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(headers.get('x-upstream-calls')).toBe('0');
    expect(headers.get('x-upstream-rounds')).toBe('0');
  });
});
