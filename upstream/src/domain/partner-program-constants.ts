// Constants of the channel partner program (issue 7): the spec's messages character for character
// (typos and the trailing space included), its limits (section 9), and the shop's own choices where
// the spec is silent (upstream/README.md, "Channel partner portal contract" and "Decisions (issue 7)").
// Partner levels, statuses, codes, password rules and the messages part 1 already names live in
// partner-constants.ts (issue 6) and are used from there.
import { SHOP_NAME } from './catalog-constants.ts';
import { PARTNER_MESSAGES } from './partner-constants.ts';

/** Maximum of the three percentages of a nomination together (spec section 9). */
export const NOMINATION_MAX_PERCENT = 35;
/** Minimum client discount when a table is modified (spec section 9). */
export const MIN_CLIENT_DISCOUNT = 10;
/** Percent values are kept to 2 decimals. */
export const PERCENT_DECIMALS = 2;
/** The largest percent anyone may type (a percent of the order value). */
export const MAX_PERCENT = 100;

/** The program defaults of a fresh shop (CommonData/CP_INCENTIVE). */
export const PROGRAM_DEFAULTS = {
  txt_v5_0: 0,
  txt_v5_1: 10,
  txt_v5_1_0: 0,
  txt_v5_1_1: 5,
  txt_discount1: 10,
  max_discount: 35,
} as const;

/** A shared coupon: the sharer's client discount, any product, 90 days, one use. */
export const SHARED_COUPON_VALID_DAYS = 90;
export const SHARED_COUPON_MAX_USES = 1;
export const SHARED_COUPON_SOURCE = 'partner';
/** Characters after the partner code: `{v5}-{4 letters/digits}`. */
export const SHARED_COUPON_SUFFIX_LENGTH = 4;

/** Nomination join links live 14 days; welcome (first password) links 7 days. */
export const NOMINATION_LINK_DAYS = 14;
export const WELCOME_LINK_DAYS = 7;
export const JOIN_PATH = '/cp/join';
/** partner_password_tokens.purpose of the first-password link of a partner added by a Master. */
export const WELCOME_TOKEN_PURPOSE = 'welcome';

/** Roles of a partner's incentive on an order. */
export const INCENTIVE_ROLE = { REFERRER: 'referrer', MASTER: 'master' } as const;

export const PROGRAM_MESSAGES = {
  discountTooHigh: (max: number) => `Discount cannot be more than ${max}`,
  clientDiscountTooLow: 'Client Discount cannot be less than 10',
  nominationTooHigh: 'max discount is 35%',
  badRecipient: 'Please mention correct Email-id or Phone No. ',
  nominationExists: 'Nomination exists',
  nominationSent: 'Nomination Sent Successfully.',
  couponShared: 'Coupon Shared Successfully.',
  registered: 'Registered Successfully',
  userExists: 'User already exists',
  selectSalutation: 'Please Select Salutation',
  selectCountry: PARTNER_MESSAGES.selectCountry,
  selectState: PARTNER_MESSAGES.selectState,
  badPincode: PARTNER_MESSAGES.badPincode,
  badReferContact: 'Please enter a valid email address or mobile number.',
  saved: 'Saved',
  // The shop's own texts (README contract).
  badPercent: 'Percent values must be numbers of at least 0.',
  masterPercentLocked: 'The master percent is set by your Master CP.',
  indiaOnly: 'Channel partners can be added in India only.',
  badPhone: PARTNER_MESSAGES.badPhone,
  badEmail: PARTNER_MESSAGES.badEmail,
  required: PARTNER_MESSAGES.required,
  tooLong: PARTNER_MESSAGES.tooLong,
  badLink: PARTNER_MESSAGES.badLink,
  passwordsDiffer: PARTNER_MESSAGES.passwordsDiffer,
  badPassword: PARTNER_MESSAGES.badPassword,
  notYours: PARTNER_MESSAGES.forbidden,
  noNomination: 'No nomination of yours for this email.',
} as const;

/** Field labels of the '{Field} is required.' messages. */
export const FIELD_LABELS = {
  Name: 'Name',
  SurName: 'Surname',
  Email: 'Email',
  City: 'City',
  Phone: 'Phone',
  address: 'Address',
  txt_v5_1: 'V5 (Master) percent',
  txt_v5_1_1: 'V5 (General) percent',
  txt_discount1: 'Client Discount',
} as const;

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

export function nominationMailBody(message: string, link: string, validTo: string): string {
  return `${message}\n\nJoin the program here: ${link}\nThis link is valid until ${validTo}.`;
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
