// Business constants and limits of the storefront (spec section 9), named once and never inlined.

/** Name shown by the logo and the footer. */
export const SHOP_NAME = 'Lumen';

// Cart
/** Maximum quantity per cart line and per product-page add. */
export const MAX_QTY = 5;
/** Minimum quantity per cart line. */
export const MIN_QTY = 1;
/** Shown when a quantity would go above MAX_QTY. */
export const MAX_QTY_MESSAGE = 'Max 5 items Allowed';
/** localStorage key of the guest cart. */
export const CART_STORAGE_KEY = 'voodscart';
/** Confirmation asked before a cart line is removed. */
export const REMOVE_CONFIRM_MESSAGE = 'Are you sure you want to remove this item?';
export const EMPTY_CART_MESSAGE = 'Your cart is currently empty';

// Catalog
/** Price range the category page uses until the server's values arrive. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 10000 } as const;
/** Product-page thumbnail strip: slides visible at a time. */
export const THUMBS_VISIBLE = 4;
export const EMPTY_PRODUCTS_MESSAGE = 'No products found.';
export const PINCODE_REQUIRED_MESSAGE = 'Please Enter Pincode';
export const PINCODE_INVALID_MESSAGE = 'Please enter a valid 6-digit pincode';
export const PINCODE_LENGTH = 6;
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
