// The web's own constants: storage keys, timings and the texts only the web shows. The limits,
// rules and messages every part shares are in @shop/commerce.

// Cart (its limits and refusals are @shop/commerce's cart/)
/** localStorage key of the guest cart. */
export const CART_STORAGE_KEY = 'voodscart';
/** Confirmation asked before a cart line is removed. */
export const REMOVE_CONFIRM_MESSAGE = 'Are you sure you want to remove this item?';
export const EMPTY_CART_MESSAGE = 'Your cart is currently empty';
/** Shown when a cart change fails (the spec's cart only logs it). */
export const CART_UPDATE_FAILED_MESSAGE = 'Your cart could not be updated. Please try again.';
/** Shown in the drawer when a guest's prices could not be loaded (the stored prices are shown). */
export const CART_PRICES_FAILED_MESSAGE = 'Current prices could not be loaded; the prices shown may be out of date.';
/** Shown after login when the guest cart could not be moved to the account (it stays in the browser). */
export const CART_MERGE_FAILED_MESSAGE = 'Your cart could not be moved to your account. Please try again later.';

// Operator console
/** localStorage key of the console operator's token (a JWT, sent as X-Operator-Token). */
export const OPERATOR_TOKEN_STORAGE_KEY = 'operatorToken';

// Account (spec sections 4, 5, 8 and 9; its limits and messages are @shop/commerce's account/)
/** localStorage key of the shopper's session token (a JWT). */
export const SESSION_STORAGE_KEY = 'sessionToken';
/** Profile success: redirect home after 2 s. */
export const PROFILE_REDIRECT_DELAY_MS = 2000;
/** Registration success: the message stays this long before the login page opens. */
export const REGISTER_REDIRECT_DELAY_MS = 2000;
// Texts only the web shows, where the spec is silent.
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms and conditions.';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords do not match.';
export const REQUEST_FAILED_MESSAGE = 'Something went wrong. Please try again.';

// Catalog (its limits are @shop/commerce's catalog/)
/** Product-page thumbnail strip: slides visible at a time. */
export const THUMBS_VISIBLE = 4;
export const EMPTY_PRODUCTS_MESSAGE = 'No products found.';
/** Under a pincode box while the pincode's place is looked up (checkout addresses, the add-CP form). */
export const PINCODE_LOOKUP_MESSAGE = 'Looking up the pincode…';
/** Delay before a moved price slider reloads the products (one request per settled drag). */
export const PRICE_COMMIT_DELAY_MS = 300;

// Timings
/** Header offer banner: a new slide every 4 s. */
export const OFFER_ROTATE_MS = 4000;
/** Category and home banner carousel: 5 s per slide. */
export const CATEGORY_BANNER_MS = 5000;
/** Banner carousel fade transition. */
export const BANNER_FADE_MS = 500;

// Not-found screen
export const NOT_FOUND_HEADING = '404 - Page Not Found';
export const NOT_FOUND_TEXT = 'Sorry, the page you are looking for does not exist.';
export const NOT_FOUND_LINK = 'Go to Home';

// Channel partner portal: only what the shopper bundle needs (the Apollo link and the /home route);
// the portal's own constants live in features/partner/partner-constants.ts.
/** localStorage key of the partner token (a JWT of its own type, separate from the shopper's). */
export const PARTNER_TOKEN_STORAGE_KEY = 'cpToken';
