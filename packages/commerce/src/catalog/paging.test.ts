import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_NUMBER_MAX, pageCount, pageNumberParam, pageOffset } from './paging.ts';

describe('pageNumberParam', () => {
  it('reads whole page numbers from 1', () => {
    expect(pageNumberParam('1')).toBe(1);
    expect(pageNumberParam('7')).toBe(7);
    expect(pageNumberParam(String(PRODUCT_PAGE_NUMBER_MAX))).toBe(PRODUCT_PAGE_NUMBER_MAX);
  });

  it('answers page 1 for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      '0',
      '-2',
      '2.5',
      'two',
      '1e3',
      ' 3',
      String(PRODUCT_PAGE_NUMBER_MAX + 1),
    ])
      expect(pageNumberParam(value)).toBe(1);
  });
});

describe('pageOffset and pageCount', () => {
  it('places pages one after another', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3, 24)).toBe(48);
  });

  it('counts partial pages and never answers 0 pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });
});
