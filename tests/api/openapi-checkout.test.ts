// The OpenAPI document lists every checkout, order, payment and invoice route of issue 4 with its
// parameters, request body and documented statuses; CreateOrderNew documents its Idempotency-Key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { CHECKOUT_ROUTES, NON_JSON_ROUTES } from './checkout-routes.ts';
import { getOk } from './http.ts';

const Operation = z.object({
  parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.unknown()) }).optional(),
  responses: z.record(z.string(), z.object({ content: z.record(z.string(), z.object({ schema: z.unknown() })).optional() })),
});
const Document = z.object({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), Operation)) });

let upstream: RunningUpstream;

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream?.close());

describe('GET /api/openapi.json (issue 4 routes)', () => {
  it('lists every checkout and order route with parameters, body and statuses', async () => {
    const doc = await getOk(`${upstream.url}/api/openapi.json`, Document);
    for (const [method, path, params, body, statuses] of CHECKOUT_ROUTES) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect((op!.parameters ?? []).filter((p) => p.in !== 'header').map((p) => p.name).sort(), path).toEqual([...params].sort());
      if (!NON_JSON_ROUTES.has(path)) expect(op!.responses['200']?.content?.['application/json']?.schema, `${path} 200 schema`).toBeDefined();
      for (const status of statuses) expect(op!.responses[status], `${path} ${status}`).toBeDefined();
      if (body) expect(op!.requestBody?.content['application/json'], `${path} body`).toBeDefined();
    }
    const create = doc.paths['/api/Checkout/CreateOrderNew']?.post;
    expect(create?.parameters?.find((p) => p.in === 'header')?.name).toBe('idempotency-key');
    expect(doc.paths['/payment/response']?.post?.requestBody?.content['application/x-www-form-urlencoded']).toBeDefined();
  });
});
