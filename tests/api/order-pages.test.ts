// Pages of the order history (extension MyAccount/Order_Details_Page): each page is a slice of
// Order_Details in its order, the pages end to end are the whole history, the count is of all
// orders, and page numbers and sizes outside the bounds are refused with 400, never a 500.
import { ORDER_PAGE_MAX } from '@shop/commerce/checkout/order-paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { AARAV, PRIYA, authed, expectRefusal, login } from './account-helpers.ts';
import { OrderRow, OrderRows } from './checkout-contract.ts';
import { orderRows } from './checkout-helpers.ts';
import { expectError, request } from './http.ts';

const OrderPage = z.object({ items: z.array(OrderRow), total: z.number().int() }).strict();

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const pageOf = (token: string, query: string) => authed(`${api}/MyAccount/Order_Details_Page${query}`, token);
/** Invoice links are signed per request time; compare the rows without them. */
const numbers = (rows: Array<{ order_id_new: string }>) => rows.map((r) => r.order_id_new);

describe('GET /api/MyAccount/Order_Details_Page', () => {
  it('pages the history in the order of Order_Details, with the count of all', async () => {
    const token = await login(api, PRIYA.email);
    const whole = OrderRows.parse((await orderRows(api, token)).body);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    for (const first of [1, 2, whole.length, ORDER_PAGE_MAX]) {
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / first); page += 1) {
        const answer = OrderPage.parse((await pageOf(token, `?page=${page}&first=${first}`)).body);
        expect(answer.total).toBe(whole.length);
        expect(answer.items.length).toBe(Math.min(first, whole.length - (page - 1) * first));
        pages.push(...numbers(answer.items));
      }
      expect(pages).toEqual(numbers(whole));
    }
    // The first page of ten when nothing is asked; a page past the end is empty, with the count.
    const plain = OrderPage.parse((await pageOf(token, '')).body);
    expect(numbers(plain.items)).toEqual(numbers(whole).slice(0, 10));
    const past = OrderPage.parse((await pageOf(token, '?page=9&first=10')).body);
    expect(past).toEqual({ items: [], total: whole.length });
  });

  it('gives each row the fields of Order_Details and shows no other customer their orders', async () => {
    const token = await login(api, AARAV.email);
    const whole = OrderRows.parse((await orderRows(api, token)).body);
    const answer = OrderPage.parse((await pageOf(token, '?page=1&first=20')).body);
    const withoutLinks = (rows: typeof whole) => rows.map(({ invoice_file: _link, ...row }) => row);
    expect(withoutLinks(answer.items)).toEqual(withoutLinks(whole));
    expect(answer.total).toBe(2);
  });

  it('refuses page 0, sizes over the bound, fractions and words with 400', async () => {
    const token = await login(api, PRIYA.email);
    for (const query of [
      '?page=0',
      '?page=-1',
      '?page=1.5',
      '?page=two',
      '?page=10001',
      '?first=0',
      `?first=${ORDER_PAGE_MAX + 1}`,
      '?first=2.5',
      '?first=1e1',
    ])
      await expectError(pageOf(token, query), 400);
  });

  it('answers 401 without a session', async () => {
    await expectRefusal(request(`${api}/MyAccount/Order_Details_Page?page=1`), 401);
  });
});
