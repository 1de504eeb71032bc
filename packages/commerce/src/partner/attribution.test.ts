import { describe, expect, it } from 'vitest';
import { chooseAttribution, isSelfReferral, referralExpiry, withinReferralWindow } from './attribution.ts';

const now = new Date('2026-11-23T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const kavya = { partnerId: 3, shopperUserId: 40, email: 'kavya@example.com' };
const rohan = { partnerId: 1, shopperUserId: null, email: 'rohan@example.com' };
const shopper = { userId: 7, email: 'asha@example.com' };
const base = { couponPartner: null, linkVisit: null, buyer: shopper, now, windowDays: 30 };

describe('chooseAttribution', () => {
  it('attributes an order to the partner of a referral link inside the window', () => {
    expect(chooseAttribution({ ...base, linkVisit: { ...kavya, visitedAt: daysAgo(29) } })).toEqual({
      by: 'link',
      partnerId: 3,
    });
  });

  it('attributes an order with a shared coupon to the coupon partner', () => {
    expect(chooseAttribution({ ...base, couponPartner: rohan })).toEqual({ by: 'coupon', partnerId: 1 });
  });

  it('lets the coupon beat the link when both are there', () => {
    expect(
      chooseAttribution({ ...base, couponPartner: rohan, linkVisit: { ...kavya, visitedAt: daysAgo(1) } }),
    ).toEqual({ by: 'coupon', partnerId: 1 });
  });

  it('gives nothing for a visit older than the window', () => {
    expect(chooseAttribution({ ...base, linkVisit: { ...kavya, visitedAt: daysAgo(30.01) } })).toEqual({
      by: null,
      partnerId: null,
    });
    expect(chooseAttribution(base)).toEqual({ by: null, partnerId: null });
  });

  it('records a self-referral by the partner’s shopper account or email, which earns nothing', () => {
    const byAccount = { ...base, buyer: { userId: 40, email: 'other@example.com' }, couponPartner: kavya };
    expect(chooseAttribution(byAccount)).toEqual({ by: 'self', partnerId: 3 });
    const byEmail = { ...base, buyer: { userId: 9, email: ' Kavya@Example.com ' } };
    expect(chooseAttribution({ ...byEmail, linkVisit: { ...kavya, visitedAt: daysAgo(2) } })).toEqual({
      by: 'self',
      partnerId: 3,
    });
  });
});

describe('the referral window', () => {
  it('includes its last instant and excludes visits in the future', () => {
    expect(withinReferralWindow(daysAgo(30), now, 30)).toBe(true);
    expect(withinReferralWindow(new Date(now.getTime() + 1000), now, 30)).toBe(false);
    expect(referralExpiry(daysAgo(30), 30)).toEqual(now);
  });

  it('does not call a guest without an email a self-referral', () => {
    expect(isSelfReferral(rohan, { userId: null, email: null })).toBe(false);
  });
});
