// Content constants and messages: the spec's (sections 2, 5 and 8, character for character) and
// the gateway's own where the spec is silent (gateway/README.md).
import type { UserErrorKind } from '../../graphql/user-errors.ts';
import type { StaticPageKind } from './models.ts';

/** Each static page: its heading and route. */
export const STATIC_PAGES: Record<StaticPageKind, { title: string; path: string }> = {
  SHIPPING_POLICY: { title: 'Shipping Policy', path: '/shipping' },
  BRAND: { title: 'The Brand', path: '/brand' },
  CAREER: { title: 'Career', path: '/career' },
  PRIVACY_POLICY: { title: 'Privacy Policy', path: '/privacy' },
  REFUND_POLICY: { title: 'Refund Policy', path: '/refund' },
  WARRANTY_POLICY: { title: 'Warranty Policy', path: '/warranty' },
  TERMS: { title: 'Terms and Conditions', path: '/terms' },
};

export const blogPath = (id: number): string => `/blogs/blog/${id}`;

/** Subscribe popup phone: exactly 10 characters, digits (spec section 5). */
export const POPUP_PHONE_PATTERN = /^\d{10}$/;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

export const SUBSCRIBED_MESSAGE = 'Subscribed Successfully.';
export const POPUP_SUBSCRIBED_MESSAGE = 'Thank you for subscribing! Your discount code has been sent to your email.';

export const CONTENT_ERRORS = {
  popupPhone: { code: 'INVALID_PHONE', message: 'Please enter 10 digits for mobile no.' },
  // The gateway's own (worded as upstream words them).
  emailInvalid: { code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' },
  nameRequired: { code: 'REQUIRED', message: 'Please enter your name.' },
  nameTooLong: { code: 'TOO_LONG', message: `Name must be at most ${NAME_MAX_LENGTH} characters.` },
} as const satisfies Record<string, UserErrorKind>;

export const CONTENT_ERROR_KINDS: readonly UserErrorKind[] = Object.values(CONTENT_ERRORS);
