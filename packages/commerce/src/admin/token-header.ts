// The request header that carries an operator token to the gateway: the bare JWT, or 'Bearer <JWT>'.
// Its own module, so that the storefront's auth link names it without carrying the console's roles.
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
