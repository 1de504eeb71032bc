import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH } from './limits.ts';
import { normaliseSearchQuery, searchProducts } from './search.ts';

describe('normaliseSearchQuery', () => {
  it('trims and collapses blanks', () => {
    expect(normaliseSearchQuery('  aura   ring ')).toBe('aura ring');
  });

  it('is empty for blank or missing input', () => {
    expect(normaliseSearchQuery('   ')).toBe('');
    expect(normaliseSearchQuery(null)).toBe('');
    expect(normaliseSearchQuery(undefined)).toBe('');
  });

  it('cuts to 100 characters', () => {
    expect(SEARCH_QUERY_MAX_LENGTH).toBe(100);
    expect(normaliseSearchQuery('a'.repeat(150))).toHaveLength(100);
    expect(normaliseSearchQuery(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });
});

const items = [
  { name: 'Aura Ring Lite', model: 'AR-150', categoryName: 'Smart Rings' },
  { name: 'Aura Ring Gen 3', model: 'AR-300', categoryName: 'Smart Rings' },
  { name: 'Aura Ring Gen 3 Titanium Edition', model: 'AR-300TI', categoryName: 'Smart Rings' },
  { name: 'Vertex Watch 5', model: 'VW-500', categoryName: 'Smart Watches' },
  { name: 'Nimbus Buds 2', model: 'NB-200', categoryName: 'True Wireless Stereo' },
];
const models = (query: string) => searchProducts(items, query).map((i) => i.model);

describe('searchProducts', () => {
  it('puts the exact model first, then models starting with it', () => {
    expect(models('AR-300')).toEqual(['AR-300', 'AR-300TI']);
    expect(models('ar300')).toEqual(['AR-300', 'AR-300TI']);
  });

  it('matches names and categories, every word required', () => {
    expect(models('aura gen')).toEqual(['AR-300', 'AR-300TI']);
    expect(models('watches')).toEqual(['VW-500']);
    expect(models('ring titanium')).toEqual(['AR-300TI']);
    expect(models('ring watch')).toEqual([]);
  });

  it('answers nothing for a blank or punctuation-only query, and honours the limit', () => {
    expect(models('  ')).toEqual([]);
    expect(models('--')).toEqual([]);
    expect(searchProducts(items, 'ring', 2)).toHaveLength(2);
  });
});
