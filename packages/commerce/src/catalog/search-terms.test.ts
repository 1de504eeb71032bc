import { describe, expect, it } from 'vitest';
import {
  SEARCH_SYNONYMS,
  compactTerm,
  correctedTerm,
  editDistance,
  hasSynonyms,
  maxTypoEdits,
  searchTerms,
  synonymsOf,
} from './search-terms.ts';

describe('searchTerms', () => {
  it('cuts text into lower-case runs of letters and digits', () => {
    expect(searchTerms('Aura Ring Gen-3 (AR-300)')).toEqual(['aura', 'ring', 'gen', '3', 'ar', '300']);
    expect(searchTerms('  — ')).toEqual([]);
    expect(searchTerms('Café')).toEqual(['cafe']);
    expect(compactTerm('AR-300')).toBe('ar300');
  });
});

describe('synonymsOf', () => {
  it('gives the word itself first, then its reviewed synonyms as terms to find together', () => {
    const earbuds = synonymsOf('earbuds');
    expect(earbuds[0]).toEqual(['earbuds']);
    expect(earbuds).toContainEqual(['tws']);
    expect(earbuds).toContainEqual(['true', 'wireless']);
    expect(synonymsOf('Headset')).toContainEqual(['headphones']);
    expect(synonymsOf('smartwatch')).toContainEqual(['watch']);
    expect(synonymsOf('ring')).toContainEqual(['smart', 'ring']);
  });

  it('is the word alone when it has no synonyms', () => {
    expect(synonymsOf('vertex')).toEqual([['vertex']]);
    expect(hasSynonyms('vertex')).toBe(false);
    expect(hasSynonyms('TWS')).toBe(true);
  });

  it('keeps groups lower-case, single-spaced and free of repeats', () => {
    for (const group of SEARCH_SYNONYMS) {
      expect(new Set(group).size).toBe(group.length);
      for (const entry of group) expect(entry).toBe(searchTerms(entry).join(' '));
    }
  });
});

describe('maxTypoEdits', () => {
  it('scales the typos a word may hold with its length', () => {
    expect(maxTypoEdits('anc')).toBe(0);
    expect(maxTypoEdits('ring')).toBe(1);
    expect(maxTypoEdits('earbuds')).toBe(1);
    expect(maxTypoEdits('hedphones')).toBe(2);
  });

  it('allows none in a word with digits (models, sizes)', () => {
    expect(maxTypoEdits('ar300')).toBe(0);
    expect(maxTypoEdits('gen3pro')).toBe(0);
  });
});

describe('editDistance', () => {
  it('counts letters added, left out or changed', () => {
    expect(editDistance('hedphones', 'headphones')).toBe(1);
    expect(editDistance('wacth', 'watch')).toBe(2);
    expect(editDistance('ring', 'ring')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops past the limit', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcd', 1)).toBe(2);
  });
});

describe('correctedTerm', () => {
  const vocabulary = new Map([
    ['headphones', 12],
    ['headphone', 1],
    ['watch', 9],
    ['match', 1],
    ['ring', 5],
  ]);

  it('gives the nearest known word within the typo allowance, the commoner on a tie', () => {
    expect(correctedTerm('hedphones', vocabulary)).toBe('headphones');
    expect(correctedTerm('wtch', vocabulary)).toBe('watch');
    expect(correctedTerm('xatch', vocabulary)).toBe('watch');
  });

  it('gives null for a known word, the start of one when typing, or nothing near', () => {
    expect(correctedTerm('ring', vocabulary)).toBeNull();
    expect(correctedTerm('headp', vocabulary, true)).toBeNull();
    expect(correctedTerm('zzzzzz', vocabulary)).toBeNull();
    expect(correctedTerm('rng', vocabulary)).toBeNull();
  });
});
