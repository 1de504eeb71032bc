// The review routes as the OpenAPI document lists them.
/** method, path, query/path parameters, JSON body, extra statuses documented besides 200. */
export const REVIEW_ROUTES: Array<
  [method: string, path: string, params: string[], jsonBody: boolean, statuses: string[]]
> = [
  ['get', '/api/Reviews/Product', ['productId', 'sort', 'page', 'pageSize'], false, ['400']],
  ['get', '/api/Reviews/Mine', ['productId'], false, ['400', '401']],
  ['post', '/api/Reviews/Save', [], false, ['400', '401', '403', '415']],
  ['get', '/images/reviews/{name}', ['name'], false, ['404']],
  ['get', '/api/Admin/Reviews', ['page', 'first', 'status'], false, ['400', '401', '403']],
  ['post', '/api/Admin/Reviews/Moderate', [], true, ['400', '401', '403', '404', '409']],
];

/** Those that answer a picture rather than JSON. */
export const REVIEW_NON_JSON_ROUTES = ['/images/reviews/{name}'];
