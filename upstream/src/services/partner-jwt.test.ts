import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { createJwtService } from './jwt.ts';
import { createPartnerJwtService, partnerSessionLive } from './partner-jwt.ts';

const secret = 'test-secret-of-at-least-thirty-two-characters';
const now = new Date('2026-03-01T10:00:00.000Z');
const partners = createPartnerJwtService(secret, () => now);
const shoppers = createJwtService(secret, () => now);

describe('partner tokens', () => {
  it('carry the partner id and level for 12 hours, and verify', () => {
    const issued = partners.issue(7, 2, 4);
    const claims = jwt.decode(issued.token) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: '7', typ: 'partner', lvl: 2, jti: issued.jti, ver: 4 });
    expect(claims.exp! - claims.iat!).toBe(12 * 3600);
    expect(partners.verify(issued.token)).toEqual({
      partnerId: 7,
      level: 2,
      jti: issued.jti,
      issuedAt: now,
      expiresAt: issued.expiresAt,
      version: 4,
    });
  });

  it('are never taken for shopper tokens, nor shopper tokens for them', () => {
    expect(shoppers.verify(partners.issue(7, 1, 1).token)).toBeNull();
    expect(partners.verify(shoppers.issue(7, 1).token)).toBeNull();
  });

  it('refuse a token without a level of 1 or 2, or under another secret', () => {
    const sign = (lvl: unknown) =>
      jwt.sign({ typ: 'partner', lvl, iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 60 }, secret, {
        subject: '7',
        jwtid: 'j',
      });
    expect(partners.verify(sign(3))).toBeNull();
    expect(partners.verify(sign(undefined))).toBeNull();
    expect(partners.verify(sign(1))).not.toBeNull();
    expect(
      createPartnerJwtService('another-secret-of-at-least-thirty-two-chars', () => now).verify(
        partners.issue(7, 1, 1).token,
      ),
    ).toBeNull();
  });
});

describe('a partner session', () => {
  const changedAt = '2026-03-01T10:00:00.900Z';
  const row = { status: 'Active', session_version: 2, password_changed_at: changedAt };

  it("is live with the partner's session version while Active, whenever it was issued", () => {
    expect(partnerSessionLive({ version: 2, issuedAt: now }, row)).toBe(true);
    // Issued in the same second as the change, before it: an older version, refused.
    expect(partnerSessionLive({ version: 1, issuedAt: now }, row)).toBe(false);
    expect(partnerSessionLive({ version: 2, issuedAt: now }, { ...row, status: 'Suspended' })).toBe(false);
    expect(partnerSessionLive({ version: 2, issuedAt: now }, { ...row, status: 'Pending' })).toBe(false);
  });

  it('without a version (issued before versions) is judged by the time of the last change', () => {
    expect(partnerSessionLive({ version: null, issuedAt: new Date('2026-03-01T10:00:00.000Z') }, row)).toBe(true);
    expect(partnerSessionLive({ version: null, issuedAt: new Date('2026-03-01T09:59:59.000Z') }, row)).toBe(false);
  });
});
