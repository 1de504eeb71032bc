import { describe, expect, it } from 'vitest';
import { expiryToIso, issuedSessionSchema, profileSchema, registerAnswerSchema } from './schemas.ts';

describe('account REST shapes', () => {
  it('renames a login answer and reads its expiry as ISO 8601', () => {
    expect(issuedSessionSchema.parse({ token: 'a.b.c', expires: '2026-01-22T12:00:00Z' })).toEqual({
      token: 'a.b.c',
      expiresAt: '2026-01-22T12:00:00.000Z',
      deviceToken: null,
    });
    expect(issuedSessionSchema.parse({ token: 'a.b.c', expires: null, device_token: 'd' }).deviceToken).toBe('d');
    expect(issuedSessionSchema.safeParse({ token: '' }).success).toBe(false);
  });

  it('reads register 1 as "exists" and 0 as "created"', () => {
    expect(registerAnswerSchema.parse(1)).toBe(true);
    expect(registerAnswerSchema.parse('1')).toBe(true);
    expect(registerAnswerSchema.parse(0)).toBe(false);
    expect(registerAnswerSchema.safeParse({ ok: true }).success).toBe(false);
  });

  it('renames the profile, with blank contact fields as null', () => {
    expect(
      profileSchema.parse({
        id: 7,
        firstName: 'Priya',
        lastName: 'Sharma',
        email: '',
        phone: '9876543210',
        image: '/images/profiles/ab.png',
      }),
    ).toEqual({
      id: 7,
      firstName: 'Priya',
      lastName: 'Sharma',
      email: null,
      phone: '9876543210',
      imageUrl: '/images/profiles/ab.png',
    });
    expect(profileSchema.safeParse({ firstName: 'no id' }).success).toBe(false);
  });
});

describe('expiryToIso', () => {
  it('reads an ISO string, epoch seconds or epoch milliseconds', () => {
    expect(expiryToIso('2026-01-22T12:00:00.000Z')).toBe('2026-01-22T12:00:00.000Z');
    expect(expiryToIso(1_769_083_200)).toBe('2026-01-22T12:00:00.000Z');
    expect(expiryToIso(1_769_083_200_000)).toBe('2026-01-22T12:00:00.000Z');
  });

  it('gives null for nothing or garbage', () => {
    expect(expiryToIso(null)).toBeNull();
    expect(expiryToIso('')).toBeNull();
    expect(expiryToIso('next week')).toBeNull();
  });
});
