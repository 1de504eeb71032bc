import { describe, expect, it } from 'vitest';
import {
  loginSessionSchema,
  otpSessionSchema,
  profileSchema,
  profileUpdatedSchema,
  userExistsSchema,
} from './mapping.ts';

const tokenAnswer = { token: 'a.b.c', expires: '2026-01-22T12:00:00.000Z', device_token: 'd-1' };

describe('account answers', () => {
  it('renames a login or OTP answer to the issued session', () => {
    const session = { token: 'a.b.c', expiresAt: '2026-01-22T12:00:00.000Z', deviceToken: 'd-1' };
    expect(loginSessionSchema.parse(tokenAnswer)).toEqual(session);
    expect(otpSessionSchema.parse(tokenAnswer)).toEqual(session);
  });

  it('rejects a session answer that breaks the contract', () => {
    const { device_token: _, ...withoutDeviceToken } = tokenAnswer;
    expect(loginSessionSchema.safeParse(withoutDeviceToken).success).toBe(false);
    expect(otpSessionSchema.safeParse({ ...tokenAnswer, expires: 1_769_083_200 }).success).toBe(false);
  });

  it('reads register 1 as "exists" and 0 as "created"', () => {
    expect(userExistsSchema.parse(1)).toBe(true);
    expect(userExistsSchema.parse(0)).toBe(false);
    expect(userExistsSchema.safeParse('1').success).toBe(false);
    expect(userExistsSchema.safeParse({ ok: true }).success).toBe(false);
  });

  it('renames the profile, with blank or missing contact fields and image as null', () => {
    expect(
      profileSchema.parse({
        id: 7,
        firstName: 'Priya',
        lastName: 'Sharma',
        email: '',
        phone: ' 9876543210 ',
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
    expect(
      profileSchema.parse({ id: 8, firstName: 'Ravi', lastName: '', email: 'r@x.in', phone: null, image: null }),
    ).toEqual({ id: 8, firstName: 'Ravi', lastName: '', email: 'r@x.in', phone: null, imageUrl: null });
    expect(profileSchema.safeParse({ id: 9, firstName: 'no last name', email: null, phone: null }).success).toBe(false);
  });

  it("reads a profile update's message, blank as none", () => {
    expect(profileUpdatedSchema.parse({ message: ' Profile Updated Successfully ' })).toBe(
      'Profile Updated Successfully',
    );
    expect(profileUpdatedSchema.parse({ message: '' })).toBeNull();
    expect(profileUpdatedSchema.safeParse({}).success).toBe(false);
  });
});
