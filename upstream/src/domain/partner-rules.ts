// The server's partner rules: codes, referral and reset links, the reset mail, the login lock and
// the reset-mail limit. Pure; tested beside. The rules shared with the gateway and the web
// (passwords, the Aadhaar number, levels, ...) are @shop/commerce/partner/*.
import { RESET_MAX_MAILS, type PartnerLevelCode } from '@shop/commerce/partner/limits';
import { paths } from '@shop/commerce/paths';
import { PARTNER_CODE_BASE, PARTNER_CODE_PREFIX, REFERRAL_QUERY_KEY } from './partner-constants.ts';

/** The CP code (v5) of a partner: V5M1001 for Master id 1, V5G1003 for General id 3. */
export function partnerCode(level: PartnerLevelCode, id: number): string {
  return `${PARTNER_CODE_PREFIX[level]}${PARTNER_CODE_BASE + id}`;
}

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The storefront with the partner's code: `${PUBLIC_URL}/?ref={code}`. */
export function referralLink(publicUrl: string, code: string): string {
  return `${origin(publicUrl)}/?${REFERRAL_QUERY_KEY}=${encodeURIComponent(code)}`;
}

/** The portal page that takes a reset (or first-password) token. */
export function partnerResetLink(publicUrl: string, token: string): string {
  return `${origin(publicUrl)}${paths.cp.forgotPassword.href(token)}`;
}

/** A nomination's join link. */
export function nominationJoinLink(publicUrl: string, token: string): string {
  return `${origin(publicUrl)}${paths.cp.join.href(token)}`;
}

export function resetMailBody(name: string, link: string): string {
  return [
    `Dear ${name},`,
    'We received a request to reset the password of your channel partner account.',
    `Open this link within 30 minutes to choose a new password: ${link}`,
    'The link works once. If you did not ask for it, ignore this mail; your password stays unchanged.',
  ].join('\n\n');
}

/** Whether another reset mail may go to a partner that got `mailsInWindow` within the window. */
export function canMailPartnerReset(mailsInWindow: number): boolean {
  return mailsInWindow < RESET_MAX_MAILS;
}
