import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvLine,
  orderDateBounds,
  orderSearch,
  prefixUpperBound,
  shopDayStart,
} from './admin-order-filters.ts';

describe('orderSearch', () => {
  it('reads an order number or its beginning, in any case', () => {
    expect(orderSearch(' lum2511020001 ')).toEqual({ kind: 'orderNumber', prefix: 'LUM2511020001' });
    expect(orderSearch('LUM25')).toEqual({ kind: 'orderNumber', prefix: 'LUM25' });
  });

  it('reads an email exactly, lowercased', () => {
    expect(orderSearch('Priya@Example.com')).toEqual({ kind: 'email', email: 'priya@example.com' });
  });

  it('reads a mobile number with or without +91, spaces and dashes', () => {
    expect(orderSearch('9876543210')).toEqual({ kind: 'phone', phone: '9876543210' });
    expect(orderSearch('+91 98765 43210')).toEqual({ kind: 'phone', phone: '9876543210' });
    expect(orderSearch('98765-43210')).toEqual({ kind: 'phone', phone: '9876543210' });
  });

  it('otherwise looks for part of a name, with LIKE wildcards escaped', () => {
    expect(orderSearch('  priya   nair ')).toEqual({ kind: 'name', pattern: '%priya nair%' });
    expect(orderSearch('50%_off')).toEqual({ kind: 'name', pattern: '%50\\%\\_off%' });
    expect(orderSearch('LUM')).toEqual({ kind: 'name', pattern: '%LUM%' });
  });

  it('answers null for blank text', () => {
    expect(orderSearch('   ')).toBeNull();
  });

  it('bounds order numbers by prefix above every digit and letter', () => {
    const upper = prefixUpperBound('LUM25');
    expect('LUM2599999999' < upper).toBe(true);
    expect('LUM25ZZZ' < upper).toBe(true);
    expect('LUM26' < upper).toBe(false);
  });
});

describe('orderDateBounds', () => {
  it("starts a day at India's midnight (18:30 UTC the day before)", () => {
    expect(shopDayStart('2026-11-23')).toBe('2026-11-22T18:30:00.000Z');
  });

  it('includes the whole last day', () => {
    expect(orderDateBounds('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-10-31T18:30:00.000Z',
      before: '2026-11-30T18:30:00.000Z',
    });
    expect(orderDateBounds(undefined, '2026-12-31')).toEqual({ before: '2026-12-31T18:30:00.000Z' });
    expect(orderDateBounds(undefined, undefined)).toEqual({});
  });
});

describe('csvCell', () => {
  it('writes numbers plainly and quotes text with commas, quotes or line breaks', () => {
    expect(csvCell(17999.5)).toBe('17999.5');
    expect(csvCell('Nair, Priya')).toBe('"Nair, Priya"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
