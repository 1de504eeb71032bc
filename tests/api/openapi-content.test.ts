// The OpenAPI document lists every content and after-sales route of issue 5 with its parameters,
// response schemas and documented error statuses; form endpoints declare their content types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { CONTENT_ROUTES } from './content-routes.ts';
import { getOk } from './http.ts';

const Operation = z.object({
  parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.unknown()) }).optional(),
  responses: z.record(z.string(), z.object({ content: z.record(z.string(), z.object({ schema: z.unknown() })).optional() })),
});
const Document = z.object({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), Operation)) });
const BINARY = new Set(['/files/manuals/{name}', '/images/blogs/{id}.svg']);

let upstream: RunningUpstream;

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream?.close());

describe('GET /api/openapi.json (issue 5 routes)', () => {
  it('lists every content and support route with parameters and response schemas', async () => {
    const doc = await getOk(`${upstream.url}/api/openapi.json`, Document);
    for (const [method, path, params, statuses] of CONTENT_ROUTES) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect((op!.parameters ?? []).filter((p) => p.in !== 'header').map((p) => p.name).sort(), path).toEqual([...params].sort());
      if (!BINARY.has(path)) expect(op!.responses['200']?.content?.['application/json']?.schema, `${path} 200 schema`).toBeDefined();
      for (const status of statuses) expect(op!.responses[status], `${path} ${status}`).toBeDefined();
    }
    expect(doc.paths['/api/User/Post']?.post?.requestBody?.content['application/json']).toBeDefined();
    expect(doc.paths['/api/CommonData/Add_Complaint']?.post?.requestBody?.content['application/json']).toBeUndefined();
  });
});
