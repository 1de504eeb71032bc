// Cart limits (storefront spec sections 4, 5 and 9, and the shop's own).

/** Most units of one cart line and of one product-page add (spec section 9). */
export const MAX_QUANTITY_PER_LINE = 5;
/** Fewest units of a cart line: decrease stops here (spec section 9). */
export const MIN_QUANTITY_PER_LINE = 1;
/** Most lines a guest's local cart may send in one request (pricing it, or merging it after login). */
export const MAX_GUEST_CART_LINES = 50;
/** Most offer products one cart line may carry (the shop's own; a product has a handful at most). */
export const MAX_OFFERS_PER_LINE = 10;
