import { describe, expect, it } from 'vitest';
import { refusesToken } from './auth-link.ts';

describe('refusesToken', () => {
  it('reads a null viewer as a refused token', () => {
    expect(refusesToken({ data: { viewer: null, categories: [] } })).toBe(true);
  });
  it('keeps the session when the viewer is there or not asked for', () => {
    expect(refusesToken({ data: { viewer: { id: '1' } } })).toBe(false);
    expect(refusesToken({ data: { categories: [] } })).toBe(false);
    expect(refusesToken({ data: null })).toBe(false);
  });
  it('keeps the session when the viewer is null because its load failed', () => {
    const errors = [
      { message: 'Error fetching profile data.', path: ['viewer'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
    ];
    expect(refusesToken({ data: { viewer: null }, errors })).toBe(false);
  });
  it('reads UNAUTHENTICATED as a refused token', () => {
    expect(refusesToken({ data: null, errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(
      true,
    );
  });
  it('keeps the shopper session when only the partner token was refused', () => {
    const errors = [{ message: 'x', path: ['partner'], extensions: { code: 'UNAUTHENTICATED', realm: 'partner' } }];
    expect(refusesToken({ data: null, errors })).toBe(false);
    expect(refusesToken({ data: { viewer: { id: '1' } }, errors })).toBe(false);
  });
  it('still drops the shopper token when a shopper error comes with a partner one', () => {
    const errors = [
      { message: 'x', extensions: { code: 'UNAUTHENTICATED', realm: 'partner' } },
      { message: 'y', extensions: { code: 'UNAUTHENTICATED' } },
    ];
    expect(refusesToken({ data: null, errors })).toBe(true);
  });
});
