// The gateway's GraphQL limits and public surface against a real upstream: each attack of the
// hardening review reproduced and refused with a coded error before any upstream call (what a
// refusal costs is measured by tests/bench/refusals.ts); introspection, suggestions and the landing page off in production; the list
// arguments bounded; the SDL published at /schema.graphql.
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type GatewayOptions } from '../../gateway/src/app.ts';
import { useShop } from '../support/shop.ts';
import { newCustomer } from './shopper.ts';

const { upstream, gateway } = useShop();

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

async function post(url: string, query: string, variables?: unknown, token?: string): Promise<Answer> {
  const body = JSON.stringify({ query, variables });
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Answer['body'] };
}

/** Another gateway over the same upstream, with its own surface options (production, limits). */
function useVariant(options: Partial<GatewayOptions>): { url: () => string } {
  let app: Awaited<ReturnType<typeof buildGateway>> | undefined;
  let url = '';
  beforeAll(async () => {
    app = await buildGateway({ upstreamUrl: upstream.url, dataDir: upstream.dataDir, logger: false, ...options });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP port');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app?.close();
  });
  return { url: () => url };
}

const production = useVariant({ production: true });
const productionWithIntrospection = useVariant({ production: true, introspection: true });
/** Query text allowed up to 3 MB: only the token limit stands before the parser. */
const largeText = useVariant({ limits: { queryBytes: 3_000_000 } });

const PRODUCT = 'product(categorySlug: "smart-rings", nameSlug: "aura-ring-gen-3", modelSlug: "ar-300")';

function nestedRelated(levels: number, first: number): string {
  let selection = 'id name';
  for (let level = 0; level < levels; level += 1) selection = `related(first: ${first}) { id name ${selection} }`;
  return selection;
}

const codes = (answer: Answer) => (answer.body.errors ?? []).map((error) => error.extensions?.code);

/** A refusal of a limit: a coded error, no data, nothing asked of upstream. */
function expectRefused(answer: Answer, status: number, code: string, validationErrorCode?: string): void {
  expect(answer.status).toBe(status);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
  if (validationErrorCode) expect(answer.body.errors?.[0]?.extensions?.validationErrorCode).toBe(validationErrorCode);
  expect(codes(answer)).not.toContain('INTERNAL_SERVER_ERROR');
  if (answer.headers.has('x-upstream-calls')) expect(answer.headers.get('x-upstream-calls')).toBe('0');
}

describe('query cost', () => {
  it('refuses the depth-6 related(first: 100) query by its cost, before any upstream call', async () => {
    const answer = await post(gateway.url, `{ ${PRODUCT} { ${nestedRelated(6, 100)} } }`);
    expectRefused(answer, 400, 'GRAPHQL_VALIDATION_FAILED', 'MAX_COST_EXCEEDED');
    expect(answer.body.errors?.[0]?.message).toMatch(/^Query cost limit of 2000 exceeded, found \d+\.$/);
  });

  it('prices a variable `first` as its value', async () => {
    const query = `query($n: Int) { ${PRODUCT} { related(first: $n) { related(first: $n) { related(first: $n) { id } } } } }`;
    expectRefused(await post(gateway.url, query, { n: 20 }), 400, 'GRAPHQL_VALIDATION_FAILED', 'MAX_COST_EXCEEDED');
    const small = await post(gateway.url, query, { n: 2 });
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
  });

  it('answers a product page with its related products (the web client fits its budget)', async () => {
    const answer = await post(gateway.url, `{ ${PRODUCT} { id related(first: 4) { id name } } }`);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.status).toBe(200);
  });
});

describe('query text and tokens', () => {
  const hugeDocument = `{ ${'a '.repeat(1_400_000)}}`;

  it('refuses the 2.7 MB document of 1.4 million tokens by its size, before parsing it', async () => {
    expect(hugeDocument.length).toBeGreaterThan(2_700_000);
    const answer = await post(gateway.url, hugeDocument);
    expectRefused(answer, 413, 'BAD_REQUEST', 'MAX_QUERY_BYTES_EXCEEDED');
    expect(answer.body.errors?.[0]?.message).toBe('The query text is larger than 16384 bytes.');
  });

  it('refuses it by the token limit when the text limit is raised: the parser stops at 2000 tokens', async () => {
    const answer = await post(largeText.url(), hugeDocument);
    expectRefused(answer, 400, 'GRAPHQL_PARSE_FAILED');
    // graphql-js's own wording ('more that').
    expect(answer.body.errors?.[0]?.message).toMatch(/^Syntax Error: Document contains more tha[nt] 2000 tokens\./);
  });

  it('refuses a document over 2000 tokens that fits the text limit', async () => {
    const answer = await post(gateway.url, `{ ${'a '.repeat(2001)}}`);
    expectRefused(answer, 400, 'GRAPHQL_PARSE_FAILED');
  });

  it('keeps the large body limit for uploads: a big variable with a small query passes the text check', async () => {
    const answer = await post(gateway.url, 'query($q: String!) { productSearch(query: $q) { id } }', {
      q: 'x'.repeat(100_000),
    });
    expect(answer.status).not.toBe(413);
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('aliases and directives', () => {
  const aliases = (count: number, field = 'gatewayVersion') =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

  it('refuses 16 aliases and answers 15', async () => {
    const refused = await post(gateway.url, aliases(16));
    expectRefused(refused, 400, 'GRAPHQL_VALIDATION_FAILED', 'MAX_ALIASES_EXCEEDED');
    expect(refused.body.errors?.[0]?.message).toBe('Aliases limit of 15 exceeded, found 16.');
    const answered = await post(gateway.url, aliases(15));
    expect(answered.status).toBe(200);
    expect(Object.keys(answered.body.data as object)).toHaveLength(15);
  });

  it('refuses 2,000 aliased pincodeDetails without a single upstream call', async () => {
    const query = `{ ${Array.from({ length: 2000 }, (_, i) => `p${i}: pincodeDetails(pincode: "${560001 + i}") { city }`).join(' ')} }`;
    expectRefused(await post(gateway.url, query), 413, 'BAD_REQUEST', 'MAX_QUERY_BYTES_EXCEEDED');
    const raised = await post(largeText.url(), query);
    expectRefused(raised, 400, 'GRAPHQL_PARSE_FAILED');
    const sixteen = `{ ${Array.from({ length: 16 }, (_, i) => `p${i}: pincodeDetails(pincode: "${560001 + i}") { city }`).join(' ')} }`;
    expectRefused(await post(gateway.url, sixteen), 400, 'GRAPHQL_VALIDATION_FAILED', 'MAX_ALIASES_EXCEEDED');
  });

  it('refuses 6 directives and answers 5; 10 unknown ones are refused by the limit too (graphql-cop)', async () => {
    const directives = (count: number) =>
      `query($t: Boolean = true, $f: Boolean = false) { gatewayVersion @include(if: $t) @skip(if: $f) offerBanners @include(if: $t) @skip(if: $f) ${count > 5 ? 'a: gatewayVersion @include(if: $t) @skip(if: $f)' : 'a: gatewayVersion @include(if: $t)'} }`;
    const refused = await post(gateway.url, directives(6));
    expectRefused(refused, 400, 'GRAPHQL_VALIDATION_FAILED', 'MAX_DIRECTIVES_EXCEEDED');
    expect(refused.body.errors?.[0]?.message).toBe('Directives limit of 5 exceeded, found 6.');
    expect((await post(gateway.url, directives(5))).status).toBe(200);
    const unknown = await post(gateway.url, `query cop { __typename ${'@aa'.repeat(10)} }`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.map((error) => error.extensions?.validationErrorCode)).toContain(
      'MAX_DIRECTIVES_EXCEEDED',
    );
  });

  it('counts aliases of __typename (graphql-cop sends 101)', async () => {
    const query = `{ ${Array.from({ length: 101 }, (_, i) => `alias${i}: __typename`).join(' ')} }`;
    expectRefused(await post(gateway.url, query), 400, 'GRAPHQL_VALIDATION_FAILED', 'MAX_ALIASES_EXCEEDED');
  });
});

describe('repeated fields', () => {
  it('refuses 500 __typename in one selection set (graphql-cop field duplication)', async () => {
    const answer = await post(gateway.url, `{ ${'__typename '.repeat(500)}}`);
    expectRefused(answer, 400, 'GRAPHQL_VALIDATION_FAILED', 'MAX_FIELD_REPEATS_EXCEEDED');
  });

  it('refuses a batch of operations (batching is off)', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Array.from({ length: 10 }, () => ({ query: '{ gatewayVersion }' }))),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer['body']).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});

describe('list variables and list arguments', () => {
  it('answers a list variable of 10,000 invalid items with one coded error, never INTERNAL_SERVER_ERROR', async () => {
    const lines = Array.from({ length: 10_000 }, () => ({ productId: 'x', colorId: 1, quantity: 'a' }));
    for (const query of [
      'query($l: [CartLineInput!]) { cart(guestLines: $l) { count } }',
      'mutation($l: [CartLineInput!]!) { mergeGuestCart(lines: $l) { userErrors { message } } }',
    ]) {
      const answer = await post(gateway.url, query, { l: lines });
      expect(answer.status).toBe(400);
      expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(answer.body.errors?.[0]?.message).toMatch(/^Variable "\$l" got invalid value "a" at "l\[0\]\.quantity"/);
    }
  });

  it('refuses 10,000 valid guest lines by the bound the schema names (50)', async () => {
    const lines = Array.from({ length: 10_000 }, () => ({ productId: '1', colorId: '1', quantity: 1 }));
    const answer = await post(gateway.url, 'query($l: [CartLineInput!]) { cart(guestLines: $l) { count } }', {
      l: lines,
    });
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.body.errors?.[0]?.message).toBe('At most 50 lines.');
  });

  it('refuses one item over each list bound as BAD_USER_INPUT (or the form userError), never a 500', async () => {
    const { token } = await newCustomer(gateway);
    const line = { productId: '1', colorId: '1', quantity: 1 };
    const coupon = { productId: '1', colorId: '1', code: 'RING15' };
    const many = <T>(item: T, count: number) => Array.from({ length: count }, () => item);

    const related = await post(gateway.url, `{ ${PRODUCT} { related(first: 21) { id } } }`);
    expect(codes(related)).toEqual(['BAD_USER_INPUT']);
    expect(related.body.errors?.[0]?.message).toBe('first is at most 20.');

    const filter = await post(
      gateway.url,
      'query($f: ProductFilterInput) { category(slug: "smart-rings") { products(filter: $f) { id } } }',
      {
        f: { colors: many('Black', 51) },
      },
    );
    expect(codes(filter)).toEqual(['BAD_USER_INPUT']);

    const merge = await post(
      gateway.url,
      'mutation($l: [CartLineInput!]!) { mergeGuestCart(lines: $l) { userErrors { message } } }',
      { l: many(line, 51) },
      token,
    );
    expect(codes(merge)).toEqual(['BAD_USER_INPUT']);

    const summary = await post(
      gateway.url,
      'query($c: [AppliedCouponInput!]) { viewer { checkout(input: { coupons: $c }) { itemCount } } }',
      { c: many(coupon, 51) },
      token,
    );
    expect(codes(summary)).toEqual(['BAD_USER_INPUT']);

    const apply = await post(
      gateway.url,
      'mutation($i: ApplyCouponInput!) { applyCoupon(input: $i) { userErrors { message } } }',
      { i: { ...coupon, applied: many(coupon, 51) } },
      token,
    );
    expect(codes(apply)).toEqual(['BAD_USER_INPUT']);

    const order = await post(
      gateway.url,
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { userErrors { message } } }',
      { i: { coupons: many(coupon, 51), idempotencyKey: 'limits-test-0001' } },
      token,
    );
    expect(codes(order)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('production surface', () => {
  const introspection = '{ __schema { queryType { name } } }';

  it('refuses introspection in production', async () => {
    for (const query of [introspection, '{ __type(name: "Product") { name } }']) {
      const answer = await post(production.url(), query);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({
        code: 'GRAPHQL_VALIDATION_FAILED',
        validationErrorCode: 'INTROSPECTION_DISABLED',
      });
    }
  });

  it('answers introspection with INTROSPECTION=1, and outside production', async () => {
    for (const url of [productionWithIntrospection.url(), gateway.url]) {
      const answer = await post(url, introspection);
      expect(answer.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    }
  });

  it("answers the tools' full introspection query within the limits when introspection is on", async () => {
    const answer = await post(productionWithIntrospection.url(), getIntrospectionQuery());
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const schema = buildClientSchema(answer.body.data as IntrospectionQuery);
    expect(schema.getQueryType()?.getFields()).toHaveProperty('categories');
  });

  it('gives no field suggestions in production', async () => {
    const answer = await post(production.url(), '{ categoriez { id } }');
    expect(answer.body.errors?.[0]?.message).toBe('Cannot query field "categoriez" on type "Query".');
    expect(answer.text).not.toContain('Did you mean');
    const development = await post(gateway.url, '{ categoriez { id } }');
    expect(development.body.errors?.[0]?.message).toContain('Did you mean "categories"');
  });

  it('serves no landing page in production', async () => {
    const headers = { accept: 'text/html', 'apollo-require-preflight': 'true' };
    const answer = await fetch(`${production.url()}/graphql`, { headers });
    expect(answer.headers.get('content-type')).not.toMatch(/text\/html/);
    expect(await answer.text()).not.toMatch(/<html|<script/i);
    const development = await fetch(`${gateway.url}/graphql`, { headers });
    expect(development.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('publishes the SDL at /schema.graphql, in production too', async () => {
    for (const url of [production.url(), gateway.url]) {
      const response = await fetch(`${url}/schema.graphql`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const sdl = await response.text();
      expect(sdl).toMatch(/^type Query \{$/m);
      expect(sdl).toContain(
        'related(\n    """How many: 0 to 20 (outside: BAD_USER_INPUT)."""\n    first: Int = 4\n  ): [Product!]!',
      );
    }
  });
});
