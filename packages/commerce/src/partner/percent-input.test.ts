import { describe, expect, it } from 'vitest';
import { isPercentTyping, percentText, readPercent, readPercentBoxes } from './percent-input.ts';

describe('percent boxes while typing', () => {
  it('take digits with at most one decimal point', () => {
    for (const text of ['', '12', '12.', '12.5', '.5']) expect(isPercentTyping(text)).toBe(true);
    for (const text of ['-1', '1.2.3', '1e3', '12a', ' 1']) expect(isPercentTyping(text)).toBe(false);
  });
});

describe('readPercent', () => {
  it('reads numbers and numeric text, held to 2 decimals', () => {
    expect(readPercent('12.5')).toEqual({ ok: true, value: 12.5 });
    expect(readPercent(' 10 ')).toEqual({ ok: true, value: 10 });
    expect(readPercent('10.')).toEqual({ ok: true, value: 10 });
    expect(readPercent('.5')).toEqual({ ok: true, value: 0.5 });
    expect(readPercent(0)).toEqual({ ok: true, value: 0 });
    expect(readPercent(10.004)).toEqual({ ok: true, value: 10 });
    expect(readPercent('10.005')).toEqual({ ok: true, value: 10.01 });
    expect(readPercent(100)).toEqual({ ok: true, value: 100 });
    expect(readPercent(100.004)).toEqual({ ok: true, value: 100 });
  });

  it('refuses blanks, signs, words and non-numbers as malformed', () => {
    for (const value of ['', '.', '-2', -1, 'ten', '5%', '1e1', Number.NaN, Number.POSITIVE_INFINITY, null, true]) {
      expect(readPercent(value)).toEqual({ ok: false, key: 'percent' });
    }
  });

  it('refuses more than 100 (after holding to 2 decimals)', () => {
    expect(readPercent(100.01)).toEqual({ ok: false, key: 'percentTooHigh' });
    expect(readPercent('150')).toEqual({ ok: false, key: 'percentTooHigh' });
  });

  it('shows a percent without trailing zeros', () => {
    expect(percentText(10)).toBe('10');
    expect(percentText(7.5)).toBe('7.5');
    expect(percentText(2.345)).toBe('2.35');
  });
});

describe('readPercentBoxes', () => {
  const texts = { masterPercent: '10', generalPercent: '', clientDiscount: '12' };

  it('reads the boxes asked for; the others count 0', () => {
    expect(readPercentBoxes(texts, ['masterPercent', 'clientDiscount'], 'invalid')).toEqual({
      ok: true,
      value: { masterPercent: 10, generalPercent: 0, clientDiscount: 12 },
    });
  });

  it('names the first blank box: malformed in the Modify modal, required in a nomination', () => {
    const all = ['masterPercent', 'generalPercent', 'clientDiscount'] as const;
    expect(readPercentBoxes(texts, all, 'invalid')).toEqual({
      ok: false,
      problem: { field: 'generalPercent', key: 'percent' },
    });
    expect(readPercentBoxes(texts, all, 'required')).toEqual({
      ok: false,
      problem: { field: 'generalPercent', key: 'generalPercentRequired' },
    });
    expect(readPercentBoxes({ ...texts, generalPercent: '-1' }, all, 'required')).toEqual({
      ok: false,
      problem: { field: 'generalPercent', key: 'percent' },
    });
  });
});
