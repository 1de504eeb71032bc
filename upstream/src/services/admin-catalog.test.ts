import { describe, expect, it } from 'vitest';
import { drawnBannerUrl, isOwnDrawing } from './admin-catalog.ts';

describe('a category banner’s own drawing', () => {
  it('has a new address for new text, the same for the same text', () => {
    const a = drawnBannerUrl('smart-rings', 4, 'Rings', 'For every day');
    expect(a).toMatch(/^\/images\/banners\/smart-rings-4-[0-9a-f]{8}\.svg$/);
    expect(drawnBannerUrl('smart-rings', 4, 'Rings', 'For every day')).toBe(a);
    expect(drawnBannerUrl('smart-rings', 4, 'Rings!', 'For every day')).not.toBe(a);
  });

  it('is the current picture unless that is a product banner, or this banner’s drawn address', () => {
    expect(
      isOwnDrawing('smart-rings', 4, '/images/banners/smart-rings-1.svg', '/images/banners/smart-rings-1.svg'),
    ).toBe(true);
    expect(isOwnDrawing('smart-rings', 4, '/images/banners/product-7.svg', '/images/banners/product-7.svg')).toBe(
      false,
    );
    // Another banner's seeded drawing is not this one's.
    expect(
      isOwnDrawing('smart-rings', 4, '/images/banners/smart-rings-2.svg', '/images/banners/smart-rings-1.svg'),
    ).toBe(false);
    const drawn = drawnBannerUrl('smart-rings', 4, 'a', 'b');
    expect(isOwnDrawing('smart-rings', 4, drawn, '/images/banners/product-7.svg')).toBe(true);
    expect(isOwnDrawing('smart-rings', 5, drawn, '/images/banners/product-7.svg')).toBe(false);
  });
});
