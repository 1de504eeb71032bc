// Content limits: the subscribe popup's fields (storefront spec section 5; its phone is the
// 10-digit mobile number of contact.ts) and the shop's own limit of a subscriber's name.

/** The longest name the subscribe popup takes, after trimming. */
export const SUBSCRIBER_NAME_MAX_LENGTH = 120;
