// The offer banner names the prepaid discount that checkout applies: the figure in the banner
// (CommonData/main_offer) is the codval of Checkout/Prepaid_Discount and the prepaid_discount a
// prepaid order is charged with (CreateOrderNew, the order detail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { authed } from './account-helpers.ts';
import { OrderCreated, OrderDetail, PrepaidDiscount } from './checkout-contract.ts';
import { BUDS, addLine, createOrder, orderDetail, shopper } from './checkout-helpers.ts';
import { request } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  await setStock(upstream, BUDS, 40);
});
afterAll(() => upstream?.close());

/** The rupees of the banner's prepaid offer ("Extra <b>₹100 off</b> on prepaid orders"). */
function bannerPrepaidDiscount(banners: readonly string[]): number {
  const prepaid = banners.filter((html) => /prepaid/i.test(html));
  expect(prepaid).toHaveLength(1);
  const figure = /₹([\d,]+(?:\.\d{2})?) off/.exec(prepaid[0] ?? '')?.[1];
  expect(figure, prepaid[0]).toBeDefined();
  return Number(figure!.replaceAll(',', ''));
}

describe("the offer banner's prepaid discount", () => {
  it('is the one Prepaid_Discount serves and a prepaid order deducts', async () => {
    const banners = (await request(`${api}/CommonData/main_offer`)).body as string[];
    expect(banners.some((html) => html.includes('{'))).toBe(false);
    const shown = bannerPrepaidDiscount(banners);

    const customer = await shopper(api, 'prepaidoffer');
    const served = PrepaidDiscount.parse((await authed(`${api}/Checkout/Prepaid_Discount`, customer.token)).body);
    expect(served.codval).toBe(shown);

    await addLine(api, customer.token, BUDS, 2);
    const created = OrderCreated.parse(
      (await createOrder(api, customer.token, { id: customer.addressId, paytype: 1, discount: 0 })).body,
    );
    const detail = OrderDetail.parse((await orderDetail(api, customer.token, created.order_id)).body);
    expect(detail.prepaid_discount).toBe(shown);
    expect(detail.amount).toBe(detail.subtotal - shown);
  });
});
