import { describe, expect, it } from 'vitest';
import {
  galleryForStrap,
  chooseColor,
  defaultSize,
  highlightsForColor,
  imagesForColor,
  initialSelection,
  isSized,
  stockFor,
} from './product-selection.ts';

const black = {
  id: '1011',
  name: 'Midnight Black',
  stock: 7,
  stockOptions: [
    { size: '6', stock: 0 },
    { size: '7', stock: 3 },
    { size: '8', stock: 4 },
  ],
  straps: [],
};
const gold = { id: '1012', name: 'Rose Gold', stock: 2, stockOptions: [{ size: '6', stock: 2 }], straps: [] };
const watch = {
  id: '2011',
  name: 'Silver',
  stock: 5,
  stockOptions: [{ size: null, stock: 5 }],
  straps: [
    { id: 's1', color: 'Black', isDefault: false },
    { id: 's2', color: 'Blue', isDefault: true },
  ],
};

describe('defaults', () => {
  it('starts with the first colour, its first size in stock and quantity 1', () => {
    expect(initialSelection([black, gold])).toEqual({
      colorId: '1011',
      size: '7',
      strapId: null,
      quantity: 1,
      addOnIds: [],
      offerIds: [],
    });
  });
  it('takes the first stock entry when it is in stock', () => {
    expect(defaultSize(gold)).toBe('6');
  });
  it('has no size for products without sizes and preselects the default strap', () => {
    expect(isSized(watch)).toBe(false);
    expect(initialSelection([watch])).toMatchObject({ size: null, strapId: 's2' });
  });
  it('copes with a product without colours', () => {
    expect(initialSelection([])).toMatchObject({ colorId: null, size: null });
  });
});

describe('chooseColor', () => {
  it('resets the size to the new colour default and keeps quantity and add-ons', () => {
    const start = { ...initialSelection([black, gold]), size: '8', quantity: 3, addOnIds: ['150'] };
    expect(chooseColor(start, [black, gold], '1012')).toEqual({
      colorId: '1012',
      size: '6',
      strapId: null,
      quantity: 3,
      addOnIds: ['150'],
      offerIds: [],
    });
  });
  it('ignores an unknown colour', () => {
    const start = initialSelection([black]);
    expect(chooseColor(start, [black], 'nope')).toBe(start);
  });
});

describe('stockFor', () => {
  it('reads the stock of the chosen size', () => {
    expect(stockFor(black, '6')).toBe(0);
    expect(stockFor(black, '8')).toBe(4);
    expect(stockFor(black, null)).toBe(0);
  });
  it('reads the single entry of unsized products', () => {
    expect(stockFor(watch, null)).toBe(5);
    expect(stockFor(undefined, null)).toBe(0);
  });
});

describe('pictures by colour', () => {
  const images = [
    { url: 'a', colorName: 'Midnight Black' },
    { url: 'b', colorName: 'Rose Gold' },
    { url: 'c', colorName: null },
  ];
  it('keeps the chosen colour', () => {
    expect(imagesForColor(images, 'Rose Gold').map((i) => i.url)).toEqual(['b']);
  });
  it('falls back to untagged, then all', () => {
    expect(imagesForColor(images, 'Silver').map((i) => i.url)).toEqual(['c']);
    expect(imagesForColor(images.slice(0, 2), 'Silver').map((i) => i.url)).toEqual(['a', 'b']);
  });
  it('filters highlights by colour, keeping untagged ones', () => {
    expect(highlightsForColor(images, 'Midnight Black').map((i) => i.url)).toEqual(['a', 'c']);
  });
});

describe('galleryForStrap', () => {
  const views = [{ url: '/images/products/1/1/1.svg' }, { url: '/images/products/1/1/2.svg' }];

  it("puts the picture of a strap other than the case's own first", () => {
    expect(galleryForStrap(views, { isDefault: false, imageUrl: '/images/straps/7.svg' })).toEqual([
      { url: '/images/straps/7.svg' },
      ...views,
    ]);
  });

  it('keeps the views as they are for the default strap, no strap or a strap without a picture', () => {
    expect(galleryForStrap(views, { isDefault: true, imageUrl: '/images/straps/6.svg' })).toBe(views);
    expect(galleryForStrap(views, null)).toBe(views);
    expect(galleryForStrap(views, { isDefault: false, imageUrl: null })).toBe(views);
  });
});
