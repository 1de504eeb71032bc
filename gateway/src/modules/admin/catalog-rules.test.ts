import { describe, expect, it } from 'vitest';
import {
  catalogUserError,
  couponListQuery,
  createCouponInput,
  offerBannerInput,
  productFilterInput,
  productListQuery,
  updateProductInput,
} from './catalog-rules.ts';

describe('productListQuery', () => {
  it('turns the filter and sort into upstream query strings', () => {
    const filter = productFilterInput.parse({ search: ' ring ', categoryId: '1', listed: false });
    expect(productListQuery(filter, 'PRICE_DESC', 2, 50)).toEqual({
      page: 2,
      first: 50,
      sort: 'price_desc',
      q: 'ring',
      categoryId: 1,
      listed: 'unlisted',
    });
    expect(productListQuery(null, 'NAME_ASC', 1, 25)).toMatchObject({ sort: 'name_asc', listed: undefined });
  });
  it('refuses a search past 100 characters and a non-numeric category', () => {
    expect(productFilterInput.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
    expect(productFilterInput.safeParse({ categoryId: 'rings' }).success).toBe(false);
  });
});

describe('couponListQuery', () => {
  it('names states and sources in upstream words', () => {
    expect(couponListQuery({ state: 'USED_UP', source: 'SHOP', search: undefined }, 1, 25)).toMatchObject({
      state: 'usedUp',
      source: 'shop',
    });
  });
});

describe('inputs', () => {
  it('sanitises description and banner HTML and renames listed', () => {
    const input = updateProductInput.parse({
      id: '101',
      descriptionHtml: '<p>Hi</p><script>x()</script>',
      listed: true,
    });
    expect(input).toEqual({
      id: 101,
      listPrice: undefined,
      salePrice: undefined,
      descriptionHtml: '<p>Hi</p>',
      isListed: true,
    });
    expect(offerBannerInput.parse({ id: 1, html: '<b onclick="x()">Sale</b>' }).html).toBe('<b>Sale</b>');
  });
  it('reads missing coupon scopes as null', () => {
    const coupon = createCouponInput.parse({
      code: 'A1B',
      description: 'd',
      percent: 5,
      validFrom: 'a',
      validTo: 'b',
      maxUses: 1,
      categoryId: '3',
    });
    expect(coupon).toMatchObject({ productId: null, categoryId: 3 });
  });
});

/** Upstream's error body (ErrorBody of its OpenAPI document). */
const errorBody = (statusCode: number, message: string, extra: { code?: string; issues?: object[] } = {}) => ({
  statusCode,
  error: { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' }[statusCode] ?? 'Error',
  message,
  ...extra,
});

describe('catalogUserError', () => {
  it('names the input field of a 400 from its issue path', () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The sale price cannot be above the list price.',
      code: 'SALE_ABOVE_LIST',
      issues: [{ path: '/salePrice', message: 'The sale price cannot be above the list price.' }],
    };
    expect(catalogUserError(body, 400)).toEqual({
      field: ['input', 'salePrice'],
      message: 'The sale price cannot be above the list price.',
      code: 'SALE_ABOVE_LIST',
    });
    expect(
      catalogUserError(errorBody(400, 'x', { issues: [{ path: '/isListed', message: 'x' }] }), 400)?.field,
    ).toEqual(['input', 'listed']);
  });
  it('names the field of a 409 by its code, and gives 404s their code', () => {
    const taken = errorBody(409, 'A coupon with this code exists.', { code: 'COUPON_CODE_TAKEN' });
    expect(catalogUserError(taken, 409)).toEqual({
      field: ['input', 'code'],
      message: 'A coupon with this code exists.',
      code: 'COUPON_CODE_TAKEN',
    });
    expect(catalogUserError(errorBody(404, 'No such product.'), 404)).toEqual({
      field: null,
      message: 'No such product.',
      code: 'NOT_FOUND',
    });
    expect(catalogUserError('oops', 400)).toBeNull();
    expect(catalogUserError({ message: 'Not an error body.' }, 400)).toBeNull();
  });
});
