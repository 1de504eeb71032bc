import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../graphql/graphql-instance.ts';
import { loadTypeDefs } from '../../graphql/schema.ts';
import { selectionOf } from '../../graphql/selection.ts';
import { HOME_SECTION_PRODUCT_COUNT } from './constants.ts';
import type { ReviewsLoaders } from '../reviews/loaders.ts';
import {
  categoryScreenRequest,
  homeScreenRequest,
  primeProductScreenReviews,
  productScreenRequest,
} from './screens.ts';

// The copy of graphql that Apollo and graphql-parse-resolve-info use (see graphql-instance.ts).
const { buildASTSchema, concatAST, execute, parse } = graphql;

const schema = buildASTSchema(concatAST(loadTypeDefs().map((source) => parse(source))));

/** The selection tree of the query's first root field, as a resolver sees it. */
async function treeOf(query: string, variables: Record<string, unknown> = {}) {
  let info: GraphQLResolveInfo | undefined;
  const capture = (_args: unknown, _context: unknown, resolveInfo: GraphQLResolveInfo) => {
    info ??= resolveInfo;
    return null;
  };
  const result = await execute({
    schema,
    document: parse(query),
    variableValues: variables,
    rootValue: {
      product: capture,
      category: capture,
      home: (...args: Parameters<typeof capture>) => (capture(...args), { sections: [] }),
    },
  });
  expect(result.errors).toBeUndefined();
  return selectionOf(info!);
}

describe('productScreenRequest', () => {
  it('asks for the parts the query selects, through fragments and aliases, and the largest related count', async () => {
    const tree = await treeOf(`
      fragment Stock on ProductColor { stockOptions { stock } }
      query { product(categorySlug: "a", nameSlug: "b", modelSlug: "c") {
        seo { title } colors { ...Stock } few: related(first: 2) { id } more: related(first: 6) { id }
      } }`);
    expect(productScreenRequest(tree)).toEqual({ include: ['seo', 'stock', 'related'], related: 6, reviews: null });
  });

  it('asks for nothing beyond the product when only its own fields are selected', async () => {
    const tree = await treeOf(
      '{ product(categorySlug: "a", nameSlug: "b", modelSlug: "c") { id name images { url } } }',
    );
    expect(productScreenRequest(tree)).toEqual({ include: [], related: 0, reviews: null });
  });

  it('follows @include and @skip, defaults and variables', async () => {
    const query = `query($withStraps: Boolean!, $n: Int) {
      product(categorySlug: "a", nameSlug: "b", modelSlug: "c") {
        variants { model } addOns { id } colors { straps @include(if: $withStraps) { id } }
        related(first: $n) { id } seo @skip(if: true) { title }
      } }`;
    expect(productScreenRequest(await treeOf(query, { withStraps: false }))).toEqual({
      include: ['variants', 'add_ons', 'related'],
      related: 4,
      reviews: null,
    });
    expect(productScreenRequest(await treeOf(query, { withStraps: true, n: 0 }))).toEqual({
      include: ['variants', 'add_ons', 'straps'],
      related: 0,
      reviews: null,
    });
  });

  it('asks for the first page of reviews in the order and size of the first reviewPage on page 1', async () => {
    const defaults = await treeOf(
      '{ product(categorySlug: "a", nameSlug: "b", modelSlug: "c") { reviewPage { page } } }',
    );
    expect(productScreenRequest(defaults)).toEqual({
      include: ['reviews'],
      related: 0,
      reviews: { sort: 'RECENT', first: 5 },
    });
    const tree = await treeOf(
      `query($p: Int) { product(categorySlug: "a", nameSlug: "b", modelSlug: "c") {
        later: reviewPage(page: $p) { page } best: reviewPage(sort: HIGHEST, first: 10) { page }
      } }`,
      { p: 2 },
    );
    expect(productScreenRequest(tree).reviews).toEqual({ sort: 'HIGHEST', first: 10 });
  });

  it('leaves a later page or a size out of range to the resolver and asks for no reviews', async () => {
    const tree = await treeOf(`{ product(categorySlug: "a", nameSlug: "b", modelSlug: "c") {
      reviewPage(page: 2) { page } other: reviewPage(first: 51) { page }
    } }`);
    expect(productScreenRequest(tree)).toEqual({ include: [], related: 0, reviews: null });
  });
});

describe('primeProductScreenReviews', () => {
  it("primes each product's first page under the key Product.reviewPage asks, and nothing when none was asked", () => {
    const page = { summary: { average: 0, count: 0, breakdown: [] }, nodes: [], totalCount: 0, page: 1, pageCount: 1 };
    const primed: unknown[] = [];
    const loaders = { productPage: { prime: (key: unknown, value: unknown) => primed.push([key, value]) } };
    const screen = { products: [], parts: [{ productId: 101, reviews: page }, { productId: 102 }] };
    const request = { include: ['reviews' as const], related: 0, reviews: { sort: 'LOWEST' as const, first: 3 } };
    primeProductScreenReviews(loaders as unknown as ReviewsLoaders, screen, request);
    expect(primed).toEqual([[{ productId: 101, page: 1, sort: 'LOWEST', first: 3 }, page]]);
    primeProductScreenReviews(loaders as unknown as ReviewsLoaders, screen, { ...request, reviews: null });
    expect(primed).toHaveLength(1);
  });
});

describe('categoryScreenRequest', () => {
  it("asks for the selected parts and the first products field's filter in canonical form", async () => {
    const tree = await treeOf(`{ category(slug: "x") {
      banners { alt } filters { priceRange { min } }
      products(filter: { colors: ["Black", " black "], minPrice: 10 }, sort: PRICE_ASC) { id }
      other: products(filter: { colors: ["Gold"] }) { id }
    } }`);
    expect(categoryScreenRequest(tree)).toEqual({
      include: ['banners', 'filters', 'products'],
      filter: expect.objectContaining({ colors: expect.any(Array), minPrice: 10, maxPrice: null, lifestyles: [] }),
      page: null,
    });
  });

  it('asks for one page when productPage is selected, with its order, number and size (defaults too)', async () => {
    const tree = await treeOf(
      `query($p: Int) { category(slug: "x") {
        productPage(filter: { colors: ["Black"] }, sort: NAME_DESC, page: $p, first: 12) { totalCount }
        products { id }
      } }`,
      { p: 3 },
    );
    expect(categoryScreenRequest(tree)).toEqual({
      include: ['products'],
      filter: { lifestyles: [], colors: ['Black'], minPrice: null, maxPrice: null },
      page: { sort: 'NAME_DESC', page: 3, first: 12 },
    });
    const defaults = await treeOf('{ category(slug: "x") { productPage { totalCount } } }');
    expect(categoryScreenRequest(defaults).page).toEqual({ sort: 'FEATURED', page: 1, first: 24 });
  });

  it('leaves a page out of range to the resolver and asks for no products', async () => {
    const tree = await treeOf('{ category(slug: "x") { seo { title } productPage(first: 97) { totalCount } } }');
    expect(categoryScreenRequest(tree)).toEqual({ include: ['seo'], filter: null, page: null });
  });

  it('leaves an invalid filter to the resolver (which refuses it) and asks for no products', async () => {
    const tree = await treeOf('{ category(slug: "x") { seo { title } products(filter: { minPrice: -1 }) { id } } }');
    expect(categoryScreenRequest(tree)).toEqual({ include: ['seo'], filter: null, page: null });
  });
});

describe('homeScreenRequest', () => {
  it("asks for the sections' products only when they are selected", async () => {
    expect(homeScreenRequest(await treeOf('{ home { seo { title } sections { category { id } } } }'))).toEqual({
      include: ['seo', 'sections'],
      perSection: 0,
    });
    expect(homeScreenRequest(await treeOf('{ home { sections { products { id } } } }'))).toEqual({
      include: ['sections'],
      perSection: HOME_SECTION_PRODUCT_COUNT,
    });
  });
});
