import { describe, expect, it } from 'vitest';
import {
  checkLine,
  combineLines,
  guestCartLines,
  lineId,
  mergeCarts,
  sameLine,
  usableGuestLines,
  type CatalogFacts,
  type CartLine,
} from './lines.ts';

const line = (
  productId: number,
  colorId: number,
  quantity: number,
  size = '',
  strapId = 0,
  offerIds: number[] = [],
): CartLine => ({
  productId,
  colorId,
  size,
  strapId,
  offerIds,
  quantity,
});

const facts: CatalogFacts = {
  products: new Map([
    [101, { hasSizes: true }],
    [201, { hasSizes: false }],
  ]),
  colors: new Map([
    [1011, { productId: 101 }],
    [1013, { productId: 101 }],
    [2011, { productId: 201 }],
    [2012, { productId: 201 }],
  ]),
  stock: new Map([
    [
      1011,
      new Map([
        ['6', 0],
        ['8', 6],
      ]),
    ],
    [1013, new Map([['8', 0]])],
    [2011, new Map([['', 14]])],
  ]),
  straps: new Map([
    [1, { colorId: 2011 }],
    [5, { colorId: 2012 }],
  ]),
  offers: new Map([[101, new Set([151, 152])]]),
};

describe('line identity', () => {
  it('joins product, colour, size and strap', () => {
    expect(lineId(line(101, 1011, 1, '8'))).toBe('101-1011-8-0');
    expect(lineId(line(201, 2011, 1, '', 3))).toBe('201-2011--3');
  });

  it('adds the chosen offers in ascending order, so the same choice names the same line', () => {
    expect(lineId(line(101, 1011, 1, '8', 0, [152, 151]))).toBe('101-1011-8-0-151+152');
    expect(sameLine(line(101, 1011, 1, '8', 0, [152, 151]), line(101, 1011, 2, '8', 0, [151, 152]))).toBe(true);
    expect(sameLine(line(101, 1011, 1, '8', 0, [151]), line(101, 1011, 1, '8'))).toBe(false);
  });
});

describe('chosen offers', () => {
  it("accepts the product's own offers, each once, and sorts them", () => {
    expect(checkLine(facts, line(101, 1011, 1, '8', 0, [152, 151]))).toMatchObject({
      ok: true,
      key: { offerIds: [151, 152] },
    });
    expect(checkLine(facts, line(101, 1011, 1, '8'))).toMatchObject({ ok: true, key: { offerIds: [] } });
  });

  it("refuses another product's offer, an unknown id and a duplicate", () => {
    expect(checkLine(facts, line(201, 2011, 1, '', 0, [151]))).toEqual({ ok: false, problem: 'offerNotFound' });
    expect(checkLine(facts, line(101, 1011, 1, '8', 0, [999]))).toEqual({ ok: false, problem: 'offerNotFound' });
    expect(checkLine(facts, line(101, 1011, 1, '8', 0, [151, 151]))).toEqual({ ok: false, problem: 'offerNotFound' });
  });

  it('keeps a guest line but drops offers its product no longer has', () => {
    expect(guestCartLines(facts, [line(101, 1011, 2, '8', 0, [999, 151, 151])])).toEqual([
      line(101, 1011, 2, '8', 0, [151]),
    ]);
  });

  it('keeps lines with and without the offer apart when merging', () => {
    const result = mergeCarts([line(101, 1011, 1, '8')], [line(101, 1011, 2, '8', 0, [151])]);
    expect(result.changed).toEqual([line(101, 1011, 2, '8', 0, [151])]);
  });
});

describe('mergeCarts', () => {
  it('adds local quantities to server lines, creates new lines and caps at 5 with a report', () => {
    const server = [line(101, 1011, 3, '8'), line(201, 2011, 5)];
    const local = [line(101, 1011, 1, '8'), line(101, 1011, 3, '8'), line(201, 2011, 1), line(201, 2011, 2, '', 1)];
    const result = mergeCarts(server, local);
    expect(result.changed).toEqual([line(101, 1011, 5, '8'), line(201, 2011, 2, '', 1)]);
    expect(result.capped).toEqual([
      { key: { productId: 101, colorId: 1011, size: '8', strapId: 0, offerIds: [] }, requested: 7, kept: 5 },
      { key: { productId: 201, colorId: 2011, size: '', strapId: 0, offerIds: [] }, requested: 6, kept: 5 },
    ]);
  });

  it('combines duplicate local lines first', () => {
    expect(combineLines([line(201, 2011, 1), line(201, 2011, 2)])).toEqual([line(201, 2011, 3)]);
  });

  it('sends on guest lines of at least one unit', () => {
    expect(usableGuestLines([line(201, 2011, 0), line(301, 3013, 2)])).toEqual([line(301, 3013, 2)]);
  });
});

describe('checkLine', () => {
  it('accepts a sized line with a known size and reports its stock', () => {
    expect(checkLine(facts, line(101, 1011, 1, ' 8 '))).toEqual({
      ok: true,
      key: { productId: 101, colorId: 1011, size: '8', strapId: 0, offerIds: [] },
      stock: 6,
    });
    expect(checkLine(facts, line(101, 1011, 1, '6'))).toMatchObject({ ok: true, stock: 0 });
  });

  it('drops the size of an unsized product and checks the strap belongs to the colour', () => {
    expect(checkLine(facts, line(201, 2011, 1, '9', 1))).toEqual({
      ok: true,
      key: { productId: 201, colorId: 2011, size: '', strapId: 1, offerIds: [] },
      stock: 14,
    });
    expect(checkLine(facts, line(201, 2011, 1, '', 5))).toEqual({ ok: false, problem: 'strapNotFound' });
  });

  it('refuses unknown products, colours of another product and missing or unknown sizes', () => {
    expect(checkLine(facts, line(999, 1011, 1))).toEqual({ ok: false, problem: 'productNotFound' });
    expect(checkLine(facts, line(101, 2011, 1, '8'))).toEqual({ ok: false, problem: 'colorNotFound' });
    expect(checkLine(facts, line(101, 1011, 1))).toEqual({ ok: false, problem: 'sizeUnavailable' });
    expect(checkLine(facts, line(101, 1011, 1, '14'))).toEqual({ ok: false, problem: 'sizeUnavailable' });
  });
});

describe('guestCartLines', () => {
  it('keeps valid lines only, combined and clamped to 1-5', () => {
    const local = [
      line(101, 1011, 9, '8'),
      line(999, 9991, 1),
      line(201, 2011, 0),
      line(201, 2011, 1, 'x'),
      line(101, 1011, 1),
    ];
    expect(guestCartLines(facts, local)).toEqual([line(101, 1011, 5, '8'), line(201, 2011, 1)]);
  });
});
