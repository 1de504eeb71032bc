import { describe, expect, it } from 'vitest';
import { PARTNER_PAGE_MAX, PARTNER_PAGE_SIZE, partnerPageSizeParam, partnerPageWindow } from './paging.ts';

describe('partnerPageSizeParam', () => {
  it('reads the sizes the tables offer', () => {
    expect(partnerPageSizeParam('10')).toBe(10);
    expect(partnerPageSizeParam('20')).toBe(20);
  });

  it('answers the default for anything else', () => {
    for (const value of [null, undefined, '', '0', '5', '15', '20.5', '50', 'twenty'])
      expect(partnerPageSizeParam(value)).toBe(PARTNER_PAGE_SIZE);
    expect(PARTNER_PAGE_MAX).toBeGreaterThanOrEqual(20);
  });
});

describe('partnerPageWindow', () => {
  it('starts page 1 at row 0 and page 3 of 10 at row 20', () => {
    expect(partnerPageWindow(1, 10)).toEqual({ offset: 0, limit: 10 });
    expect(partnerPageWindow(3, 10)).toEqual({ offset: 20, limit: 10 });
  });
});
