import { describe, expect, it } from 'vitest';
import { normaliseSearch } from './search-query.ts';

describe('normaliseSearch', () => {
  it('trims and collapses spaces', () => {
    expect(normaliseSearch('  aura   ring ')).toBe('aura ring');
  });
  it('is empty for blank or missing input', () => {
    expect(normaliseSearch('   ')).toBe('');
    expect(normaliseSearch(null)).toBe('');
    expect(normaliseSearch(undefined)).toBe('');
  });
  it('cuts to 100 characters', () => {
    expect(normaliseSearch('a'.repeat(150))).toHaveLength(100);
    expect(normaliseSearch(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });
});
