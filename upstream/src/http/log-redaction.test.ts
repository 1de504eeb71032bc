import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('masks one-time codes and tokens in query strings, whatever their case', () => {
    expect(redactUrl('/api/SMS/ValidateOTP?OTP=123456&mobile=9876543210')).toBe(
      '/api/SMS/ValidateOTP?OTP=***&mobile=9876543210',
    );
    expect(redactUrl('/reset-password?token=abc-def&x=1')).toBe('/reset-password?token=***&x=1');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
