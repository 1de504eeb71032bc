// Support constants and messages (spec sections 2, 5, 8 and 9): service requests, tracking,
// manuals, uploads and product registration. Messages where the spec is silent are worded like
// upstream's refusals.

/** Complaint attachment and invoice: JPEG, PNG or PDF, at most 2 MB (checked here and on the server). */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const FILE_TYPE_MESSAGE = 'The file must be a JPEG, PNG or PDF file.';
export const FILE_TOO_LARGE_MESSAGE = 'The file must be at most 2 MB.';
export const FILE_UNREADABLE_MESSAGE = 'The file could not be read.';
/** The attachment and invoice fields' rules (components/ui/file-field.tsx). */
export const UPLOAD_RULES = {
  types: UPLOAD_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  accept: UPLOAD_ACCEPT,
  typeMessage: FILE_TYPE_MESSAGE,
  sizeMessage: FILE_TOO_LARGE_MESSAGE,
  unreadableMessage: FILE_UNREADABLE_MESSAGE,
} as const;
/** Pincodes of the complaint form: 6 digits. */
export const COMPLAINT_PINCODE_LENGTH = 6;
/** Default country of the complaint form (spec section 9: country id 2, India). */
export const DEFAULT_COUNTRY = 'India';
export const COMPLAINT_TITLE = 'Help Us Make Things Right : Submit Your Service Complaint.';
export const COMPLAINT_REGISTERED_MESSAGE = 'Complaint Registered Successfully.';
export const COMPLAINT_FAILED_MESSAGE = 'Your service request could not be registered. Please try again.';
export const UNKNOWN_ORDER_MESSAGE = 'Please enter a valid order id.';
export const ORDER_LOOKUP_FAILED_MESSAGE = 'The purchase date could not be looked up. Please try again.';
/** The complaint form's messages per field (worded like upstream's refusals). */
export const COMPLAINT_FIELD_MESSAGES = {
  complaintTypeId: 'Please select a complaint type.',
  checklist: 'Please tick every item of the checklist.',
  productId: 'Please select a product.',
  colorId: 'Please select the colour of your product.',
  orderId: 'Please enter your order id.',
  invoiceNumber: 'Please enter the invoice number.',
  subject: 'Please enter a subject.',
  description: 'Please describe the problem.',
  contactName: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid 10-digit mobile number.',
  address: 'Please enter your address.',
  pincode: 'Please enter a valid 6-digit pincode.',
  city: 'Please enter your city.',
  state: 'Please enter your state.',
  country: 'Please enter your country.',
} as const;
export const TRACK_WAIT_MESSAGE = 'Please wait...';
export const TRACK_EMPTY_MESSAGE = 'No Data Found!';
export const TRACK_CONTACT_MESSAGE = 'Please enter a valid Email or Mobile number';
export const TRACK_FAILED_MESSAGE = 'Your service requests could not be loaded. Please try again.';
export const MANUAL_LINK_TEXT = 'Download product Manual';
export const PRODUCT_REGISTERED_MESSAGE = 'Product registered successfully!';
export const PRODUCT_REGISTRATION_FAILED_MESSAGE = 'Failed to register product.';
export const INVOICE_REQUIRED_MESSAGE = 'Please upload an invoice file.';
export const PRODUCT_REQUIRED_MESSAGE = 'Please select a product.';
export const FIRST_NAME_REQUIRED_MESSAGE = 'Please enter your first name.';
export const INVOICE_DATE_REQUIRED_MESSAGE = 'Please enter the invoice date.';
export const FUTURE_DATE_MESSAGE = 'The invoice date cannot be in the future.';
