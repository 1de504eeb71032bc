// The console's partner program routes as the OpenAPI document lists them.
const ERRORS = ['400', '401', '403', '404', '409'];

/** method, path, query/path parameters, JSON body, statuses documented besides 200. */
export const ADMIN_PARTNER_ROUTES: Array<
  [method: string, path: string, params: string[], jsonBody: boolean, statuses: string[]]
> = [
  ['get', '/api/Admin/Partners', ['page', 'first', 'search', 'status', 'kyc', 'master'], false, ERRORS],
  ['get', '/api/Admin/Partners/{id}', ['id'], false, ERRORS],
  ['get', '/api/Admin/Partners/{id}/TableHistory', ['id', 'page', 'first'], false, ERRORS],
  ['post', '/api/Admin/Partners/Kyc', [], true, ERRORS],
  ['post', '/api/Admin/Partners/Status', [], true, ERRORS],
  ['get', '/api/Admin/Payouts', ['page', 'first'], false, ERRORS],
  ['post', '/api/Admin/Payouts', [], true, ERRORS],
  ['get', '/api/Admin/Payouts/{id}', ['id', 'page', 'first', 'status'], false, ERRORS],
  ['post', '/api/Admin/Payouts/Paid', [], true, ERRORS],
  ['get', '/api/Admin/Payouts/{id}/ExportLink', ['id'], false, ERRORS],
  ['get', '/files/admin/payouts/{id}.csv', ['id', 'operator', 'expires', 'signature'], false, ['400', '403', '404']],
];

/** Those that answer CSV rather than JSON. */
export const ADMIN_PARTNER_NON_JSON_ROUTES = ['/files/admin/payouts/{id}.csv'];
