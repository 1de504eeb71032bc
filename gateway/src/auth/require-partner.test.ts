import { describe, expect, it } from 'vitest';
import {
  decidePartnerAccess,
  partnerForbidden,
  partnerUnauthenticated,
  requireMasterLevel,
  type AccessFacts,
} from './require-partner.ts';

const facts = (over: Partial<AccessFacts>): AccessFacts => ({
  header: 'partner',
  hasShopperSession: false,
  level: 1,
  masterOnly: false,
  ...over,
});

describe('decidePartnerAccess', () => {
  it('lets a verified partner in, and a General partner only where it is not Master-only', () => {
    expect(decidePartnerAccess(facts({}))).toBe('ok');
    expect(decidePartnerAccess(facts({ level: 2 }))).toBe('ok');
    expect(decidePartnerAccess(facts({ level: 1, masterOnly: true }))).toBe('ok');
    expect(decidePartnerAccess(facts({ level: 2, masterOnly: true }))).toBe('masterOnly');
    expect(decidePartnerAccess(facts({ level: 2, hasShopperSession: true }))).toBe('ok');
  });

  it('says unauthenticated without any token, or with a bad partner token even next to a shopper token', () => {
    expect(decidePartnerAccess(facts({ header: 'none', level: null }))).toBe('unauthenticated');
    expect(decidePartnerAccess(facts({ header: 'invalid', level: null }))).toBe('unauthenticated');
    expect(decidePartnerAccess(facts({ header: 'invalid', level: null, hasShopperSession: true }))).toBe(
      'unauthenticated',
    );
  });

  it('says forbidden for a shopper token, in Authorization or in the partner header', () => {
    expect(decidePartnerAccess(facts({ header: 'none', level: null, hasShopperSession: true }))).toBe('shopperToken');
    expect(decidePartnerAccess(facts({ header: 'shopper', level: null }))).toBe('shopperToken');
  });
});

describe('partner access errors', () => {
  it('carry the partner realm, so the web client keeps the shopper session', () => {
    expect(partnerUnauthenticated().extensions).toEqual({ code: 'UNAUTHENTICATED', realm: 'partner' });
    expect(partnerForbidden().extensions).toEqual({ code: 'FORBIDDEN', realm: 'partner' });
  });

  it('refuse a General partner on Master-only fields', () => {
    expect(() => requireMasterLevel(1)).not.toThrow();
    expect(() => requireMasterLevel(2)).toThrow(
      expect.objectContaining({
        message: 'This is for Master channel partners only.',
        extensions: { code: 'FORBIDDEN', realm: 'partner' },
      }),
    );
  });
});
