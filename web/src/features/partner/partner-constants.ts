// The portal's own constants and texts that only its screens show (spec partner-portal.md sections
// 2, 8 and 9, and the web's own where the spec is silent). The limits, rules and messages the
// servers share are @shop/commerce/partner/* (limits.ts, messages.ts).
import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';

// Session (spec 4 and 8)
export const SESSION_EXPIRED_MESSAGE = 'Session Expired. Redirecting to login page...';
/** After a refused partner token, CP login opens after 3 s. */
export const SESSION_EXPIRED_REDIRECT_MS = 3000;
/** Any other failure of a CP screen (the servers' wording of it). */
export const UNEXPECTED_ERROR_MESSAGE = PARTNER_ERRORS.unexpected.message;

// Login (spec 2, 5 and 8)
/** The captcha answer was wrong (spec silent: worded like the add-CP challenge). */
export const CAPTCHA_WRONG_MESSAGE = 'Not Correct! Try Again';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please answer the sum.';

// Home (spec 2 and 9)
/** Video strip: scrolls 300 px every 3 s. */
export const VIDEO_SCROLL_STEP_PX = 300;
export const VIDEO_SCROLL_INTERVAL_MS = 3000;

// Bank details (spec 2)
export const DRAFT_NOTICE =
  'Draft. If full details not completed , please fill all details to enable us to release Incentive.';

// Support (spec 2)
export const SAVING_MESSAGE = 'Saving data...';
/** Support success: the message stays this long before the CP default page opens (spec silent). */
export const SUPPORT_REDIRECT_DELAY_MS = 2000;

// Passwords
/** Password change success: the message stays this long before home opens (spec silent). */
export const PASSWORD_REDIRECT_DELAY_MS = 2000;

// Notifications (spec 2)
export const NOTIFICATIONS_HEADING = 'Channel Partner Notifications';
/** Empty lists (spec silent except on the sub-partner list, whose wording is reused). */
export const NO_DATA_MESSAGE = 'No Data Found';
