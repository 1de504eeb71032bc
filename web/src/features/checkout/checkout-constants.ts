// Texts of the checkout, addresses and orders that only the web shows (spec sections 4 and 8, and
// the shop's own). The checkout's limits and the messages the servers give too are @shop/commerce's
// checkout/ (limits.ts, messages.ts).
import { AGE_GROUPS, GENDERS } from '@shop/commerce/checkout/limits';
import type { AgeGroup, Gender } from '@/generated/graphql.ts';

/** The spec's: shown while the order is placed. */
export const PLACING_ORDER_MESSAGE = 'Please wait.......';
/** The spec's: a coupon check that failed without a server message. */
export const COUPON_FAILED_MESSAGE = 'An error occurred';

/** Said after a save when the server gave no message of its own (it gives the spec's). */
export const ADDRESS_SAVED_MESSAGE = 'Address saved.';
export const ADDRESS_SAVE_FAILED_MESSAGE = 'The address could not be saved. Please try again.';
export const ADDRESS_DELETE_CONFIRM = 'Are you sure you want to delete this address?';
export const ADDRESS_DELETE_FAILED_MESSAGE = 'The address could not be deleted. Please try again.';
export const NO_ADDRESSES_MESSAGE = 'You have not saved any addresses yet.';

/** The spec's (section 2, order confirmation). */
export const ORDER_LOADING_TEXT = 'Loading...';
export const NO_ORDER_MESSAGE = 'No order details found.';
export const NO_ORDERS_MESSAGE = 'You have not placed any orders yet.';

/** The schema's gender values with the spec's words. */
export const GENDER_OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'MALE', label: GENDERS[0] },
  { value: 'FEMALE', label: GENDERS[1] },
  { value: 'OTHER', label: GENDERS[2] },
];

/** The schema's age group values with the spec's words. */
export const AGE_GROUP_OPTIONS: ReadonlyArray<{ value: AgeGroup; label: string }> = [
  { value: 'AGE_18_25', label: AGE_GROUPS[0] },
  { value: 'AGE_25_40', label: AGE_GROUPS[1] },
  { value: 'AGE_40_ABOVE', label: AGE_GROUPS[2] },
];
