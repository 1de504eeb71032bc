// The program screens' own texts (spec partner-portal.md sections 2, 5 and 8, and the web's own
// where the spec is silent), named once. The program's limits, rules and messages the servers
// share are @shop/commerce/partner/* (limits.ts, messages.ts); those the whole portal's screens
// share are in ../partner-constants.ts.
import { MIN_CLIENT_DISCOUNT } from '@shop/commerce/partner/limits';

/** The phone prefix shown until a pincode names the country (India's). */
export const DEFAULT_PHONE_PREFIX = '+91';
// Incentive table (spec 2, 8)
export const PROGRAM_HEADING = 'Channel Partner Incentive Program';
export const NOMINEE_TABLES_HEADING = 'My nominated CP incentive table';
export const HISTORY_FAILED_MESSAGE = 'Failed to fetch incentive history data.';
// Where the spec is silent
export const INCENTIVE_SAVE_FAILED_MESSAGE = 'The incentive table could not be saved. Please try again.';
/** Under the Modify modal's boxes. */
export const maxDiscountHint = (max: number): string =>
  `The percentages may add up to ${max}% at most; the client discount is at least ${MIN_CLIENT_DISCOUNT}%.`;
// Nominations (spec 2)
export const NOMINATION_SENDING_MESSAGE = 'Sending Mail...';
export const SEND_NOMINATION_BUTTON = 'Send Channel Partner Nomination';
// Where the spec is silent
export const MASTER_ONLY_MESSAGE = 'This page is for Master channel partners only.';
/** The CP code of a nominee who has not joined yet. */
export const NOT_JOINED_CODE = 'Not joined yet';
// Coupons (spec 2)
export const SHARE_COUPON_BUTTON = 'Share Discount Coupon';
/** While a share is sent (spec silent). */
export const COUPON_SHARING_MESSAGE = 'Sharing coupon...';
// Sub-partners (spec 2)
export const SUB_PARTNERS_HEADING = 'V5.1 Details';
export const ADD_SUB_PARTNER_LINK = 'Add New V5.1';
export const ADD_PARTNER_BUTTON = 'Add New V5(General) Channel Partner';
// Where the spec is silent
export const PINCODE_UNKNOWN_MESSAGE = 'No place found for this pincode.';
export const NOT_OWN_REGISTRATION_MESSAGE =
  'This registration link belongs to another channel partner. Use Add New V5.1 on your V5.1 Details page.';
// Resend (spec 2; its contact form is the portal's SupportForm)
export const RESEND_HEADING = 'Channel Partner Program sent';
export const RESEND_TEXT =
  'The Channel Partner Program has been sent. The new partner receives a mail with a link to set a password and log in. Questions? Write to us below.';

// Empty lists (spec silent except on the sub-partner list, whose 'No Data Found' is in ../partner-constants.ts)
export const NO_ORDERS_MESSAGE = 'No orders of referred customers yet.';
export const NO_INCENTIVES_MESSAGE = 'No incentives yet.';
export const NO_SHARED_COUPONS_MESSAGE = 'No coupons shared yet.';
export const NO_NOMINATIONS_MESSAGE = 'No nominations yet.';
export const NO_HISTORY_MESSAGE = 'No changes yet.';
export const NO_NOMINEE_TABLES_MESSAGE = 'None of your nominated channel partners has joined yet.';
export const NO_PROPOSED_TABLE_MESSAGE = 'No incentive table was proposed for this nomination.';
