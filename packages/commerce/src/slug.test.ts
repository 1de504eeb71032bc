import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it("turns ' - ' and spaces into hyphens, lowercased", () => {
    expect(slugify('Smart Rings')).toBe('smart-rings');
    expect(slugify('Aura Ring - Gen 3')).toBe('aura-ring-gen-3');
    expect(slugify('  AR-300  ')).toBe('ar-300');
  });

  it('takes a run of spaces as one hyphen, around a hyphen too', () => {
    expect(slugify('Aura Ring  -  Gen 3')).toBe('aura-ring-gen-3');
    expect(slugify('True   Wireless Stereo')).toBe('true-wireless-stereo');
  });
});
