import { describe, expect, it } from 'vitest';
import { gstSplit, isInterState } from './gst.ts';

describe('GST split (tax inclusive)', () => {
  it('halves into CGST and SGST inside Karnataka, CGST taking the odd paisa', () => {
    // tax = 15698.15 x 18 / 118 = 2394.6330... -> 2394.63 (239,463 paise, odd); basic 13303.52
    expect(gstSplit(15698.15, 18, false)).toEqual({
      percent: 18,
      taxable: 13303.52,
      tax: 2394.63,
      cgst: 1197.32,
      sgst: 1197.31,
      igst: 0,
      interState: false,
    });
    // an even tax splits evenly: 21696.15 x 18 / 118 = 3309.5822... -> 3309.58
    expect(gstSplit(21696.15, 18, false)).toMatchObject({ tax: 3309.58, cgst: 1654.79, sgst: 1654.79 });
  });

  it('is all IGST in another state', () => {
    // 5998 x 18 / 118 = 914.949... -> 914.95; basic 5083.05
    expect(gstSplit(5998, 18, true)).toEqual({
      percent: 18,
      taxable: 5083.05,
      tax: 914.95,
      cgst: 0,
      sgst: 0,
      igst: 914.95,
      interState: true,
    });
    expect(gstSplit(118, 18, true)).toMatchObject({ taxable: 100, tax: 18 });
  });

  it('takes no tax at 0 %', () => {
    expect(gstSplit(999.99, 0, false)).toMatchObject({ taxable: 999.99, tax: 0, cgst: 0, sgst: 0 });
  });

  it("knows the seller's state, ignoring case and blanks", () => {
    expect(isInterState('Karnataka')).toBe(false);
    expect(isInterState(' KARNATAKA ')).toBe(false);
    expect(isInterState('Maharashtra')).toBe(true);
    expect(isInterState('Maharashtra', 'maharashtra')).toBe(false);
  });
});
