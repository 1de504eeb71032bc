import { describe, expect, it } from 'vitest';
import { adviseRingSize, ringSizeChart, ringSizeRow, sizeAdviceText, RING_SIZES } from './ring-sizes.ts';

describe('ringSizeChart', () => {
  it('gives each shop size its US inner diameter and circumference in mm', () => {
    const chart = ringSizeChart();
    expect(chart.map((r) => r.size)).toEqual([...RING_SIZES]);
    expect(chart[0]).toEqual({ size: '6', diameterMm: 16.5, circumferenceMm: 51.9 });
    expect(chart.find((r) => r.size === '9')).toEqual({ size: '9', diameterMm: 18.9, circumferenceMm: 59.5 });
    expect(chart[chart.length - 1]).toEqual({ size: '13', diameterMm: 22.2, circumferenceMm: 69.7 });
  });

  it('grows by about 0.8 mm of diameter per size', () => {
    const chart = ringSizeChart();
    for (let i = 1; i < chart.length; i++) {
      const step = chart[i]!.diameterMm - chart[i - 1]!.diameterMm;
      expect(step).toBeGreaterThan(0.7);
      expect(step).toBeLessThan(0.95);
    }
  });

  it('keeps only the sizes asked for, smallest first, and leaves out what is not a size', () => {
    expect(ringSizeChart(['10', '8', 'XL', '', '9']).map((r) => r.size)).toEqual(['8', '9', '10']);
    expect(ringSizeRow('9.5')?.diameterMm).toBe(19.4);
    expect(ringSizeRow('-1')).toBeNull();
  });
});

describe('adviseRingSize', () => {
  it('names the size whose circumference the measurement matches', () => {
    expect(adviseRingSize(59.5)).toEqual({ kind: 'fits', size: '9' });
    expect(adviseRingSize(59.9)).toEqual({ kind: 'fits', size: '9' });
  });

  it('advises the larger of two sizes in between', () => {
    expect(adviseRingSize(61)).toEqual({ kind: 'between', smaller: '9', larger: '10', advised: '10' });
    expect(sizeAdviceText(adviseRingSize(61)!)).toBe('You are between sizes 9 and 10: choose 10.');
  });

  it('says when a measurement is outside the sizes offered', () => {
    expect(adviseRingSize(45)).toEqual({ kind: 'too-small', smallest: '6' });
    expect(adviseRingSize(75, ['6', '7'])).toEqual({ kind: 'too-large', largest: '7' });
    expect(adviseRingSize(Number.NaN)).toBeNull();
    expect(adviseRingSize(60, [])).toBeNull();
  });
});
