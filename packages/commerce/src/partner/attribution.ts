// Which partner an order belongs to. A partner's shared coupon on the order beats a referral link;
// a link counts while its visit is inside the window (REFERRAL_WINDOW_DAYS, last click wins: the
// browser keeps only the newest visit); a buyer who is the partner (the partner's own shopper
// account, or the partner's email) is a self-referral: recorded, and nobody earns on it, not even
// the Master above a General partner.
import type { Attribution } from './payouts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AttributionPartner {
  partnerId: number;
  /** The partner's own shopper account (CP/userloginbycp), null until it has one. */
  shopperUserId: number | null;
  /** Lowercased. */
  email: string;
}

export interface AttributionFacts {
  /** The partner who shared a coupon used on the order. */
  couponPartner: AttributionPartner | null;
  /** The partner of the referral visit the browser held, with the visit's time. */
  linkVisit: (AttributionPartner & { visitedAt: Date }) | null;
  buyer: { userId: number | null; email: string | null };
  now: Date;
  windowDays: number;
}

export type AttributionDecision = { by: Attribution; partnerId: number } | { by: null; partnerId: null };

/** Whether a referral visit still attributes orders at `now`. */
export function withinReferralWindow(visitedAt: Date, now: Date, windowDays: number): boolean {
  const age = now.getTime() - visitedAt.getTime();
  return age >= 0 && age <= windowDays * DAY_MS;
}

/** The end of a visit's window. */
export function referralExpiry(visitedAt: Date, windowDays: number): Date {
  return new Date(visitedAt.getTime() + windowDays * DAY_MS);
}

/** True when the buyer is the partner: the partner's shopper account or the partner's email. */
export function isSelfReferral(partner: AttributionPartner, buyer: AttributionFacts['buyer']): boolean {
  if (buyer.userId !== null && partner.shopperUserId !== null && buyer.userId === partner.shopperUserId) return true;
  const email = buyer.email?.trim().toLowerCase();
  return !!email && email === partner.email.trim().toLowerCase();
}

export function chooseAttribution(facts: AttributionFacts): AttributionDecision {
  const { couponPartner, linkVisit } = facts;
  const chosen: { by: 'coupon' | 'link'; partner: AttributionPartner } | null = couponPartner
    ? { by: 'coupon', partner: couponPartner }
    : linkVisit && withinReferralWindow(linkVisit.visitedAt, facts.now, facts.windowDays)
      ? { by: 'link', partner: linkVisit }
      : null;
  if (!chosen) return { by: null, partnerId: null };
  if (isSelfReferral(chosen.partner, facts.buyer)) return { by: 'self', partnerId: chosen.partner.partnerId };
  return { by: chosen.by, partnerId: chosen.partner.partnerId };
}
