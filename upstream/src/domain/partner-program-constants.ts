// The server's own constants of the channel partner program: the program defaults of a fresh shop,
// shared coupons, nomination and welcome links, and the mails. The program's limits, rules and
// messages shared with the gateway and the web are @shop/commerce/partner/* (limits.ts,
// messages.ts, incentive-table.ts); the contract is upstream/README.md, "Channel partner portal
// contract".
import { NOMINATION_MAX_PERCENT } from '@shop/commerce/partner/limits';
import { SHOP_NAME } from '@shop/commerce/company';

/** The program defaults of a fresh shop (CommonData/CP_INCENTIVE); max_discount is the nomination cap. */
export const PROGRAM_DEFAULTS = {
  txt_v5_0: 0,
  txt_v5_1: 10,
  txt_v5_1_0: 0,
  txt_v5_1_1: 5,
  txt_discount1: 10,
  max_discount: NOMINATION_MAX_PERCENT,
} as const;

/** A shared coupon: the sharer's client discount, any product, 90 days, one use. */
export const SHARED_COUPON_VALID_DAYS = 90;
export const SHARED_COUPON_MAX_USES = 1;
export const SHARED_COUPON_SOURCE = 'partner';
/**
 * Characters after the partner code: `{v5}-{12 letters/digits}`, each drawn uniformly from 31
 * (no look-alikes): 31^12 ≈ 7.9e17 codes, about 59.5 bits, so guessing is hopeless.
 */
export const SHARED_COUPON_SUFFIX_LENGTH = 12;

/** Nomination join links live 14 days; welcome (first password) links 7 days. */
export const NOMINATION_LINK_DAYS = 14;
export const WELCOME_LINK_DAYS = 7;
/** partner_password_tokens.purpose of the first-password link of a partner added by a Master. */
export const WELCOME_TOKEN_PURPOSE = 'welcome';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The nomination mail template shown as the message preview (CP/ShareNominationData). */
export function nominationTemplate(masterName: string): string {
  return (
    `<p>Dear Partner,</p><p>${escapeHtml(masterName)} invites you to join the <b>${SHOP_NAME} Channel Partner Program</b> ` +
    'as a V5 (General) channel partner. Share your own discount coupons with your customers and earn an incentive on every ' +
    'order placed with them.</p><p>Your proposed incentive table is below; follow the link in this mail to register.</p>'
  );
}

/** The coupon share mail template (CP/ShareCouponData). */
export function couponTemplate(partnerName: string, clientDiscount: number): string {
  return (
    `<p>Hello,</p><p>${escapeHtml(partnerName)}, a ${SHOP_NAME} channel partner, shares a discount coupon with you: ` +
    `<b>${clientDiscount}% off</b> any ${SHOP_NAME} product, for one order within ${SHARED_COUPON_VALID_DAYS} days.</p>`
  );
}

export const NOMINATION_MAIL_SUBJECT = `Your nomination to the ${SHOP_NAME} Channel Partner Program`;
export const COUPON_MAIL_SUBJECT = `A ${SHOP_NAME} discount coupon for you`;
export const WELCOME_MAIL_SUBJECT = `Welcome to the ${SHOP_NAME} Channel Partner Program`;

/** The proposed table as the mail shows it, under the text that announces it ("is below"). */
export interface ProposedRates {
  masterPercent: number;
  generalPercent: number;
  clientDiscount: number;
}

export function nominationMailBody(message: string, link: string, validTo: string, rates: ProposedRates): string {
  const table = [
    'Your proposed incentive table:',
    `  V5 (Master): ${rates.masterPercent}%`,
    `  V5 (General): ${rates.generalPercent}%`,
    `  Client Discount: ${rates.clientDiscount}%`,
  ].join('\n');
  return `${message}\n\n${table}\n\nJoin the program here: ${link}\nThis link is valid until ${validTo}.`;
}

export function couponMailBody(message: string, code: string, percent: number, validTo: string): string {
  return `${message}\n\nYour coupon code: ${code} (${percent}% off, one order, valid until ${validTo}).`;
}

export function welcomeMailBody(name: string, code: string, masterName: string, link: string): string {
  return (
    `Dear ${name},\n\n${masterName} has registered you as a V5 (General) channel partner of ${SHOP_NAME}. Your CP code is ${code}.\n` +
    `Set your password here to log in (valid ${WELCOME_LINK_DAYS} days): ${link}`
  );
}
