// A bounded fuzz of upstream's REST API: every operation of its OpenAPI document (GET
// /api/openapi.json) is called with hostile path, query and body values (long, empty, control and
// Unicode characters, numbers out of range, injection strings, wrong types and nesting, every
// content type), as a guest, as a customer, as a partner and as the console's owner. No answer may be a 5xx: bad input is a
// 4xx. fast-check generates the cases from a fixed seed, so a failure replays; a failing case is
// shrunk to the smallest input that still fails.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../upstream/src/db/seed/customers.ts';
import { DEMO_OPERATOR, OPERATOR_DEMO_PASSWORD } from '../../upstream/src/db/seed/operators.ts';
import { DEMO_PARTNERS, PARTNER_DEMO_PASSWORD } from '../../upstream/src/db/seed/partner-data.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';

/** Cases per operation: about 180 operations make about 5,700 requests (about 17 s). */
const RUNS_PER_OPERATION = 32;
const SEED = 1_302_2026;

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: 'path' | 'query' | 'header'; name: string }>;
  bodyFields: string[];
}

/** Operations that end the session they are called with: always called without a valid one. */
const ENDS_SESSION = new Set([
  '/api/User/Logout',
  '/api/CP/Logout',
  '/api/CP/CpChangePassword',
  '/api/Admin/Logout',
  '/api/Admin/Operators/Update',
]);

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    '-0',
    'NaN',
    'Infinity',
    '9007199254740993',
    '99999999999999999999999999',
    '0x7fffffff',
    'true',
    'null',
    'undefined',
    '[]',
    '{}',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '../../../../etc/passwd',
    '..%2f..%2fjwt-secret',
    '%00',
    '\u0000',
    '\r\nSet-Cookie: x=1',
    '<script>alert(1)</script>',
    '${7*7}',
    '__proto__',
    'constructor',
    '2026-02-30',
    '9999-12-31T23:59:59Z',
    '\uD800',
    '😀'.repeat(50),
    'a'.repeat(10_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant([[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]),
);

type Auth = 'guest' | 'customer' | 'partner' | 'operator' | 'forged';
type BodyKind = 'none' | 'json' | 'json-raw' | 'urlencoded' | 'multipart' | 'text';

interface Case {
  auth: Auth;
  pathValues: string[];
  query: Array<[string, string]>;
  body: { kind: BodyKind; fields: Record<string, unknown>; raw: string };
}

function caseOf(operation: Operation): fc.Arbitrary<Case> {
  const pathNames = operation.parameters.filter((p) => p.in === 'path');
  const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const names = fc.constantFrom(...queryNames, 'extra', 'ID', 'id');
  return fc.record({
    auth: fc.constantFrom<Auth>('guest', 'customer', 'partner', 'operator', 'forged'),
    pathValues: fc.tuple(...pathNames.map(() => hostileString)),
    query: fc.array(fc.tuple(names, hostileString), { maxLength: queryNames.length + 2 }),
    body: fc.record({
      kind: fc.constantFrom<BodyKind>('none', 'json', 'json-raw', 'urlencoded', 'multipart', 'text'),
      fields: fc.dictionary(
        operation.bodyFields.length ? fc.constantFrom(...operation.bodyFields, 'extra') : fc.string({ maxLength: 8 }),
        hostileValue,
        { maxKeys: operation.bodyFields.length + 1 },
      ),
      raw: fc.oneof(
        fc.constantFrom('{', '[1,', 'null', '"x"', '{"a":'.repeat(2_000), '\u0000'),
        fc.string({ maxLength: 60 }),
      ),
    }),
  });
}

let upstream: RunningUpstream;
let tokens: Record<Auth, string | null>;
let operations: Operation[] = [];

async function tokenOf(path: string, body: unknown): Promise<string> {
  const response = await fetch(`${upstream.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

interface BodySchema {
  $ref?: string;
  properties?: Record<string, unknown>;
}

beforeAll(async () => {
  upstream = await startUpstream();
  const document = (await (await fetch(`${upstream.url}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ in: string; name: string }>;
          requestBody?: { content: Record<string, { schema?: BodySchema }> };
        }
      >
    >;
    components: { schemas: Record<string, BodySchema> };
  };
  // Bodies refer to the document's named shapes (#/components/schemas/...).
  const fieldsOf = (schema: BodySchema | undefined): string[] =>
    schema?.$ref
      ? fieldsOf(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')])
      : Object.keys(schema?.properties ?? {});
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters ?? []).filter(
        (p): p is Operation['parameters'][number] => p.in === 'path' || p.in === 'query' || p.in === 'header',
      ),
      bodyFields: Object.values(operation.requestBody?.content ?? {}).flatMap((content) => fieldsOf(content.schema)),
    })),
  );
  const customer = DEMO_CUSTOMERS[0]!;
  const partner = DEMO_PARTNERS[0]!;
  tokens = {
    guest: null,
    forged: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwidHlwIjoic2hvcHBlciJ9.',
    customer: await tokenOf('/api/User/Login', { email_id: customer.email, u_Password: DEMO_PASSWORD }),
    partner: await tokenOf('/api/CP/CPLogin', { email_id: partner.email, u_Password: PARTNER_DEMO_PASSWORD }),
    operator: await tokenOf('/api/Admin/Login', { email: DEMO_OPERATOR.email, password: OPERATOR_DEMO_PASSWORD }),
  };
}, 60_000);

afterAll(async () => {
  await upstream?.close();
});

/** Every UTF-8 byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encodeSegment = (value: string): string =>
  [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function requestOf(operation: Operation, c: Case): { url: string; init: RequestInit } {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => encodeSegment(c.pathValues[index++] ?? ''));
  const search = new URLSearchParams(c.query).toString();
  const headers: Record<string, string> = {};
  const token = ENDS_SESSION.has(operation.path) && c.auth !== 'forged' ? null : tokens[c.auth];
  if (token) headers.authorization = `Bearer ${token}`;
  for (const p of operation.parameters)
    if (p.in === 'header') headers[p.name] = c.pathValues.join('').slice(0, 64) || 'k';
  let body: RequestInit['body'];
  if (operation.method !== 'GET' && operation.method !== 'HEAD') {
    const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    switch (c.body.kind) {
      case 'json':
        headers['content-type'] = 'application/json';
        body = JSON.stringify(c.body.fields);
        break;
      case 'json-raw':
        headers['content-type'] = 'application/json';
        body = c.body.raw;
        break;
      case 'urlencoded':
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(
          Object.entries(c.body.fields).map(([k, v]): [string, string] => [k, text(v)]),
        ).toString();
        break;
      case 'multipart': {
        const form = new FormData();
        for (const [k, v] of Object.entries(c.body.fields)) form.append(k, text(v));
        form.append('file', new Blob([c.body.raw], { type: 'application/pdf' }), '../x.pdf');
        body = form;
        break;
      }
      case 'text':
        headers['content-type'] = 'text/plain';
        body = c.body.raw;
        break;
      case 'none':
        break;
    }
  }
  return {
    url: `${upstream.url}${path}${search ? `?${search}` : ''}`,
    init: { method: operation.method, headers, body },
  };
}

describe('every REST operation with hostile input', () => {
  it('the OpenAPI document lists the operations', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers no 5xx to any case', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      await fc
        .assert(
          fc.asyncProperty(caseOf(operation), async (c) => {
            const { url, init } = requestOf(operation, c);
            const response = await fetch(url, { ...init, redirect: 'manual' });
            const text = await response.text();
            if (response.status >= 500) {
              failures.push(`${operation.method} ${operation.path} -> ${response.status} ${text.slice(0, 200)}`);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
        )
        .catch((error: unknown) => {
          failures.push(`${operation.method} ${operation.path}: ${String(error).slice(0, 1_500)}`);
        });
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
