// Referral links: the code a shopper arrived with (validated before any upstream call) and
// upstream's answer to CP/referral_visit, in the schema's shape.
import { REFERRAL_CODE_PATTERN, REFERRAL_ERRORS } from '@shop/commerce/partner/payouts';
import { z } from 'zod';

/** A CP code as the link carries it: letters and digits, at most 20. */
export const referralCodeInput = z.string().trim().regex(REFERRAL_CODE_PATTERN, REFERRAL_ERRORS.unknownCode.message);

export interface ReferralVisit {
  token: string;
  expiresAt: string;
  partnerName: string;
}

export const referralVisitSchema = z
  .object({ token: z.string().min(20), expires_at: z.string(), cpname: z.string() })
  .transform((raw): ReferralVisit => ({ token: raw.token, expiresAt: raw.expires_at, partnerName: raw.cpname }));
