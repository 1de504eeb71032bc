// The address, checkout, order, payment and invoice routes as the OpenAPI document
// lists them. method, path, query/path parameters, JSON body, extra statuses documented besides 200.
export const CHECKOUT_ROUTES: Array<
  [method: string, path: string, params: string[], body: boolean, statuses: string[]]
> = [
  ['get', '/api/Checkout/User_address_list', [], false, ['401']],
  ['get', '/api/Checkout/User_address_list_Billing', [], false, ['401']],
  ['post', '/api/User/Save_user_delivery_address', [], true, ['400', '401', '409']],
  ['post', '/api/User/update_user_delivery_address', [], true, ['400', '401', '404']],
  ['post', '/api/User/update_user_billing_address', [], true, ['400', '401', '404']],
  ['post', '/api/User/Delete_user_address', [], true, ['401', '404']],
  ['get', '/api/CommonData/C_list', [], false, []],
  ['get', '/api/Checkout/Prepaid_Discount', [], false, ['401']],
  [
    'post',
    '/api/Checkout/GetCouponDetails',
    ['CouponCode', 'amt', 'p_id', 'CouponCategory'],
    false,
    ['400', '401', '404'],
  ],
  ['get', '/api/Checkout/chk_all_delivery', ['id'], false, ['401', '404']],
  ['post', '/api/Checkout/CreateOrderNew', [], true, ['400', '401', '404', '409']],
  ['get', '/api/MyAccount/Order_Details', [], false, ['401']],
  ['get', '/api/MyAccount/Order_Details_Page', ['page', 'first'], false, ['400', '401']],
  ['get', '/api/MyAccount/PreBookDetails', [], false, ['401']],
  ['get', '/api/MyAccount/Order_Details_ID', ['o_id'], false, ['401', '404']],
  ['get', '/api/Order/Tracking', ['OrderID'], false, ['400', '401', '404']],
  ['post', '/api/Order/Cancel', [], true, ['400', '401', '404', '409']],
  ['post', '/api/Order/ReturnRequest', [], true, ['400', '401', '404', '409']],
  ['get', '/api/MyAccount/Order_Payment', ['o_id'], false, ['400', '401', '404']],
  ['post', '/api/Checkout/RetryPayment', [], true, ['400', '401', '404', '409']],
  ['post', '/payment/transaction', ['command'], false, ['400', '413', '415']],
  ['post', '/payment/transaction/decision', [], false, ['400', '413', '415']],
  ['post', '/payment/apis/servlet/DoWebTrans', [], false, ['413', '415']],
  ['post', '/payment/response', [], false, ['303', '400', '409', '413', '415', '502']],
  ['get', '/files/invoices/{name}', ['name', 'expires', 'signature'], false, ['400', '403']],
];

/** Routes whose 200 answer is not JSON (HTML pages, a PDF) or that answer 303. */
export const NON_JSON_ROUTES = new Set([
  '/payment/transaction',
  '/payment/transaction/decision',
  '/payment/apis/servlet/DoWebTrans',
  '/payment/response',
  '/files/invoices/{name}',
]);
