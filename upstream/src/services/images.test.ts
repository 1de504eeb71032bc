import { describe, expect, it } from 'vitest';
import { renderBanner, renderHighlightPicture, renderProductPicture } from './images.ts';

const base = {
  kind: 'watch',
  productName: 'Vertex Watch 5',
  model: 'VW-500',
  colorName: 'Ocean Blue',
  colorCode: '#1F5FA8',
  view: 1,
};

describe('renderProductPicture', () => {
  it('draws the device in the colour, differently per view', () => {
    const one = renderProductPicture(base);
    expect(one).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(one).toContain('#1f5fa8');
    expect(renderProductPicture({ ...base, view: 2 })).not.toBe(one);
  });

  it('draws each kind differently', () => {
    const kinds = [
      'ring',
      'watch',
      'earbuds',
      'headphones',
      'neckband',
      'gift-box',
      'charging-dock',
      'strap',
      'carry-case',
      'ear-tips',
      'ear-cushions',
      'cable',
    ];
    const pictures = new Set(
      kinds.map((kind) => renderProductPicture({ ...base, kind, productName: 'P', model: 'M' })),
    );
    expect(pictures.size).toBe(kinds.length);
  });

  it('escapes text and never lets a bad colour into the markup', () => {
    const svg = renderProductPicture({
      ...base,
      productName: '<script>alert(1)</script>',
      colorName: 'A "quoted" & <b>',
      colorCode: 'red" onload="x',
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('onload');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('#888888');
  });
});

describe('renderHighlightPicture and renderBanner', () => {
  it('show their caption and titles escaped', () => {
    expect(renderHighlightPicture({ ...base, caption: 'Dual-band GPS & maps' })).toContain('Dual-band GPS &amp; maps');
    const banner = renderBanner({
      kind: 'ring',
      label: 'Smart Rings',
      headline: 'Aura <Gen 3>',
      tagline: 'Sleep better',
      variant: 1,
    });
    expect(banner).toContain('SMART RINGS');
    expect(banner).toContain('Aura &lt;Gen 3&gt;');
  });
});
