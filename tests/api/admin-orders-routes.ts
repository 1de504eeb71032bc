// The console's order routes as the OpenAPI document lists them.
const FILTERS = ['status', 'from', 'to', 'paymentMode', 'pincode', 'state', 'partner', 'search', 'sort'];

/** method, path, query/path parameters, JSON body, statuses documented besides 200. */
export const ADMIN_ORDER_ROUTES: Array<
  [method: string, path: string, params: string[], jsonBody: boolean, statuses: string[]]
> = [
  ['get', '/api/Admin/Orders', ['page', 'first', ...FILTERS], false, ['400', '401', '403']],
  ['get', '/api/Admin/Order', ['OrderID'], false, ['400', '401', '403', '404']],
  ['post', '/api/Admin/Orders/Transition', [], true, ['400', '401', '403']],
  ['get', '/api/Admin/Orders/Export', FILTERS, false, ['400', '401', '403']],
  ['get', '/api/Admin/Orders/ExportLink', FILTERS, false, ['400', '401', '403']],
  ['get', '/files/admin/orders.csv', ['operator', 'expires', 'signature'], false, ['400', '403']],
];

/** The order routes that answer CSV, not JSON. */
export const ADMIN_ORDER_NON_JSON_ROUTES = ['/api/Admin/Orders/Export', '/files/admin/orders.csv'];
