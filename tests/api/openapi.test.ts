// The OpenAPI document lists exactly the contract's routes, each with its parameters, its JSON
// request body where it takes one, a response schema and its documented error statuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { ACCOUNT_ROUTES } from './account-routes.ts';
import { ADMIN_CATALOG_ROUTES } from './admin-catalog-routes.ts';
import { ADMIN_ORDER_NON_JSON_ROUTES, ADMIN_ORDER_ROUTES } from './admin-orders-routes.ts';
import { ADMIN_PARTNER_NON_JSON_ROUTES, ADMIN_PARTNER_ROUTES } from './admin-partners-routes.ts';
import { ADMIN_ROUTES } from './admin-routes.ts';
import { ADMIN_SUPPORT_NON_JSON_ROUTES, ADMIN_SUPPORT_ROUTES } from './admin-support-routes.ts';
import { CATALOG_ROUTES } from './catalog-routes.ts';
import { REVIEW_NON_JSON_ROUTES, REVIEW_ROUTES } from './reviews-routes.ts';
import { CHECKOUT_ROUTES, NON_JSON_ROUTES } from './checkout-routes.ts';
import { CONTENT_ROUTES } from './content-routes.ts';
import { PARTNER_ACCOUNT_ROUTES, PARTNER_NON_JSON_ROUTES, PARTNER_PROGRAM_ROUTES } from './partner-routes.ts';
import { getOk } from './http.ts';
import { WISHLIST_ROUTES } from './wishlist-routes.ts';

const Operation = z.object({
  parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.unknown()) }).optional(),
  responses: z.record(
    z.string(),
    z.object({ content: z.record(z.string(), z.object({ schema: z.unknown() })).optional() }),
  ),
});
const Document = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), Operation)),
  components: z.object({ schemas: z.record(z.string(), z.unknown()) }),
});
type Document = z.infer<typeof Document>;

/** Routes that answer something other than JSON (pictures, PDFs, payment pages and redirects). */
const NOT_JSON = new Set([
  ...NON_JSON_ROUTES,
  ...PARTNER_NON_JSON_ROUTES,
  ...ADMIN_ORDER_NON_JSON_ROUTES,
  ...ADMIN_PARTNER_NON_JSON_ROUTES,
  ...ADMIN_SUPPORT_NON_JSON_ROUTES,
  ...REVIEW_NON_JSON_ROUTES,
  '/images/profiles/{name}',
  '/files/manuals/{name}',
  '/images/blogs/{id}.svg',
]);

interface Route {
  method: string;
  path: string;
  params: string[];
  jsonBody?: boolean;
  statuses?: string[];
}

let upstream: RunningUpstream;
let doc: Document;

beforeAll(async () => {
  upstream = await startUpstream();
  doc = await getOk(`${upstream.url}/api/openapi.json`, Document);
});
afterAll(() => upstream?.close());

/** A schema with its references to the document's components written out (the shapes hold no cycle). */
function inlined(schema: unknown, depth = 0): unknown {
  if (depth > 20 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, depth + 1));
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
    return inlined(doc.components.schemas[ref.slice('#/components/schemas/'.length)], depth + 1);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlined(value, depth + 1)]));
}

function expectDocumented(route: Route): void {
  const { method, path, params, jsonBody, statuses = [] } = route;
  const op = doc.paths[path]?.[method];
  expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
  expect(
    (op!.parameters ?? [])
      .filter((p) => p.in !== 'header')
      .map((p) => p.name)
      .sort(),
    path,
  ).toEqual([...params].sort());
  if (!NOT_JSON.has(path))
    expect(op!.responses['200']?.content?.['application/json']?.schema, `${path} 200 schema`).toBeDefined();
  for (const status of statuses) expect(op!.responses[status], `${path} ${status}`).toBeDefined();
  if (jsonBody) expect(op!.requestBody?.content['application/json'], `${path} body`).toBeDefined();
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of exactly the contract routes', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const expected = new Set(
      [
        ...CATALOG_ROUTES,
        ...ACCOUNT_ROUTES,
        ...CHECKOUT_ROUTES,
        ...CONTENT_ROUTES,
        ...PARTNER_ACCOUNT_ROUTES,
        ...PARTNER_PROGRAM_ROUTES,
        ...ADMIN_ROUTES,
        ...ADMIN_ORDER_ROUTES,
        ...ADMIN_CATALOG_ROUTES,
        ...ADMIN_SUPPORT_ROUTES,
        ...ADMIN_PARTNER_ROUTES,
        ...WISHLIST_ROUTES,
        ...REVIEW_ROUTES,
      ].map(([, path]) => path),
    );
    expect(Object.keys(doc.paths).sort()).toEqual([...expected].sort());
  });

  it('documents the wishlist and back-in-stock routes', () => {
    for (const [method, path, params, jsonBody, statuses] of WISHLIST_ROUTES)
      expectDocumented({ method, path, params, jsonBody, statuses });
  });

  it('documents the review routes', () => {
    for (const [method, path, params, jsonBody, statuses] of REVIEW_ROUTES)
      expectDocumented({ method, path, params, jsonBody, statuses });
  });

  it('documents the catalog routes', () => {
    for (const [method, path, params] of CATALOG_ROUTES) expectDocumented({ method, path, params });
    expect(doc.paths['/api/Product/category_page_data']?.post?.requestBody?.content['application/json']).toBeDefined();
  });

  it('documents the account, cart and dev routes', () => {
    for (const [method, path, params, jsonBody, statuses] of ACCOUNT_ROUTES)
      expectDocumented({ method, path, params, jsonBody, statuses });
    expect(doc.paths['/api/user/UpdateProfile']?.post?.requestBody?.content['application/json']).toBeUndefined();
  });

  it('documents the checkout, order, payment and invoice routes', () => {
    for (const [method, path, params, jsonBody, statuses] of CHECKOUT_ROUTES)
      expectDocumented({ method, path, params, jsonBody, statuses });
    const create = doc.paths['/api/Checkout/CreateOrderNew']?.post;
    expect(create?.parameters?.find((p) => p.in === 'header')?.name).toBe('idempotency-key');
    // The provider-neutral redirect a client follows, in both answers that start a payment.
    for (const path of ['/api/Checkout/CreateOrderNew', '/api/Checkout/RetryPayment']) {
      const answer = doc.paths[path]?.post?.responses['200']?.content?.['application/json']?.schema;
      expect(JSON.stringify(inlined(answer)), path).toMatch(/"payment_redirect".*"provider".*"method".*"fields"/);
    }
    expect(
      doc.paths['/payment/response']?.post?.requestBody?.content['application/x-www-form-urlencoded'],
    ).toBeDefined();
  });

  it('documents the content and after-sales routes', () => {
    for (const [method, path, params, statuses] of CONTENT_ROUTES) expectDocumented({ method, path, params, statuses });
    expect(doc.paths['/api/User/Post']?.post?.requestBody?.content['application/json']).toBeDefined();
    expect(doc.paths['/api/CommonData/Add_Complaint']?.post?.requestBody?.content['application/json']).toBeUndefined();
  });

  it('documents the channel partner account, profile and content routes', () => {
    for (const [method, path, params, jsonBody, statuses] of PARTNER_ACCOUNT_ROUTES)
      expectDocumented({ method, path, params, jsonBody, statuses });
    expect(doc.paths['/api/CP/UpdateCpDetails']?.post?.requestBody?.content['application/json']).toBeUndefined();
  });

  it('documents the channel partner program routes', () => {
    for (const [method, path, params, jsonBody, statuses] of PARTNER_PROGRAM_ROUTES)
      expectDocumented({ method, path, params, jsonBody, statuses });
  });

  it("documents the operator console's routes", () => {
    for (const [method, path, params, jsonBody, statuses] of [
      ...ADMIN_ROUTES,
      ...ADMIN_ORDER_ROUTES,
      ...ADMIN_CATALOG_ROUTES,
      ...ADMIN_SUPPORT_ROUTES,
      ...ADMIN_PARTNER_ROUTES,
    ])
      expectDocumented({ method, path, params, jsonBody, statuses });
  });
});
