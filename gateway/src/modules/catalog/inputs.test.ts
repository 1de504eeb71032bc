import { describe, expect, it } from 'vitest';
import {
  FILTER_MAX_VALUES,
  FILTER_VALUE_MAX_LENGTH,
  productFilterInput,
  RELATED_MAX,
  relatedCountInput,
} from './inputs.ts';

describe('relatedCountInput', () => {
  it('takes 0 to 20', () => {
    expect(RELATED_MAX).toBe(20);
    expect(relatedCountInput.parse(0)).toBe(0);
    expect(relatedCountInput.parse(20)).toBe(20);
  });

  it('refuses more than 20 and negatives, with the bound in the message', () => {
    expect(relatedCountInput.safeParse(21).error?.issues[0]?.message).toBe('first is at most 20.');
    expect(relatedCountInput.safeParse(100).success).toBe(false);
    expect(relatedCountInput.safeParse(-1).error?.issues[0]?.message).toBe('first cannot be negative.');
  });
});

describe('productFilterInput', () => {
  const values = (count: number, length = 5) => Array.from({ length: count }, (_, i) => `${i}`.padEnd(length, 'x'));

  it('takes up to 50 tags and colours of up to 100 characters', () => {
    const filter = { lifestyles: values(FILTER_MAX_VALUES), colors: values(1, FILTER_VALUE_MAX_LENGTH) };
    expect(productFilterInput.parse(filter)).toMatchObject(filter);
  });

  it('refuses a 51st value or a longer one', () => {
    expect(productFilterInput.safeParse({ colors: values(51) }).error?.issues[0]?.message).toBe(
      'At most 50 filter values.',
    );
    expect(productFilterInput.safeParse({ lifestyles: values(1, 101) }).error?.issues[0]?.message).toBe(
      'Filter values are at most 100 characters.',
    );
  });
});
