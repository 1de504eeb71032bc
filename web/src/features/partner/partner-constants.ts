// Constants of the channel partner portal (spec partner-portal.md sections 5, 8 and 9), named once.
// Messages are the spec's, character for character (typos included).

// Session (spec 4 and 8)
export const SESSION_EXPIRED_MESSAGE = 'Session Expired. Redirecting to login page...';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';
/** After a refused partner token, CP login opens after 3 s. */
export const SESSION_EXPIRED_REDIRECT_MS = 3000;

// Levels (spec 1 and 9)
export const MASTER_LEVEL_LABEL = 'V5 (Master)';
export const GENERAL_LEVEL_LABEL = 'V5 (General)';

// Login (spec 2, 5 and 8)
/** Captcha operands: two random integers from 1 to 10. */
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 10;
export const UNAUTHORIZED_MESSAGE = 'Unauthorized access';
/** The captcha answer was wrong (spec silent: worded like the add-CP challenge). */
export const CAPTCHA_WRONG_MESSAGE = 'Not Correct! Try Again';
export const LOGIN_EMAIL_REQUIRED_MESSAGE = 'Please enter your CP code (email).';
export const LOGIN_PASSWORD_REQUIRED_MESSAGE = 'Please enter your password.';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please answer the sum.';
/** Shown when the server's rate limit refused the login and sent no text of its own. */
export const RATE_LIMITED_MESSAGE = 'Too many login attempts. Please try again after 15 minutes.';

// Home (spec 2 and 9)
/** Video strip: scrolls 300 px every 3 s. */
export const VIDEO_SCROLL_STEP_PX = 300;
export const VIDEO_SCROLL_INTERVAL_MS = 3000;

// Personal details (spec 5 and 9)
export const AADHAAR_LENGTH = 12;
export const PINCODE_LENGTH = 6;
export const PHONE_LENGTH = 10;
export const POLICY_MESSAGE = 'Please select Checkbox to Accept Lumen Devices Private Limited policy.';
export const DETAILS_UPDATED_MESSAGE = 'CP Details Updated Successfully.';
export const AADHAAR_INVALID_MESSAGE = 'Aadhar number must be 12 digits.';
export const PINCODE_INVALID_MESSAGE = 'Please enter a valid 6-digit numeric pincode.';
export const PHONE_INVALID_MESSAGE = 'Phone number must be 10 digits.';
/** Documents (Aadhaar, crossed cheque): JPEG, PNG or PDF, at most 2 MB. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_TYPE_MESSAGE = 'File must be a JPEG, PNG or PDF.';
export const DOCUMENT_SIZE_MESSAGE = 'File must be at most 2 MB.';
export const DOCUMENT_READ_FAILED_MESSAGE = 'The file could not be read. Please choose it again.';
/** The Aadhaar and crossed cheque fields' rules (components/ui/file-field.tsx). */
export const DOCUMENT_RULES = {
  types: DOCUMENT_TYPES,
  maxBytes: DOCUMENT_MAX_BYTES,
  accept: DOCUMENT_TYPES.join(','),
  typeMessage: DOCUMENT_TYPE_MESSAGE,
  sizeMessage: DOCUMENT_SIZE_MESSAGE,
  unreadableMessage: DOCUMENT_READ_FAILED_MESSAGE,
} as const;

// Bank details (spec 2 and 8)
export const DRAFT_NOTICE =
  'Draft. If full details not completed , please fill all details to enable us to release Incentive.';
export const BANK_UPDATED_MESSAGE = 'Bank Details Updated Successfully.';
export const BANK_UPDATE_FAILED_MESSAGE = 'Bank Details Updation failed';

// Support (spec 2)
export const SAVING_MESSAGE = 'Saving data...';
export const SUPPORT_SENT_MESSAGE = 'Thank You. We will reach you soon.';
/** Support success: the message stays this long before the CP default page opens (spec silent). */
export const SUPPORT_REDIRECT_DELAY_MS = 2000;

// Passwords (spec 5 and 8)
export const PASSWORD_MISMATCH_MESSAGE = 'New Password and New Confirm Password did not match.';
export const PASSWORD_UPDATED_MESSAGE = 'Password Updated Successfully.';
/** Password change success: the message stays this long before home opens (spec silent). */
export const PASSWORD_REDIRECT_DELAY_MS = 2000;
export const RESET_MAIL_SENT_MESSAGE = 'Please check your registered Email for Password';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_LENGTH_MESSAGE = 'Password must be 8 to 64 characters.';

// Notifications (spec 2)
export const NOTIFICATIONS_HEADING = 'Channel Partner Notifications';
/** Empty lists (spec silent except on the sub-partner list, whose wording is reused). */
export const NO_DATA_MESSAGE = 'No Data Found';

// Form checks where the spec is silent (worded like upstream's messages).
export const NAME_REQUIRED_MESSAGE = 'Name is required.';
export const SURNAME_REQUIRED_MESSAGE = 'Surname is required.';
export const CITY_REQUIRED_MESSAGE = 'City is required.';
export const ADDRESS_REQUIRED_MESSAGE = 'Address is required.';
export const MESSAGE_REQUIRED_MESSAGE = 'Message is required.';
export const EMAIL_REQUIRED_MESSAGE = 'Email ID is required.';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid Email ID.';
/** The add-CP form's wording (spec section 5), reused for the personal details. */
export const COUNTRY_REQUIRED_MESSAGE = 'Please Select Country';
export const STATE_REQUIRED_MESSAGE = 'Please Select State';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password.';
