// A bounded fuzz of the gateway's GraphQL API: every field that takes arguments (each Query and
// Mutation field, and the arguments of Viewer, Category, Product and Partner fields) is called with
// random and hostile argument values sent as variables (wrong types, nulls, huge and empty strings,
// control and Unicode characters, negative and huge numbers, unknown enum values, lists past their
// bounds, missing and extra input fields), as a guest, as a logged-in customer, as a Master
// channel partner and as the console's owner, on a real upstream. No answer may be an HTTP 5xx or carry INTERNAL_SERVER_ERROR: bad input is a coded
// 4xx or a userError. fast-check draws the cases from a fixed seed, so a failure replays.
import fc from 'fast-check';
import type { GraphQLField, GraphQLInputType, GraphQLObjectType, GraphQLOutputType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../gateway/src/graphql/graphql-instance.ts';
import { loadTypeDefs } from '../../gateway/src/graphql/schema.ts';
import { DEMO_PARTNERS } from '../../upstream/src/db/seed/partner-data.ts';
import { ownerLogin } from '../graphql/admin.ts';
import { partnerLogin } from '../graphql/partner.ts';
import { newCustomer } from '../graphql/shopper.ts';
import { useShop } from '../support/shop.ts';

/** Cases per field and caller: about 85 fields x 4 callers x 14 make about 4,700 requests. */
const RUNS_PER_FIELD = 14;
const SEED = 13_2026;
/** Requests in flight at once. */
const CONCURRENCY = 4;

const unlimited = { perIp: { limit: 1_000_000 }, perKey: { limit: 1_000_000 } };
const { gateway } = useShop({
  gateway: { rateLimits: { account: unlimited, lookup: unlimited, mail: unlimited, coupon: unlimited } },
});

const schema = graphql.buildASTSchema(graphql.concatAST(loadTypeDefs().map((source) => graphql.parse(source))));

/** How a selection reaches the fields of each type that takes arguments. */
const PATHS: Record<string, { root: 'query' | 'mutation'; path: string[] }> = {
  Query: { root: 'query', path: [] },
  Mutation: { root: 'mutation', path: [] },
  Viewer: { root: 'query', path: ['viewer'] },
  Partner: { root: 'query', path: ['partner'] },
  Admin: { root: 'query', path: ['admin'] },
  AdminPartner: { root: 'query', path: ['admin', 'partner(id: "1")'] },
  AdminPayoutRun: { root: 'query', path: ['admin', 'payoutRun(id: "1")'] },
  Category: { root: 'query', path: ['category(slug: "smart-rings")'] },
  Product: {
    root: 'query',
    path: ['product(categorySlug: "smart-rings", nameSlug: "aura-ring-gen-3", modelSlug: "ar-300")'],
  },
};

/** Mutations that end the caller's session: called as a guest only. */
const ENDS_SESSION = new Set(['signOut', 'partnerSignOut', 'adminSignOut', 'adminUpdateOperator']);

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '1',
    '2',
    '5',
    '-1',
    '1e309',
    'NaN',
    '9007199254740993',
    '99999999999999999999999999',
    '560001',
    '682555',
    'aarav@example.com',
    'rohan.cp@example.com',
    '9876543210',
    '+91 98765-43210',
    'ar-300',
    'AR-300',
    'smart-rings',
    'RING15',
    'WELCOME',
    'V5M1001',
    '2026-02-30',
    '01-01-2026',
    'data:image/png;base64,iVBORw0KGgo=',
    'JVBERi0xLjQK',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '../../../../etc/passwd',
    '\u0000',
    '\r\nSet-Cookie: x=1',
    '${7*7}',
    '__proto__',
    '\uD800',
    '😀'.repeat(40),
    'a'.repeat(10_000),
    'b'.repeat(200_000),
  ),
);

const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.integer() },
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 30 }) },
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e21, -1e21, 0.5, 1e-7),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A wrong type for any argument. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant({}),
  fc.constant([[[[[[[[[[1]]]]]]]]]]),
  fc.dictionary(fc.string({ maxLength: 6 }), hostileString, { maxKeys: 3 }),
);

/** Values for a GraphQL input type: mostly of the type with hostile contents, sometimes null or the wrong type. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const inner = graphql.getNullableType(type);
  let typed: fc.Arbitrary<unknown>;
  if (graphql.isListType(inner)) {
    const item = valueOf(inner.ofType as GraphQLInputType, depth + 1);
    typed = fc.oneof(
      { weight: 6, arbitrary: fc.array(item, { maxLength: 4 }) },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 49, max: 60 }).chain((n) => fc.array(item, { minLength: n, maxLength: n })),
      },
      { weight: 1, arbitrary: item.map((one) => Array.from({ length: 2_000 }, () => one)) },
    );
  } else if (graphql.isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    const record = fc.record(
      Object.fromEntries(
        fields.map((field) => [field.name, depth > 3 ? fc.constant(null) : valueOf(field.type, depth + 1)]),
      ),
      { requiredKeys: fields.filter((field) => graphql.isNonNullType(field.type)).map((field) => field.name) },
    );
    typed = fc.oneof(
      { weight: 8, arbitrary: record },
      { weight: 1, arbitrary: fc.record({ unknownField: hostileString }) },
      { weight: 1, arbitrary: record.map((value) => ({ ...(value as object), extra: 'x' })) },
    );
  } else if (graphql.isEnumType(inner)) {
    typed = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...inner.getValues().map((value) => value.value as string)) },
      hostileString,
    );
  } else if (inner.name === 'Int' || inner.name === 'Float') {
    typed = hostileNumber;
  } else if (inner.name === 'Boolean') {
    typed = fc.boolean();
  } else {
    typed = hostileString;
  }
  // Mostly well-typed deeper down, so that most cases pass GraphQL's own checks and reach the resolvers.
  return fc.oneof(
    { weight: depth === 0 ? 10 : 40, arbitrary: typed },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: wrongType },
  );
}

/** Every leaf of the answer two levels down (fields without required arguments), __typename below. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = graphql.getNamedType(type);
  if (graphql.isLeafType(named)) return '';
  if (!graphql.isObjectType(named) || depth >= 2) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((argument) => !graphql.isNonNullType(argument.type) || argument.defaultValue !== undefined),
  );
  return `{ __typename ${fields.map((field) => `${field.name} ${selectionOf(field.type, depth + 1)}`).join(' ')} }`;
}

interface Target {
  name: string;
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
}

function targetOf(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): Target {
  const { root, path } = PATHS[type.name]!;
  const definitions = field.args.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
  const call = `${field.name}(${field.args.map((argument) => `${argument.name}: $${argument.name}`).join(', ')}) ${selectionOf(field.type)}`;
  return {
    name: `${type.name}.${field.name}`,
    document: `${root} Fuzz(${definitions}) { ${path.reduceRight((inner, step) => `${step} { ${inner} }`, call)} }`,
    variables: fc.record(Object.fromEntries(field.args.map((argument) => [argument.name, valueOf(argument.type)])), {
      requiredKeys: [],
    }),
  };
}

/** Fields that take arguments, on every object type. */
function fieldsWithArguments(): Array<[GraphQLObjectType, GraphQLField<unknown, unknown>]> {
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => graphql.isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values(type.getFields()).map(
        (field) => [type, field] as [GraphQLObjectType, GraphQLField<unknown, unknown>],
      ),
    )
    .filter(([, field]) => field.args.length > 0);
}

type Caller = 'guest' | 'customer' | 'partner' | 'operator';
const headersOf: Record<Caller, Record<string, string>> = { guest: {}, customer: {}, partner: {}, operator: {} };

interface Failure {
  target: string;
  caller: Caller;
  variables: string;
  status: number;
  error: string;
}

async function send(target: Target, caller: Caller, variables: Record<string, unknown>): Promise<Failure | null> {
  const failure = (status: number, error: string): Failure => ({
    target: target.name,
    caller,
    variables: JSON.stringify(variables).slice(0, 300),
    status,
    error: error.slice(0, 300),
  });
  try {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headersOf[caller] },
      body: JSON.stringify({ query: target.document, variables }),
    });
    const text = await response.text();
    if (response.status >= 500) return failure(response.status, text);
    if (text.includes('"INTERNAL_SERVER_ERROR"')) return failure(response.status, text);
    return null;
  } catch (error) {
    return failure(0, String(error));
  }
}

/** Runs `jobs` CONCURRENCY at a time. */
async function pool<T>(jobs: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        results.push(await job());
      }
    }),
  );
  return results;
}

beforeAll(async () => {
  const { token } = await newCustomer(gateway, 'Fuzz Shopper');
  headersOf.customer = { authorization: `Bearer ${token}` };
  const { partnerToken } = await partnerLogin(gateway, DEMO_PARTNERS[0]!.email);
  headersOf.partner = { 'x-partner-token': partnerToken };
  headersOf.operator = { 'x-operator-token': await ownerLogin(gateway) };
});

describe('GraphQL fuzz', () => {
  it('knows how to reach every field that takes arguments', () => {
    const unreachable = fieldsWithArguments()
      .filter(([type]) => !(type.name in PATHS))
      .map(([type, field]) => `${type.name}.${field.name}`);
    expect(unreachable).toEqual([]);
  });

  it('answers hostile arguments of every field with no 5xx and no INTERNAL_SERVER_ERROR', async () => {
    const targets = fieldsWithArguments().map(([type, field]) => targetOf(type, field));
    expect(targets.length).toBeGreaterThan(50);
    const jobs: Array<() => Promise<Failure | null>> = [];
    targets.forEach((target, index) => {
      for (const caller of ['guest', 'customer', 'partner', 'operator'] as const) {
        if (caller !== 'guest' && ENDS_SESSION.has(target.name.split('.')[1]!)) continue;
        const samples = fc.sample(target.variables, { numRuns: RUNS_PER_FIELD, seed: SEED + index });
        for (const variables of samples) jobs.push(() => send(target, caller, variables));
      }
    });
    expect(jobs.length).toBeGreaterThan(2_000);
    const failures = (await pool(jobs)).filter((failure): failure is Failure => failure !== null);
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
