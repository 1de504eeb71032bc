// Pages of the order history through the gateway on a real upstream: the pages end to end are the
// whole history newest first, the page count follows the size, and bounds outside the schema's
// are BAD_USER_INPUT; a guest has no viewer.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import { data } from './checkout-shopper.ts';
import { OrderHistoryPageDocument, WholeOrderHistoryDocument } from './generated/graphql.ts';
import { login } from './shopper.ts';

const { gateway } = useShop();
const PRIYA = 'priya@example.com';
const DEMO_PASSWORD = 'Shop@1234';

describe('Viewer.orderPage', () => {
  it('pages the whole history newest first, with its count and page count', async () => {
    const token = await login(gateway, PRIYA, DEMO_PASSWORD);
    const whole = (await data(gateway, WholeOrderHistoryDocument, {}, token)).viewer!.orders.map((o) => o.orderId);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    const paged: string[] = [];
    for (let page = 1; page <= whole.length; page += 1) {
      const { body } = await gateway.graphql(OrderHistoryPageDocument, { page, first: 1 }, { token });
      expect(body.errors).toBeUndefined();
      const orderPage = body.data!.viewer!.orderPage;
      expect(orderPage).toMatchObject({ totalCount: whole.length, page, pageCount: whole.length });
      paged.push(...orderPage.nodes.map((o) => o.orderId));
    }
    expect(paged).toEqual(whole);
    // Ten a page by default: one page holds them all.
    const first = (await data(gateway, OrderHistoryPageDocument, {}, token)).viewer!.orderPage;
    expect(first).toMatchObject({ totalCount: whole.length, page: 1, pageCount: 1 });
    expect(first.nodes.map((o) => o.orderId)).toEqual(whole);
  });

  it('refuses a page before the first, past 10000, or of more than 50 orders', async () => {
    const token = await login(gateway, PRIYA, DEMO_PASSWORD);
    for (const variables of [{ page: 0 }, { page: 10_001 }, { first: 0 }, { first: 51 }, { page: 1.5 }]) {
      const { body } = await gateway.graphql(OrderHistoryPageDocument, variables, {
        token,
      });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });

  it('gives a guest no viewer', async () => {
    const { body } = await gateway.graphql(OrderHistoryPageDocument, { page: 1 });
    expect(body.data?.viewer ?? null).toBeNull();
  });
});
