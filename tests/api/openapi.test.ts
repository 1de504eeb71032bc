// The OpenAPI document lists every route of the contract with its parameters and responses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { ACCOUNT_ROUTES } from './account-routes.ts';
import { CHECKOUT_ROUTES } from './checkout-routes.ts';
import { CONTENT_ROUTES } from './content-routes.ts';
import { getOk } from './http.ts';

const ROUTES: Array<[method: string, path: string, params: string[]]> = [
  ['get', '/api/CommonData/cat_id', ['cat_name']],
  ['get', '/api/CommonData/main_offer', []],
  ['get', '/api/Category/Get_category', []],
  ['get', '/api/Category/getfilters', ['cat_id']],
  ['post', '/api/Product/category_page_data', []],
  ['get', '/api/Product/Product_Category_Banner', ['CAT_ID']],
  ['get', '/api/Product/product_varient', ['p_id']],
  ['get', '/api/Product/Extra_strap_color', ['p_id', 'colorid']],
  ['get', '/api/Product/Product_details_Modal_ADD_ON', ['modal']],
  ['get', '/api/Product/Product_details_Modal', ['modal', 'cc', 'n']],
  ['get', '/api/Product/product_stock', ['p_id', 'colorid']],
  ['get', '/api/Product/Deliver_time', ['p_id', 'pincode']],
  ['get', '/api/Product/product_model_by_product_category', ['cat_id']],
  ['get', '/api/product/items', []],
  ['get', '/api/SEO/HomepageSEO', []],
  ['get', '/api/SEO/CategorypageSEO', ['id']],
  ['get', '/api/SEO/DescriptionpageSEO', ['id']],
  ['get', '/api/Checkout/PincodeDetails', ['pincode']],
  ['get', '/api/health', []],
  ['get', '/api/openapi.json', []],
  ['get', '/images/products/{productId}/{colorId}/{n}.svg', ['productId', 'colorId', 'n']],
  ['get', '/images/highlights/{productId}/{colorId}/{n}.svg', ['productId', 'colorId', 'n']],
  ['get', '/images/banners/{name}.svg', ['name']],
];

const Operation = z.object({
  parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.unknown()) }).optional(),
  responses: z.record(z.string(), z.object({ content: z.record(z.string(), z.object({ schema: z.unknown() })).optional() })),
});
const Document = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), Operation)),
});

let upstream: RunningUpstream;

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream?.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every route, its parameters and a response schema', async () => {
    const doc = await getOk(`${upstream.url}/api/openapi.json`, Document);
    expect(doc.openapi).toMatch(/^3\.1\./);
    for (const [method, path, params] of ROUTES) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect((op!.parameters ?? []).map((p) => p.name).sort()).toEqual([...params].sort());
      expect(op!.responses['200']?.content?.['application/json']?.schema, `${path} 200 schema`).toBeDefined();
    }
    expect(doc.paths['/api/Product/category_page_data']?.post?.requestBody?.content['application/json']).toBeDefined();
    // Exactly the contract's routes: the catalog ones above, the accounts/cart ones, issue 4's and issue 5's.
    const expected = new Set([...ROUTES, ...ACCOUNT_ROUTES, ...CHECKOUT_ROUTES, ...CONTENT_ROUTES].map(([, path]) => path));
    expect(Object.keys(doc.paths).sort()).toEqual([...expected].sort());
  });
});
