import { describe, expect, it } from 'vitest';
import { MAX_LABEL_LENGTH, OVERFLOW_LABEL, createLabelCap } from './label-cap.ts';

describe('createLabelCap', () => {
  it('keeps the first distinct values and counts every later new one as other', () => {
    const cap = createLabelCap(2);
    expect(cap('Home')).toBe('Home');
    expect(cap('Product')).toBe('Product');
    expect(cap('Cart')).toBe(OVERFLOW_LABEL);
    expect(cap('Home')).toBe('Home');
    expect(cap('Product')).toBe('Product');
  });

  it('cuts long values so one label stays small', () => {
    const cap = createLabelCap(10);
    expect(cap('x'.repeat(500))).toBe('x'.repeat(MAX_LABEL_LENGTH));
  });
});
