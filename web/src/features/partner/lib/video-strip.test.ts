import { describe, expect, it } from 'vitest';
import { isEmbeddableUrl, nextScrollLeft } from './video-strip.ts';

describe('nextScrollLeft', () => {
  it('moves one step at a time', () => {
    expect(nextScrollLeft(0, 600, 2000, 300)).toBe(300);
    expect(nextScrollLeft(300, 600, 2000, 300)).toBe(600);
  });
  it('stops at the end, then wraps to the start', () => {
    expect(nextScrollLeft(1200, 600, 2000, 300)).toBe(1400);
    expect(nextScrollLeft(1400, 600, 2000, 300)).toBe(0);
    expect(nextScrollLeft(1399.5, 600, 2000, 300)).toBe(0);
  });
  it('stays put when everything fits', () => {
    expect(nextScrollLeft(0, 1200, 1000, 300)).toBe(0);
  });
});

describe('isEmbeddableUrl', () => {
  it('accepts https embeds only', () => {
    expect(isEmbeddableUrl('https://www.youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isEmbeddableUrl('http://example.com/embed')).toBe(false);
    expect(isEmbeddableUrl('javascript:alert(1)')).toBe(false);
    expect(isEmbeddableUrl('not a url')).toBe(false);
  });
});
