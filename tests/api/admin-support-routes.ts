// The console's support and insight routes as the OpenAPI document lists them.
/** method, path, query/path parameters, JSON body, extra statuses documented besides 200. */
export const ADMIN_SUPPORT_ROUTES: Array<
  [method: string, path: string, params: string[], jsonBody: boolean, statuses: string[]]
> = [
  ['get', '/api/Admin/Requests', ['page', 'first', 'status', 'search', 'sort'], false, ['400', '401', '403']],
  ['get', '/api/Admin/Requests/{id}', ['id'], false, ['401', '403', '404']],
  ['post', '/api/Admin/Requests/Status', [], true, ['400', '401', '403', '404', '409']],
  ['post', '/api/Admin/Requests/Reply', [], true, ['400', '401', '403', '404', '409']],
  ['get', '/api/Admin/Registrations', ['page', 'first', 'search'], false, ['400', '401', '403']],
  ['get', '/api/Admin/Dashboard', [], false, ['401']],
  ['get', '/api/Admin/Customers', ['page', 'first', 'search', 'sort'], false, ['400', '401', '403']],
  ['get', '/api/Admin/Customers/{id}', ['id', 'page', 'first'], false, ['401', '403', '404']],
  ['get', '/api/Admin/Subscribers', [], false, ['401', '403']],
  ['get', '/api/Admin/Subscribers/Export', [], false, ['401', '403']],
  ['get', '/api/Admin/Subscribers/ExportLink', [], false, ['401', '403']],
  ['get', '/api/Admin/Gst', ['month'], false, ['400', '401', '403']],
  ['get', '/api/Admin/Gst/Export', ['month'], false, ['400', '401', '403']],
  ['get', '/api/Admin/Gst/ExportLink', ['month'], false, ['400', '401', '403']],
  ['get', '/files/admin/requests/{id}/attachment', ['id', 'operator', 'expires', 'signature'], false, ['403', '404']],
  ['get', '/files/admin/subscribers.csv', ['operator', 'expires', 'signature'], false, ['403']],
  ['get', '/files/admin/gst.csv', ['operator', 'expires', 'signature', 'month'], false, ['400', '403']],
];

/** Those that answer CSV or a file rather than JSON. */
export const ADMIN_SUPPORT_NON_JSON_ROUTES = [
  '/api/Admin/Subscribers/Export',
  '/api/Admin/Gst/Export',
  '/files/admin/requests/{id}/attachment',
  '/files/admin/subscribers.csv',
  '/files/admin/gst.csv',
];
