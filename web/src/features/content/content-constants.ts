// Content constants and messages (spec sections 2, 5, 8 and 9): the subscribe popup, the newsletter,
// static pages. Shared ones (shop name, contact details) are in lib/constants.ts.

/** Subscribe popup: it opens this long after the first visit of a browser session. */
export const SUBSCRIBE_POPUP_DELAY_MS = 10_000;
/** localStorage flags of the popup (spec section 3): closed for good, or minimised to a tab. */
export const POPUP_CLOSED_KEY = 'popupClosed';
export const POPUP_MINIMIZED_KEY = 'popupMinimized';
/** sessionStorage: when this browser session's first visit began, and whether the popup has opened in it. */
export const POPUP_SESSION_START_KEY = 'popupSessionStart';
export const POPUP_SHOWN_KEY = 'popupShown';
export const POPUP_PHONE_MESSAGE = 'Please enter 10 digits for mobile no.';
/** The server's success text, used if its answer has none. */
export const POPUP_SUBSCRIBED_MESSAGE = 'Thank you for subscribing! Your discount code has been sent to your email.';
export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Subscribed Successfully.';
/** Newsletter and popup failures (the old site only logged them). */
export const SUBSCRIBE_FAILED_MESSAGE = 'We could not subscribe you just now. Please try again.';
/** Meta description of a static page: its first words, cut at about this many characters. */
export const META_DESCRIPTION_LENGTH = 160;
