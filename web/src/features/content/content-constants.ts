// Settings and texts only the content screens have (spec sections 2, 3 and 9): the subscribe popup's
// timing and flags, static pages' descriptions. The content rules and messages every part shares
// are in @shop/commerce/content.

/** Subscribe popup: it opens this long after the first visit of a browser session. */
export const SUBSCRIBE_POPUP_DELAY_MS = 10_000;
/** localStorage flags of the popup (spec section 3): closed for good, or minimised to a tab. */
export const POPUP_CLOSED_KEY = 'popupClosed';
export const POPUP_MINIMIZED_KEY = 'popupMinimized';
/** sessionStorage: when this browser session's first visit began, and whether the popup has opened in it. */
export const POPUP_SESSION_START_KEY = 'popupSessionStart';
export const POPUP_SHOWN_KEY = 'popupShown';
/** Newsletter and popup failures (the spec's forms only log them). */
export const SUBSCRIBE_FAILED_MESSAGE = 'We could not subscribe you just now. Please try again.';
/** Meta description of a static page: its first words, cut at about this many characters. */
export const META_DESCRIPTION_LENGTH = 160;
