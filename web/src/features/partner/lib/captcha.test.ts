import { describe, expect, it } from 'vitest';
import { createCaptcha, isCaptchaSolved } from './captcha.ts';

describe('createCaptcha', () => {
  it('draws both numbers from 1 to 10', () => {
    expect(createCaptcha(() => 0)).toEqual({ a: 1, b: 1 });
    expect(createCaptcha(() => 0.9999)).toEqual({ a: 10, b: 10 });
    const values = [0.05, 0.55];
    expect(createCaptcha(() => values.shift()!)).toEqual({ a: 1, b: 6 });
  });
  it('stays in range with Math.random', () => {
    for (let i = 0; i < 200; i += 1) {
      const { a, b } = createCaptcha();
      expect(a).toBeGreaterThanOrEqual(1);
      expect(a).toBeLessThanOrEqual(10);
      expect(b).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(10);
    }
  });
});

describe('isCaptchaSolved', () => {
  const captcha = { a: 3, b: 7 };
  it('accepts the sum', () => {
    expect(isCaptchaSolved(captcha, '10')).toBe(true);
    expect(isCaptchaSolved(captcha, ' 10 ')).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isCaptchaSolved(captcha, '11')).toBe(false);
    expect(isCaptchaSolved(captcha, '')).toBe(false);
    expect(isCaptchaSolved(captcha, '10.0')).toBe(false);
    expect(isCaptchaSolved(captcha, '1e1')).toBe(false);
    expect(isCaptchaSolved(captcha, '3+7')).toBe(false);
  });
});
