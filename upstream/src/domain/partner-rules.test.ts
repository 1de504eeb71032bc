import { describe, expect, it } from 'vitest';
import {
  canMailPartnerReset,
  nominationJoinLink,
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

  it('point the join link at the portal with the token', () => {
    expect(nominationJoinLink('https://shop.example/', 'Abc_123-x')).toBe('https://shop.example/cp/join/Abc_123-x');
  });
});

describe('limits', () => {
  it('allow five reset mails per window', () => {
    expect(canMailPartnerReset(4)).toBe(true);
    expect(canMailPartnerReset(5)).toBe(false);
  });
});
