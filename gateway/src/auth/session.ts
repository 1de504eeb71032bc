// The request's session: a guest, or a customer with a verified token. When upstream still
// refuses the token (revoked by a sign-out), the session becomes a guest for the rest of the
// request: queries act as a guest and mutations that need a customer say UNAUTHENTICATED.
import type { SecretSource } from './jwt-secret.ts';
import { verifyShopperToken } from './verify-token.ts';

export class Session {
  private rejected = false;

  private constructor(
    private readonly verifiedToken: string | null,
    readonly userId: string | null,
  ) {}

  static guest(): Session {
    return new Session(null, null);
  }

  static customer(token: string, userId: string): Session {
    return new Session(token, userId);
  }

  /** An expired, forged, malformed or absent token (or no secret yet) gives a guest. */
  static fromToken(token: string | null, secret: SecretSource, now?: number): Session {
    if (!token) return Session.guest();
    const key = secret();
    if (!key) return Session.guest();
    const claims = verifyShopperToken(token, key, now);
    return claims ? Session.customer(token, claims.userId) : Session.guest();
  }

  /** The token to forward to upstream; null for a guest (an invalid token is never forwarded). */
  get token(): string | null {
    return this.rejected ? null : this.verifiedToken;
  }

  get isCustomer(): boolean {
    return this.token !== null;
  }

  /** Upstream answered 401 to the session's token. */
  reject(): void {
    this.rejected = true;
  }

  /** Upstream answered 401 to `token`: rejects the session when it is the session's token. */
  rejectToken(token: string): void {
    if (token === this.verifiedToken) this.rejected = true;
  }
}
