// Anonymous GET answers of public queries may be kept by a CDN or the browser; anything with a
// session, a private field, a mutation or an error may not, and every GET varies on the session
// headers (graphql/public-cache-plugin.ts).
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';

const { gateway } = useShop();

async function get(query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) {
  const params = new URLSearchParams({ query });
  if (variables) params.set('variables', JSON.stringify(variables));
  const response = await fetch(`${gateway.url}/graphql?${params.toString()}`, {
    headers: { 'apollo-require-preflight': 'true', ...headers },
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  return {
    status: response.status,
    body,
    cache: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
  };
}

const CATALOG = `query Catalog($slug: String!) {
  ...Menu
  category(slug: $slug) { name productPage(first: 2) { totalCount nodes { name } } }
}
fragment Menu on Query { categories { name } offerBanners }`;

describe('HTTP caching of GraphQL answers', () => {
  it('lets shared caches keep an anonymous GET of public fields, through fragments', async () => {
    const answer = await get(CATALOG, {}, { slug: 'smart-rings' });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.cache).toBe('public, max-age=30');
    expect(answer.vary).toMatch(/authorization/i);
    expect(answer.vary).toMatch(/x-partner-token/i);
    expect(answer.vary).toMatch(/x-operator-token/i);
  });

  it('keeps anything with a session, a private field or an error out of shared caches', async () => {
    expect((await get(CATALOG, { authorization: 'Bearer anything' }, { slug: 'smart-rings' })).cache).toBe(
      'private, no-store',
    );
    expect((await get(CATALOG, { 'x-partner-token': 'anything' }, { slug: 'smart-rings' })).cache).toBe(
      'private, no-store',
    );
    const withViewer = await get('{ categories { name } viewer { id } }');
    expect(withViewer.body.errors).toBeUndefined();
    expect(withViewer.cache).toBe('private, no-store');
    const refused = await get('{ category(slug: "smart-rings") { productPage(first: 500) { totalCount } } }');
    expect(refused.body.errors).toBeDefined();
    expect(refused.cache).toBe('private, no-store');
  });

  it('sends no cache header on POST answers, which HTTP caches do not keep', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories { name } }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
