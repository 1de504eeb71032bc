// Rate limits of the public operations: which operations are limited, the family each belongs to,
// and each family's two rules (per client IP, and per key: the account, or the address a mail goes
// to), with their defaults and the named settings that override them. The counting is
// rate-limiter-flexible's (rate-limiter.ts). Tested beside.
import { z } from 'zod';

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
}

/**
 * account: sign-in and account mails (the key is the account's email or phone);
 * lookup: public lookups that answer about a person or a place (the key is what is looked up);
 * mail: public forms that send a mail or an SMS (the key is the recipient's email or phone);
 * coupon: coupon checks (the key is the shopper's account; successes are forgiven, so failures count).
 */
export type RateLimitFamily = 'account' | 'lookup' | 'mail' | 'coupon';

/** Every limited operation and its family. Add an operation here to limit it. */
export const OPERATION_FAMILY = {
  login: 'account',
  requestOtp: 'account',
  verifyOtp: 'account',
  register: 'account',
  requestPasswordReset: 'account',
  partnerLogin: 'account',
  partnerRequestPasswordReset: 'account',
  adminLogin: 'account',
  searchComplaints: 'lookup',
  orderPurchaseDate: 'lookup',
  pincodeDetails: 'lookup',
  nominationInvite: 'lookup',
  recordReferral: 'lookup',
  subscribeNewsletter: 'mail',
  subscribePopup: 'mail',
  registerProduct: 'mail',
  raiseComplaint: 'mail',
  joinNomination: 'mail',
  sendNomination: 'mail',
  shareCoupon: 'mail',
  sendPartnerSupport: 'mail',
  addPartner: 'mail',
  requestBackInStockAlert: 'mail',
  applyCoupon: 'coupon',
} as const satisfies Record<string, RateLimitFamily>;

/** The operations that are limited. */
export type LimitedOperation = keyof typeof OPERATION_FAMILY;

export interface FamilyLimits {
  /** Per client IP and operation. */
  perIp: RateLimitRule;
  /** Per key (account or recipient) and operation. */
  perKey: RateLimitRule;
}

export type RateLimitConfig = Record<RateLimitFamily, FamilyLimits>;

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const rule = (limit: number): RateLimitRule => ({ limit, windowMs: FIFTEEN_MINUTES });

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  account: { perIp: rule(30), perKey: rule(10) },
  lookup: { perIp: rule(300), perKey: rule(10) },
  mail: { perIp: rule(20), perKey: rule(10) },
  coupon: { perIp: rule(30), perKey: rule(10) },
};

export type RateLimitOverrides = {
  [F in RateLimitFamily]?: { perIp?: Partial<RateLimitRule>; perKey?: Partial<RateLimitRule> };
};

export function rateLimitConfig(overrides?: RateLimitOverrides): RateLimitConfig {
  const family = (name: RateLimitFamily): FamilyLimits => ({
    perIp: { ...DEFAULT_RATE_LIMITS[name].perIp, ...overrides?.[name]?.perIp },
    perKey: { ...DEFAULT_RATE_LIMITS[name].perKey, ...overrides?.[name]?.perKey },
  });
  return { account: family('account'), lookup: family('lookup'), mail: family('mail'), coupon: family('coupon') };
}

/** The named settings (environment variables) of the limits: each family's two limits and the window. */
export const RATE_LIMIT_SETTINGS = {
  RATE_LIMIT_WINDOW_SECONDS: null,
  RATE_LIMIT_ACCOUNT_PER_IP: ['account', 'perIp'],
  RATE_LIMIT_ACCOUNT_PER_ACCOUNT: ['account', 'perKey'],
  RATE_LIMIT_LOOKUP_PER_IP: ['lookup', 'perIp'],
  RATE_LIMIT_LOOKUP_PER_KEY: ['lookup', 'perKey'],
  RATE_LIMIT_MAIL_PER_IP: ['mail', 'perIp'],
  RATE_LIMIT_MAIL_PER_RECIPIENT: ['mail', 'perKey'],
  RATE_LIMIT_COUPON_PER_IP: ['coupon', 'perIp'],
  RATE_LIMIT_COUPON_PER_ACCOUNT: ['coupon', 'perKey'],
} as const satisfies Record<string, readonly [RateLimitFamily, keyof FamilyLimits] | null>;

const count = z.coerce.number().int().positive().max(1_000_000);

/** The overrides the environment sets; a value that is not a positive whole number stops the start. */
export function rateLimitSettings(env: Readonly<Record<string, string | undefined>>): RateLimitOverrides {
  const read = (name: keyof typeof RATE_LIMIT_SETTINGS): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return undefined;
    const parsed = count.safeParse(raw);
    if (!parsed.success) throw new Error(`${name} must be a positive whole number, not '${raw}'`);
    return parsed.data;
  };
  const seconds = read('RATE_LIMIT_WINDOW_SECONDS');
  const overrides: RateLimitOverrides = {};
  for (const family of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitFamily[]) {
    overrides[family] =
      seconds === undefined ? {} : { perIp: { windowMs: seconds * 1000 }, perKey: { windowMs: seconds * 1000 } };
  }
  for (const [name, target] of Object.entries(RATE_LIMIT_SETTINGS)) {
    if (target === null) continue;
    const limit = read(name as keyof typeof RATE_LIMIT_SETTINGS);
    if (limit === undefined) continue;
    const [family, scope] = target;
    const current = overrides[family] ?? {};
    overrides[family] = { ...current, [scope]: { ...current[scope], limit } };
  }
  return overrides;
}
