// Texts and settings only the support screens show (spec sections 2, 8 and 9). The support rules
// and messages every part shares are in @shop/commerce/support, the upload rule in
// @shop/commerce/files.

/** Default country of the complaint form (spec section 9: country id 2, India). */
export const DEFAULT_COUNTRY = 'India';
export const COMPLAINT_TITLE = 'Help Us Make Things Right : Submit Your Service Complaint.';
export const COMPLAINT_FAILED_MESSAGE = 'Your service request could not be registered. Please try again.';
export const ORDER_LOOKUP_FAILED_MESSAGE = 'The purchase date could not be looked up. Please try again.';
export const TRACK_WAIT_MESSAGE = 'Please wait...';
export const TRACK_EMPTY_MESSAGE = 'No Data Found!';
export const TRACK_FAILED_MESSAGE = 'Your service requests could not be loaded. Please try again.';
export const MANUAL_LINK_TEXT = 'Download product Manual';
