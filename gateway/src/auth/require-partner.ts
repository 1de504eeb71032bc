// The one place that decides access to partner (CP) fields and mutations, and the errors of a
// refusal: no partner token, or an expired, forged or revoked one -> UNAUTHENTICATED with
// extensions.realm 'partner' (the web client keeps the shopper session on those); a shopper token
// only (in Authorization, or sent as X-Partner-Token) -> FORBIDDEN; a General partner (level 2)
// asking for a Master-only action -> FORBIDDEN. Upstream's 401 and 403 to a partner call map to
// the same errors. The decision is a pure function, tested beside.
import { PARTNER_LEVEL } from '@shop/commerce/partner/limits';
import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type { PartnerHeaderState, PartnerIdentity, PartnerSession } from './partner-session.ts';
import { UNAUTHENTICATED } from './require-customer.ts';

export const FORBIDDEN = 'FORBIDDEN';
export const PARTNER_REALM = 'partner';

export const PARTNER_ACCESS_MESSAGES = {
  unauthenticated: 'Please log in as a channel partner to continue.',
  shopperToken: 'This is for channel partners only. Please log in with your CP code.',
  masterOnly: PARTNER_ERRORS.masterOnly.message,
  forbidden: 'You may not see or change this channel partner data.',
} as const;

export type PartnerAccess = 'ok' | 'unauthenticated' | 'shopperToken' | 'masterOnly';

export interface AccessFacts {
  /** What X-Partner-Token held (see PartnerSession.state). */
  header: PartnerHeaderState;
  /** The request carries a verified shopper token (Authorization). */
  hasShopperSession: boolean;
  /** The verified partner's level, when there is one. */
  level: number | null;
  /** The field or mutation is for Master partners (level 1) only. */
  masterOnly: boolean;
}

/** Who may pass. A bad partner token is UNAUTHENTICATED even next to a valid shopper token. */
export function decidePartnerAccess(facts: AccessFacts): PartnerAccess {
  switch (facts.header) {
    case 'invalid':
      return 'unauthenticated';
    case 'shopper':
      return 'shopperToken';
    case 'none':
      return facts.hasShopperSession ? 'shopperToken' : 'unauthenticated';
    case 'partner':
      return facts.masterOnly && facts.level !== PARTNER_LEVEL.MASTER ? 'masterOnly' : 'ok';
  }
}

export function partnerUnauthenticated(): GraphQLError {
  return new GraphQLError(PARTNER_ACCESS_MESSAGES.unauthenticated, {
    extensions: { code: UNAUTHENTICATED, realm: PARTNER_REALM },
  });
}

export function partnerForbidden(message: string = PARTNER_ACCESS_MESSAGES.forbidden): GraphQLError {
  return new GraphQLError(message, { extensions: { code: FORBIDDEN, realm: PARTNER_REALM } });
}

function refuse(access: Exclude<PartnerAccess, 'ok'>): GraphQLError {
  if (access === 'unauthenticated') return partnerUnauthenticated();
  return partnerForbidden(
    access === 'masterOnly' ? PARTNER_ACCESS_MESSAGES.masterOnly : PARTNER_ACCESS_MESSAGES.shopperToken,
  );
}

function check(context: GatewayContext, masterOnly: boolean): PartnerIdentity {
  const identity = context.partnerSession.identity;
  const access = decidePartnerAccess({
    header: context.partnerSession.state,
    hasShopperSession: context.session.isCustomer,
    level: identity?.level ?? null,
    masterOnly,
  });
  if (access !== 'ok' || identity === null) throw refuse(access === 'ok' ? 'unauthenticated' : access);
  return identity;
}

/** The verified partner of the request, or the GraphQL error that refuses it. */
export function requirePartner(context: GatewayContext): PartnerIdentity {
  return check(context, false);
}

/** requirePartner, for Master-only fields and mutations (a General partner gets FORBIDDEN). */
export function requireMaster(context: GatewayContext): PartnerIdentity {
  return check(context, true);
}

/**
 * A Master-only field of a partner the request already holds (Partner fields: the request's own
 * partner, or the one partnerLogin just signed in), by the level of its verified token.
 */
export function requireMasterLevel(level: number): void {
  const access = decidePartnerAccess({ header: 'partner', hasShopperSession: false, level, masterOnly: true });
  if (access !== 'ok') throw refuse(access);
}

/** Upstream answered 401 to a partner call: the session is rejected for the rest of the request. */
export function partnerRefusedByUpstream(session: PartnerSession, token: string): GraphQLError {
  session.rejectToken(token);
  return partnerUnauthenticated();
}
