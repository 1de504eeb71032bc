// The console's catalog routes as the OpenAPI document lists them.
/** method, path, query/path parameters, JSON body, statuses documented besides 200. */
export const ADMIN_CATALOG_ROUTES: Array<
  [method: string, path: string, params: string[], jsonBody: boolean, statuses: string[]]
> = [
  ['get', '/api/Admin/Products', ['page', 'first', 'q', 'categoryId', 'listed', 'sort'], false, ['400', '401', '403']],
  ['get', '/api/Admin/Products/{id}', ['id'], false, ['400', '401', '403', '404']],
  ['post', '/api/Admin/Products/Update', [], true, ['400', '401', '403', '404']],
  ['post', '/api/Admin/Products/Stock', [], true, ['400', '401', '403', '404']],
  ['get', '/api/Admin/LowStock', ['page', 'first'], false, ['400', '401', '403']],
  ['get', '/api/Admin/Coupons', ['page', 'first', 'q', 'source', 'state'], false, ['400', '401', '403']],
  ['post', '/api/Admin/Coupons', [], true, ['400', '401', '403', '404', '409']],
  ['post', '/api/Admin/Coupons/Expire', [], true, ['400', '401', '403', '404', '409']],
  ['get', '/api/Admin/OfferBanner', [], false, ['401', '403']],
  ['post', '/api/Admin/OfferBanner/Update', [], true, ['400', '401', '403', '404']],
  ['get', '/api/Admin/CategoryBanners', [], false, ['401', '403']],
  ['post', '/api/Admin/CategoryBanners/Update', [], true, ['400', '401', '403', '404']],
];
