// The request's partner session, from the X-Partner-Token header (separate from the shopper's
// Authorization token; one request may carry both). What the header held decides what
// require-partner.ts answers: nothing, a token that is no valid partner token (expired, forged,
// malformed), a shopper token sent in the partner header, or a verified partner. When upstream
// refuses a verified token (revoked by a password change, partner no longer active), the session
// is rejected for the rest of the request.
import type { SecretSource } from './jwt-secret.ts';
import type { PartnerLevelCode } from '@shop/commerce/partner/limits';
import { verifyPartnerToken } from './partner-token.ts';
import { verifyShopperToken } from './verify-token.ts';

export type PartnerHeaderState = 'none' | 'invalid' | 'shopper' | 'partner';

/** A verified partner: the token to forward, the partner's id and level (from the token). */
export interface PartnerIdentity {
  token: string;
  partnerId: number;
  level: PartnerLevelCode;
}

export class PartnerSession {
  private rejected = false;

  private constructor(
    private readonly headerState: PartnerHeaderState,
    private readonly verified: PartnerIdentity | null,
  ) {}

  static none(): PartnerSession {
    return new PartnerSession('none', null);
  }

  static partner(identity: PartnerIdentity): PartnerSession {
    return new PartnerSession('partner', identity);
  }

  /** The session of a header's token (see partnerTokenOf); no secret yet counts as an invalid token. */
  static fromToken(token: string | null, secret: SecretSource, now?: number): PartnerSession {
    if (!token) return PartnerSession.none();
    const key = secret();
    if (!key) return new PartnerSession('invalid', null);
    const claims = verifyPartnerToken(token, key, now);
    if (claims) return PartnerSession.partner({ token, partnerId: claims.partnerId, level: claims.level });
    return new PartnerSession(verifyShopperToken(token, key, now) ? 'shopper' : 'invalid', null);
  }

  /** What the header held; 'invalid' once upstream refused the verified token. */
  get state(): PartnerHeaderState {
    return this.rejected ? 'invalid' : this.headerState;
  }

  /** The verified partner, or null (never a token upstream refused). */
  get identity(): PartnerIdentity | null {
    return this.rejected ? null : this.verified;
  }

  /** Upstream answered 401 to `token`: rejects the session when it is the session's token. */
  rejectToken(token: string): void {
    if (this.verified?.token === token) this.rejected = true;
  }
}
