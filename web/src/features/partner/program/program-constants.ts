// Constants and messages of the partner program screens (issue 7): spec sections 2, 5, 8 and 9,
// copied character for character (typos and trailing spaces included). Named once, never inlined.
// Those the whole portal shares (level labels, pincode and phone rules, passwords, 'No Data Found',
// 'Saving data...') are in ../partner-constants.ts. Messages only the server decides ('Nomination
// exists', 'User already exists', statuses 'Nominated'/'Joined') are shown as the gateway sends them.

// Limits (spec 9)
/** The most the three percentages of a nomination may add up to. */
export const MAX_NOMINATION_DISCOUNT = 35;
/** The least client discount an incentive table may carry. */
export const MIN_CLIENT_DISCOUNT = 10;
/** The only country partners can be added in: India's id in the shop's data (spec 9: default country id 2). */
export const INDIA_COUNTRY_ID = '2';
/** The phone prefix shown until a pincode names the country (India's). */
export const DEFAULT_PHONE_PREFIX = '+91';

// Incentive table (spec 2, 5, 8)
export const PROGRAM_HEADING = 'Channel Partner Incentive Program';
export const NOMINEE_TABLES_HEADING = 'My nominated CP incentive table';
export const CLIENT_DISCOUNT_LABEL = 'Client Discount';
export const discountTooHighMessage = (max: number): string => `Discount cannot be more than ${max}`;
export const CLIENT_DISCOUNT_TOO_LOW_MESSAGE = 'Client Discount cannot be less than 10';
export const HISTORY_FAILED_MESSAGE = 'Failed to fetch incentive history data.';
/** The server's success message when it sends none of its own. */
export const INCENTIVE_SAVED_MESSAGE = 'Saved';
// Where the spec is silent
/** A blank box (upstream's wording). */
export const PERCENT_INVALID_MESSAGE = 'Percent values must be numbers of at least 0.';
export const INCENTIVE_SAVE_FAILED_MESSAGE = 'The incentive table could not be saved. Please try again.';
/** Under the Modify modal's boxes. */
export const maxDiscountHint = (max: number): string =>
  `The percentages may add up to ${max}% at most; the client discount is at least ${MIN_CLIENT_DISCOUNT}%.`;

// Nominations (spec 2, 5, 8)
export const NOMINATION_SUM_MESSAGE = 'max discount is 35%';
/** Note the trailing space: the spec's text. Also the coupon share's recipient message. */
export const RECIPIENT_INVALID_MESSAGE = 'Please mention correct Email-id or Phone No. ';
export const NOMINATION_SENDING_MESSAGE = 'Sending Mail...';
export const NOMINATION_SENT_MESSAGE = 'Nomination Sent Successfully.';
export const NOMINATION_FAILED_MESSAGE = 'Nomination Share failed';
export const SEND_NOMINATION_BUTTON = 'Send Channel Partner Nomination';
// Where the spec is silent
export const MASTER_ONLY_MESSAGE = 'This page is for Master channel partners only.';
/** A join link that is unknown, used or expired (upstream's wording). */
export const INVITE_INVALID_MESSAGE = 'This link is invalid or has expired.';
/** The CP code of a nominee who has not joined yet. */
export const NOT_JOINED_CODE = 'Not joined yet';

// Coupons (spec 2, 8)
export const SHARE_COUPON_BUTTON = 'Share Discount Coupon';
export const COUPON_SHARED_MESSAGE = 'Coupon Shared Successfully.';
export const COUPON_FAILED_MESSAGE = 'Coupon Share failed';
/** While a share is sent (spec silent). */
export const COUPON_SHARING_MESSAGE = 'Sharing coupon...';

// Sub-partners (spec 2, 5, 8)
export const SUB_PARTNERS_HEADING = 'V5.1 Details';
export const ADD_SUB_PARTNER_LINK = 'Add New V5.1';
export const ADD_PARTNER_BUTTON = 'Add New V5(General) Channel Partner';
export const SALUTATION_REQUIRED_MESSAGE = 'Please Select Salutation';
export const COUNTRY_REQUIRED_MESSAGE = 'Please Select Country';
export const STATE_REQUIRED_MESSAGE = 'Please Select State';
export const REFER_CONTACT_INVALID_MESSAGE = 'Please enter a valid email address or mobile number.';
export const SAVE_FAILED_MESSAGE = 'Error saving data. Please try again.';
export const REGISTERED_MESSAGE = 'Registered Successfully';
// Where the spec is silent (upstream's wording where it has one)
/** "Country must be India". */
export const INDIA_ONLY_MESSAGE = 'Channel partners can be added in India only.';
export const PINCODE_UNKNOWN_MESSAGE = 'No place found for this pincode.';
export const requiredMessage = (field: string): string => `${field} is required.`;
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';
export const NOT_OWN_REGISTRATION_MESSAGE =
  'This registration link belongs to another channel partner. Use Add New V5.1 on your V5.1 Details page.';
/** The nominee's join form failed without a reason from the server (the add-CP failure's wording). */
export const JOIN_FAILED_MESSAGE = SAVE_FAILED_MESSAGE;

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
