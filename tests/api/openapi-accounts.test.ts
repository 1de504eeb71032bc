// The OpenAPI document lists every account, cart and dev route of issue 3 with its parameters,
// request body and response schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { ACCOUNT_ROUTES as ROUTES } from './account-routes.ts';
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

describe('GET /api/openapi.json (issue 3 routes)', () => {
  it('lists every account, cart and dev route with parameters, body and response schemas', async () => {
    const doc = await getOk(`${upstream.url}/api/openapi.json`, Document);
    for (const [method, path, params, body, statuses] of ROUTES) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect((op!.parameters ?? []).filter((p) => p.in !== 'header').map((p) => p.name).sort(), path).toEqual([...params].sort());
      if (path !== '/images/profiles/{name}') expect(op!.responses['200']?.content?.['application/json']?.schema, `${path} 200 schema`).toBeDefined();
      for (const status of statuses) expect(op!.responses[status], `${path} ${status}`).toBeDefined();
      if (body) expect(op!.requestBody?.content['application/json'], `${path} body`).toBeDefined();
    }
    expect(doc.paths['/api/user/UpdateProfile']?.post?.requestBody?.content['application/json']).toBeUndefined();
  });
});
