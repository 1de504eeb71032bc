// The console's own routes (operators, the audit log, refunds) as the OpenAPI document lists them.
/** method, path, query/path parameters, JSON body, statuses documented besides 200. */
export const ADMIN_ROUTES: Array<
  [method: string, path: string, params: string[], jsonBody: boolean, statuses: string[]]
> = [
  ['post', '/api/Admin/Login', [], true, ['400', '401', '429']],
  ['post', '/api/Admin/Logout', [], false, ['401']],
  ['get', '/api/Admin/Me', [], false, ['401']],
  ['get', '/api/Admin/Operators', [], false, ['401', '403']],
  ['post', '/api/Admin/Operators', [], true, ['400', '401', '403', '409']],
  ['post', '/api/Admin/Operators/Update', [], true, ['400', '401', '403', '404', '409']],
  [
    'get',
    '/api/Admin/Audit',
    ['page', 'first', 'entityType', 'entityId', 'operatorId', 'action'],
    false,
    ['400', '401', '403'],
  ],
  ['get', '/api/Admin/Refunds', ['page', 'first', 'status'], false, ['400', '401', '403']],
  ['post', '/api/Admin/Refunds/Resolve', [], true, ['400', '401', '403', '404', '409']],
];
