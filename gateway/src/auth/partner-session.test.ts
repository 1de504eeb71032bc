import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { PartnerSession } from './partner-session.ts';

const SECRET = 'partner-session-secret';
const secret = () => SECRET;
const partnerToken = (lvl = 2) =>
  jwt.sign({ typ: 'partner', lvl }, SECRET, { algorithm: 'HS256', subject: '12', jwtid: 'j', expiresIn: 600 });
const shopperToken = () => jwt.sign({ typ: 'shopper' }, SECRET, { algorithm: 'HS256', subject: '5', expiresIn: 600 });

describe('PartnerSession.fromToken', () => {
  it('gives the verified partner with the token to forward', () => {
    const token = partnerToken();
    const session = PartnerSession.fromToken(token, secret);
    expect(session.state).toBe('partner');
    expect(session.identity).toEqual({ token, partnerId: 12, level: 2 });
  });

  it('tells no header, a shopper token and a bad token apart, with no identity', () => {
    expect(PartnerSession.fromToken(null, secret).state).toBe('none');
    expect(PartnerSession.fromToken(shopperToken(), secret).state).toBe('shopper');
    expect(PartnerSession.fromToken('not.a.token', secret).state).toBe('invalid');
    expect(PartnerSession.fromToken(partnerToken(), () => 'other-secret').state).toBe('invalid');
    expect(PartnerSession.fromToken(partnerToken(), () => null).state).toBe('invalid');
    expect(PartnerSession.fromToken(shopperToken(), secret).identity).toBeNull();
  });

  it('is rejected for the rest of the request once upstream refuses its token, and only its token', () => {
    const token = partnerToken();
    const session = PartnerSession.fromToken(token, secret);
    session.rejectToken('another.token.value');
    expect(session.state).toBe('partner');
    session.rejectToken(token);
    expect(session.state).toBe('invalid');
    expect(session.identity).toBeNull();
  });
});
