import type { OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from './schema.ts';
import { ASSUMED_LIST_SIZE, costLimitError, operationCost, variableProblem } from './cost-limit-plugin.ts';
import { graphql } from './graphql-instance.ts';

// The schema as Apollo builds it: from the graphql copy Apollo loads (graphql-instance.ts).
const schema = graphql.buildASTSchema(graphql.concatAST(loadTypeDefs().map((source) => graphql.parse(source))));

function cost(query: string, variables: Record<string, unknown> = {}): number {
  const document = graphql.parse(query);
  return operationCost(schema, document, document.definitions[0] as OperationDefinitionNode, variables);
}

const product = 'product(categorySlug: "smart-rings", nameSlug: "aura", modelSlug: "AR-300")';

function nestedRelated(levels: number, first: number | string): string {
  let selection = 'id';
  for (let level = 0; level < levels; level += 1) selection = `related(first: ${first}) { id ${selection} }`;
  return selection;
}

describe('operationCost', () => {
  it('prices a field at 1 and an object at 1 plus its fields; __typename is free', () => {
    expect(cost('{ gatewayVersion }')).toBe(1);
    expect(cost(`{ ${product} { id name __typename } }`)).toBe(3);
  });

  it('takes a list size from `first`, its default, or a variable', () => {
    expect(cost(`{ ${product} { related(first: 10) { id name } } }`)).toBe(1 + 1 + 10 * 2);
    expect(cost(`{ ${product} { related { id name } } }`)).toBe(1 + 1 + 4 * 2);
    expect(cost(`query($n: Int) { ${product} { related(first: $n) { id name } } }`, { n: 20 })).toBe(1 + 1 + 20 * 2);
  });

  it('prices a page by its `first`, literal, default or variable', () => {
    const page = (args: string) => `{ category(slug: "x") { productPage${args} { totalCount nodes { id name } } } }`;
    // 1 category + (1 page + (1 totalCount + 1 nodes + 3 x 2) scaled from 3 to `first` items).
    expect(cost(page('(first: 96)'))).toBe(1 + 1 + Math.ceil((8 * 96) / 3));
    expect(cost(page(''))).toBe(1 + 1 + Math.ceil((8 * 24) / 3));
    expect(cost(`query($n: Int) ${page('(first: $n)')}`, { n: 2 })).toBe(1 + 1 + 8);
  });

  it('counts a list without `first` as ASSUMED_LIST_SIZE items, and a list of scalars as 1', () => {
    expect(cost('{ categories { id name } }')).toBe(1 + ASSUMED_LIST_SIZE * 2);
    expect(cost('{ offerBanners }')).toBe(1);
  });

  it('prices the depth-6 related(first: 100) query far over any budget, literal or variable', () => {
    expect(cost(`{ ${product} { ${nestedRelated(6, 100)} } }`)).toBeGreaterThan(1e12);
    expect(cost(`query($n: Int) { ${product} { ${nestedRelated(6, '$n')} } }`, { n: 100 })).toBeGreaterThan(1e12);
  });

  it('follows fragments and honours @skip', () => {
    const query = `query($skip: Boolean!) { ${product} { ...F } } fragment F on Product { related(first: 10) @skip(if: $skip) { id } }`;
    expect(cost(query, { skip: false })).toBe(1 + 1 + 10);
    expect(cost(query, { skip: true })).toBe(1);
  });
});

describe('variableProblem', () => {
  const query = graphql.parse('query($l: [CartLineInput!]) { cart(guestLines: $l) { count } }');
  const operation = query.definitions[0] as OperationDefinitionNode;

  it('answers the first bad value of a list of 10,000 as one BAD_USER_INPUT', () => {
    const lines = Array.from({ length: 10_000 }, () => ({ productId: 'x', colorId: 1, quantity: 'a' }));
    const problem = variableProblem(schema, operation, { l: lines });
    expect(problem?.message).toMatch(/^Variable "\$l" got invalid value "a" at "l\[0\]\.quantity"/);
    expect(problem?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', http: { status: 400 } });
  });

  it('is null when the variables fit', () => {
    expect(variableProblem(schema, operation, { l: [{ productId: '1', colorId: '2', quantity: 1 }] })).toBeNull();
    expect(variableProblem(schema, operation, {})).toBeNull();
  });
});

describe('costLimitError', () => {
  it('is a coded validation error answered with HTTP 400', () => {
    const error = costLimitError(2000, 2500);
    expect(error.message).toBe('Query cost limit of 2000 exceeded, found 2500.');
    expect(error.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      validationErrorCode: 'MAX_COST_EXCEEDED',
      http: { status: 400 },
    });
    expect(costLimitError(2000, Number.POSITIVE_INFINITY).message).toBe('Query cost limit of 2000 exceeded.');
  });
});
