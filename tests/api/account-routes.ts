// The account, cart, dev outbox and profile picture routes as the OpenAPI document
// lists them, for the OpenAPI contract tests.
const LINE_PARAMS = ['P_ID', 'Quantity', 'SELECTED_COLOR', 'size', 'selectedColorStrap', 'offerProductIds'];

/** method, path, query/path parameters, JSON body, extra statuses documented besides 200. */
export const ACCOUNT_ROUTES: Array<
  [method: string, path: string, params: string[], body: boolean, statuses: string[]]
> = [
  ['post', '/api/User/Login', [], true, ['400', '401', '429']],
  ['post', '/api/User/register', [], true, ['400']],
  ['post', '/api/User/Logout', [], false, ['401']],
  ['post', '/api/User/ForgotPassword', [], true, ['400']],
  ['post', '/api/User/ResetPassword', [], true, ['400']],
  ['post', '/api/SMS/Sendsms', [], true, ['400', '429']],
  ['get', '/api/SMS/ValidateOTP', ['OTP', 'mobile', 'device_token'], false, ['401', '404']],
  ['get', '/api/CommonData/userprofile', [], false, ['401']],
  ['get', '/api/user/UpdateProfiledata', [], false, ['401']],
  ['post', '/api/user/UpdateProfile', [], false, ['400', '401', '409']],
  ['post', '/api/Checkout/CartItemsList', [], false, ['401']],
  ['post', '/api/Checkout/Items_In_cart', LINE_PARAMS, false, ['400', '401', '404', '409']],
  ['post', '/api/Checkout/ItemRemove', [], true, ['401', '404']],
  ['post', '/api/Checkout/ItemRemoveDecrease', LINE_PARAMS, false, ['401', '404']],
  ['post', '/api/Checkout/ItemRemoveIncrease', LINE_PARAMS, false, ['401', '404', '409']],
  ['post', '/api/Checkout/insert-cart-items', [], true, ['400', '401']],
  ['post', '/api/Checkout/guest-cart-items', [], true, ['400']],
  ['get', '/api/dev/outbox', ['to'], false, ['400']],
  ['get', '/api/dev/clock', [], false, []],
  ['post', '/api/dev/clock', [], true, ['400']],
  ['get', '/images/profiles/{name}', ['name'], false, ['404']],
];
