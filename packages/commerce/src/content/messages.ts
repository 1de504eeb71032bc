// Content messages: the newsletter and the subscribe popup. The spec's (storefront sections 5 and
// 8) character for character; the shop's own where the spec is silent, each marked.
import { CONTACT_MESSAGES } from '../contact.ts';
import { SUBSCRIBER_NAME_MAX_LENGTH } from './limits.ts';

/** Refusals: `code` is what GraphQL `userErrors.code` and upstream's 4xx bodies carry. */
export const CONTENT_ERRORS = {
  // The spec's.
  popupPhone: { code: 'INVALID_PHONE', message: 'Please enter 10 digits for mobile no.' },
  // The shop's own.
  nameRequired: { code: 'REQUIRED', message: CONTACT_MESSAGES.nameRequired },
  nameTooLong: { code: 'TOO_LONG', message: `Name must be at most ${SUBSCRIBER_NAME_MAX_LENGTH} characters.` },
  emailInvalid: { code: 'INVALID_EMAIL', message: CONTACT_MESSAGES.emailInvalid },
} as const;
export type ContentErrorKey = keyof typeof CONTENT_ERRORS;

/** Other texts. */
export const CONTENT_MESSAGES = {
  // The spec's.
  subscribed: 'Subscribed Successfully.',
  // The shop's own (the spec says only that a message tells of the mailed discount code).
  popupSubscribed: 'Thank you for subscribing! Your discount code has been sent to your email.',
} as const;
