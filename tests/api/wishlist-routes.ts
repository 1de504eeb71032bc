// The wishlist and back-in-stock routes as the OpenAPI document lists them, for the OpenAPI
// contract tests.

/** method, path, query/path parameters, JSON body, extra statuses documented besides 200. */
export const WISHLIST_ROUTES: Array<
  [method: string, path: string, params: string[], body: boolean, statuses: string[]]
> = [
  ['post', '/api/Wishlist/Items', [], false, ['401']],
  ['post', '/api/Wishlist/Add', ['P_ID'], false, ['400', '401', '404', '409']],
  ['post', '/api/Wishlist/Remove', ['P_ID'], false, ['400', '401']],
  ['post', '/api/Wishlist/merge-items', [], true, ['400', '401']],
  ['post', '/api/Wishlist/guest-items', [], true, ['400']],
  ['post', '/api/Product/NotifyBackInStock', [], true, ['400', '404', '409']],
];
