// Texts and limits of the checkout, addresses and orders (spec 4, 5, 8, 9 and upstream's wording).

export const CART_EMPTY_MESSAGE = 'Cart is empty....';
export const NO_DELIVERY_ADDRESS_MESSAGE = 'Please Select Your Delivery Address.';
export const NO_PAYMENT_MODE_MESSAGE = 'Please Select Payment Mode.';
export const NOT_DELIVERABLE_MESSAGE =
  'Some Products in your cart are not deliverable at selected delivery Pincode.Please Check.';
export const PLACING_ORDER_MESSAGE = 'Please wait.......';
export const ORDER_FAILED_MESSAGE = 'Your order could not be placed. Please try again.';
export const COUPON_FAILED_MESSAGE = 'An error occurred';

export const ADDRESS_SAVED_MESSAGE = 'Address Saved Successfully.';
export const ADDRESS_UPDATED_MESSAGE = 'Address updated Successfully.';
export const ADDRESS_SAVE_FAILED_MESSAGE = 'The address could not be saved. Please try again.';
export const ADDRESS_DELETE_CONFIRM = 'Are you sure you want to delete this address?';
export const ADDRESS_DELETE_FAILED_MESSAGE = 'The address could not be deleted. Please try again.';
export const NO_ADDRESSES_MESSAGE = 'You have not saved any addresses yet.';

export const ORDER_LOADING_TEXT = 'Loading...';
export const NO_ORDER_MESSAGE = 'No order details found.';
export const NO_ORDERS_MESSAGE = 'You have not placed any orders yet.';
export const NO_INVOICE_TEXT = 'Yet to Generate Invoice';
export const CANCELLED_STATUS = 'Cancelled';

/** Address form messages, as upstream words them. */
export const ADDRESS_MESSAGES = {
  firstName: 'Please enter the first name.',
  lastName: 'Please enter the last name.',
  address: 'Please enter the address.',
  city: 'Please enter the city.',
  pincode: 'Please enter a valid 6-digit pincode.',
  unknownPincode: 'We could not find this pincode. Please check it.',
  state: 'The state is filled from the pincode.',
  phone: 'Please enter a valid 10-digit mobile number.',
  email: 'Please enter a valid email address.',
  gender: 'Please select a gender.',
  ageGroup: 'Please select an age group.',
  gstRequired: 'Please enter your GST number.',
  gstInvalid: 'Please enter a valid GST number.',
} as const;

export const PINCODE_DIGITS = 6;
export const PHONE_DIGITS = 10;
/** 15-character GSTIN: state code, PAN, entity, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GENDER_OPTIONS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
  { value: 'OTHER', label: 'Other' },
] as const;

export const AGE_GROUP_OPTIONS = [
  { value: 'AGE_18_25', label: '18-25' },
  { value: 'AGE_25_40', label: '25-40' },
  { value: 'AGE_40_ABOVE', label: '40 above' },
] as const;
