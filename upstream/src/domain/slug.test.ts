import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Smart Rings')).toBe('smart-rings');
    expect(slugify('True Wireless Stereo')).toBe('true-wireless-stereo');
  });

  it("turns ' - ' into a single hyphen", () => {
    expect(slugify('Aura Ring - Titanium Edition')).toBe('aura-ring-titanium-edition');
  });

  it('keeps model codes readable', () => {
    expect(slugify('AR-300')).toBe('ar-300');
    expect(slugify('  VW-500 Pro ')).toBe('vw-500-pro');
  });

  it('is idempotent', () => {
    expect(slugify(slugify('Corporate Gifting'))).toBe('corporate-gifting');
  });
});
