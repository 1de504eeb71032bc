import { describe, expect, it } from 'vitest';
import {
  canMailPartnerReset,
  isAcceptablePartnerPassword,
  isPartnerLoginLocked,
  maskAadhaar,
  parseAadhaarInput,
  partnerCode,
  partnerResetLink,
  referralLink,
} from './partner-rules.ts';

describe('partner codes', () => {
  it('are V5M or V5G and 1000 + the id', () => {
    expect(partnerCode(1, 1)).toBe('V5M1001');
    expect(partnerCode(2, 3)).toBe('V5G1003');
    expect(partnerCode(2, 12345)).toBe('V5G13345');
  });
});

describe('links', () => {
  it('point the referral link at the storefront with ?ref={code}, whatever the trailing slash', () => {
    expect(referralLink('https://shop.example', 'V5M1001')).toBe('https://shop.example/?ref=V5M1001');
    expect(referralLink('https://shop.example/', 'V5G1002')).toBe('https://shop.example/?ref=V5G1002');
  });

  it('point the reset link at the portal page with the token encoded', () => {
    expect(partnerResetLink('http://localhost:4000/', 'a+b/c')).toBe(
      'http://localhost:4000/cp/forgotpassword?token=a%2Bb%2Fc',
    );
  });
});

describe('limits', () => {
  it('lock a login at the fifth failure in the window', () => {
    expect(isPartnerLoginLocked(4)).toBe(false);
    expect(isPartnerLoginLocked(5)).toBe(true);
  });

  it('allow five reset mails per window', () => {
    expect(canMailPartnerReset(4)).toBe(true);
    expect(canMailPartnerReset(5)).toBe(false);
  });

  it('accept passwords of 8 to 64 characters', () => {
    expect(isAcceptablePartnerPassword('1234567')).toBe(false);
    expect(isAcceptablePartnerPassword('12345678')).toBe(true);
    expect(isAcceptablePartnerPassword('x'.repeat(64))).toBe(true);
    expect(isAcceptablePartnerPassword('x'.repeat(65))).toBe(false);
  });
});

describe('Aadhaar', () => {
  it('is masked except its last 4 digits', () => {
    expect(maskAadhaar('234567890123')).toBe('XXXX XXXX 0123');
    expect(maskAadhaar(null)).toBeNull();
    expect(maskAadhaar('12345')).toBeNull();
  });

  it('is kept when the field is blank or carries the masked number on record', () => {
    expect(parseAadhaarInput('  ', '234567890123')).toEqual({ kind: 'keep' });
    expect(parseAadhaarInput('XXXX XXXX 0123', '234567890123')).toEqual({ kind: 'keep' });
    expect(parseAadhaarInput('xxxx  xxxx 0123', '234567890123')).toEqual({ kind: 'keep' });
  });

  it('is set from 12 digits, with spaces or hyphens between groups', () => {
    expect(parseAadhaarInput('2345 6789 0123', null)).toEqual({ kind: 'set', value: '234567890123' });
    expect(parseAadhaarInput('2345-6789-0124', '234567890123')).toEqual({ kind: 'set', value: '234567890124' });
  });

  it('is invalid otherwise (a masked number that is not the one on record included)', () => {
    for (const raw of ['12345678901', '1234567890123', '12345678901a', 'XXXX XXXX 0123']) {
      expect(parseAadhaarInput(raw, null)).toEqual({ kind: 'invalid' });
    }
    expect(parseAadhaarInput('XXXX XXXX 9999', '234567890123')).toEqual({ kind: 'invalid' });
  });
});
