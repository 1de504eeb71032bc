import { describe, expect, it } from 'vitest';
import { isCaptchaSolved } from './captcha.ts';

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
