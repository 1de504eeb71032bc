// The visit through a partner's referral link (/?ref=CODE) the browser keeps: the newest visit's
// token with its expiry, sent with the order (the server decides the window; an expired token is
// dropped here so that nothing stale is sent). Storage that is refused keeps nothing.
import { REFERRAL_CODE_PATTERN, REFERRAL_PARAM } from '@shop/commerce/partner/payouts';
import { readStored, removeStored, writeStored } from '@/lib/browser-storage.ts';

const KEY = 'shop.referral';

export interface StoredReferral {
  token: string;
  expiresAt: string;
}

/** The referral code of a URL's search (?ref=V5M1001), or null. */
export function referralCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim() ?? '';
  return REFERRAL_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}

export function keepReferral(visit: StoredReferral): void {
  writeStored(KEY, JSON.stringify(visit));
}

/** The token of the newest visit while it attributes orders, else null (and an expired one is dropped). */
export function referralToken(now: Date = new Date()): string | null {
  const raw = readStored(KEY);
  if (!raw) return null;
  try {
    const visit = JSON.parse(raw) as Partial<StoredReferral>;
    if (
      typeof visit.token === 'string' &&
      typeof visit.expiresAt === 'string' &&
      Date.parse(visit.expiresAt) > now.getTime()
    )
      return visit.token;
  } catch {
    // A value this code did not write: drop it.
  }
  removeStored(KEY);
  return null;
}
