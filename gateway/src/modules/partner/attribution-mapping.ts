// Upstream's answer to CP/referral_visit, parsed by the zod schema generated from upstream's
// OpenAPI document and renamed to the schema's ReferralVisit.
import type { PostApiCpReferralVisitResponse } from '../../generated/upstream/types.gen.ts';
import { zPostApiCpReferralVisitResponse } from '../../generated/upstream/zod.gen.ts';
import type { ReferralVisit } from './models.ts';

export const toReferralVisit = (raw: PostApiCpReferralVisitResponse): ReferralVisit => ({
  token: raw.token,
  expiresAt: raw.expires_at,
  partnerName: raw.cpname,
});

/** CP/referral_visit: the visit's token, its expiry and the partner's name. */
export const referralVisitSchema = zPostApiCpReferralVisitResponse.transform(toReferralVisit);
