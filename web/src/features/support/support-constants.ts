// Texts and settings only the support screens show (spec sections 2, 8 and 9). The support rules
// and messages every part shares are in @shop/commerce/support, the upload rule in
// @shop/commerce/files.
import { FILE_ERRORS, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@shop/commerce/files';

/** The attachment and invoice fields' rules (components/ui/file-field.tsx): a document of at most 2 MB. */
export const UPLOAD_RULES = {
  types: UPLOAD_CONTENT_TYPES.document,
  maxBytes: UPLOAD_MAX_BYTES,
  accept: ['.jpg', '.jpeg', '.png', '.pdf', ...UPLOAD_CONTENT_TYPES.document].join(','),
  typeMessage: FILE_ERRORS.documentType.message,
  sizeMessage: FILE_ERRORS.tooLarge.message,
  unreadableMessage: FILE_ERRORS.unreadable.message,
} as const;
/** Default country of the complaint form (spec section 9: country id 2, India). */
export const DEFAULT_COUNTRY = 'India';
export const COMPLAINT_TITLE = 'Help Us Make Things Right : Submit Your Service Complaint.';
export const COMPLAINT_FAILED_MESSAGE = 'Your service request could not be registered. Please try again.';
export const ORDER_LOOKUP_FAILED_MESSAGE = 'The purchase date could not be looked up. Please try again.';
export const TRACK_WAIT_MESSAGE = 'Please wait...';
export const TRACK_EMPTY_MESSAGE = 'No Data Found!';
export const TRACK_FAILED_MESSAGE = 'Your service requests could not be loaded. Please try again.';
export const MANUAL_LINK_TEXT = 'Download product Manual';
