// Search through the gateway against a real upstream: synonyms, typos with their correction,
// the results page's filters and the header box's suggestions.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import { SearchFilteredDocument, SuggestionsDocument } from './generated/graphql.ts';

const { gateway } = useShop();

async function search(query: string, filter?: { categoryId?: string; minPrice?: number; maxPrice?: number }) {
  const { body } = await gateway.graphql(SearchFilteredDocument, { query, filter, first: 96 });
  expect(body.errors).toBeUndefined();
  return body.data!.productSearchPage;
}

describe('productSearchPage', () => {
  it('finds earbuds by their shoppers’ word and headphones misspelt, saying what it understood', async () => {
    const earbuds = await search('earbuds');
    expect(earbuds.totalCount).toBeGreaterThan(3);
    expect(earbuds.nodes[0]?.categoryName).toBe('True Wireless Stereo');
    expect(earbuds.correctedQuery).toBeNull();
    const misspelt = await search('hedphones');
    expect(misspelt.correctedQuery).toBe('headphones');
    expect(misspelt.nodes.map((p) => p.categoryName)).toContain('Headphones');
  });

  it('filters by category and price, with the categories of all matches', async () => {
    const all = await search('smart');
    const watches = all.categories.find((c) => c.name === 'Smart Watches')!;
    const only = await search('smart', { categoryId: watches.id });
    expect(only.totalCount).toBe(watches.count);
    expect(new Set(only.nodes.map((p) => p.categoryName))).toEqual(new Set(['Smart Watches']));
    const cheap = await search('smart', { maxPrice: 3000 });
    expect(cheap.nodes.every((p) => p.price.amount <= 3000)).toBe(true);
    expect(cheap.totalCount).toBeLessThan(all.totalCount);
  });

  it('refuses a malformed filter with BAD_USER_INPUT', async () => {
    for (const filter of [{ categoryId: 'x' }, { minPrice: -1 }, { minPrice: 500, maxPrice: 100 }]) {
      const { body } = await gateway.graphql(SearchFilteredDocument, { query: 'ring', filter });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(filter)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('searchSuggestions', () => {
  it('suggests categories and products for what is typed, each with where it leads', async () => {
    const { body } = await gateway.graphql(SuggestionsDocument, { query: 'headph' });
    expect(body.errors).toBeUndefined();
    const suggestions = body.data!.searchSuggestions;
    expect(suggestions[0]).toEqual({ kind: 'CATEGORY', text: 'Headphones', model: null, href: '/category/headphones' });
    const product = suggestions.find((s) => s.kind === 'PRODUCT')!;
    expect(product.href).toMatch(/^\/product\/headphones\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(suggestions.length).toBeLessThanOrEqual(6);
  });

  it('answers a blank query with no call and refuses too many', async () => {
    const blank = await gateway.graphql(SuggestionsDocument, { query: '  ' });
    expect(blank.body.data!.searchSuggestions).toEqual([]);
    expect(blank.headers.get('x-upstream-calls')).toBe('0');
    const many = await gateway.graphql(SuggestionsDocument, { query: 'ring', first: 11 });
    expect(many.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
