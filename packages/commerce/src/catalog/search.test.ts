import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH } from './limits.ts';
import { normaliseSearchQuery } from './search.ts';

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
