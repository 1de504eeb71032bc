import { describe, expect, it } from 'vitest';
import { redact, redisUrlSetting } from './redis-url.ts';

describe('redisUrlSetting', () => {
  it('is undefined when REDIS_URL is unset or blank: limits stay in memory', () => {
    expect(redisUrlSetting({})).toBeUndefined();
    expect(redisUrlSetting({ REDIS_URL: '  ' })).toBeUndefined();
  });

  it('reads redis:// and rediss:// URLs', () => {
    expect(redisUrlSetting({ REDIS_URL: ' redis://127.0.0.1:6379/0 ' })).toBe('redis://127.0.0.1:6379/0');
    expect(redisUrlSetting({ REDIS_URL: 'rediss://:secret@cache.internal:6380' })).toBe(
      'rediss://:secret@cache.internal:6380',
    );
  });

  it('stops the start on anything else, without printing the password', () => {
    expect(() => redisUrlSetting({ REDIS_URL: 'http://cache:6379' })).toThrow(/^REDIS_URL must be/);
    expect(() => redisUrlSetting({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => redisUrlSetting({ REDIS_URL: 'postgres://u:hunter2@db/x' })).toThrow(/u:\*\*\*@db/);
  });
});

describe('redact', () => {
  it('hides the password of a URL', () => {
    expect(redact('redis://user:pw@host:6379')).toBe('redis://user:***@host:6379');
    expect(redact('redis://:pw@host')).toBe('redis://:***@host');
    expect(redact('redis://host:6379')).toBe('redis://host:6379');
  });
});
