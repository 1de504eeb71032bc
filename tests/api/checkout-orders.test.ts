// Contract of placing an order: the prepaid discount, coupon details, deliverability, and
// CreateOrderNew: the server's own figures (worked below), refusals with the spec's messages, a
// tampered total refused, cash on delivery settled at once. Idempotency and races for stock:
// checkout-races.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { authed, authedPost, expectRefusal, freshCustomer, login, AARAV } from './account-helpers.ts';
import {
  CouponDetails,
  DeliveryCheck,
  OrderCreated,
  OrderDetail,
  OrderRows,
  PrepaidDiscount,
} from './checkout-contract.ts';
import {
  BUDS,
  RING_ALONE,
  KAVARATTI,
  MUMBAI,
  RING,
  WATCH,
  addLine,
  cartIds,
  createOrder,
  orderDetail,
  orderRows,
  saveAddresses,
  shopper,
  stockOf,
} from './checkout-helpers.ts';
import { request } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  for (const line of [RING, BUDS, WATCH]) await setStock(upstream, line, 40);
});
afterAll(() => upstream?.close());

const coupon = (token: string, code: string, pid: number, amt?: number) =>
  authedPost(
    `${api}/Checkout/GetCouponDetails?CouponCode=${encodeURIComponent(code)}&p_id=${pid}${amt === undefined ? '' : `&amt=${amt}`}&CouponCategory=`,
    token,
  );

// The ring (17999, offer dock 499) and two Nimbus Buds 2 (2999 each, offer product 299 each):
// subtotal 18498 + 6596 = 25094; RING15 takes 17999 x 15 % = 2699.85.
const RING15 = { code: 'RING15', productId: 101, colorId: 1011, discount: 2699.85 };

async function ringAndBuds(tag: string, delivery?: { pincode: string; city: string }) {
  const customer = await shopper(api, tag, delivery);
  await addLine(api, customer.token, RING);
  await addLine(api, customer.token, BUDS, 2);
  return customer;
}

describe('GET /api/Checkout/Prepaid_Discount', () => {
  it('is the fixed prepaid discount in rupees, with the maximum coupon discount on one product', async () => {
    const token = await login(api, AARAV.email);
    expect(PrepaidDiscount.parse((await authed(`${api}/Checkout/Prepaid_Discount`, token)).body)).toEqual({
      symbol: '₹',
      codval: 100,
      max_line_discount_percent: 50,
    });
    await expectRefusal(request(`${api}/Checkout/Prepaid_Discount`), 401);
  });
});

describe('POST /api/Checkout/GetCouponDetails', () => {
  it('answers the percent of a product coupon and of a category coupon, codes in any case', async () => {
    const token = await login(api, AARAV.email);
    const ring = CouponDetails.parse((await coupon(token, 'ring15', 101, 17999)).body);
    expect(ring[0]).toMatchObject({
      txt_Code_Disc: 15,
      coupon_code: 'RING15',
      product_id: 101,
      discount_amount: 2699.85,
    });
    expect(CouponDetails.parse((await coupon(token, 'RINGS5', 104)).body)[0]).toMatchObject({
      txt_Code_Disc: 5,
      category_id: 1,
      discount_amount: null,
    });
  });

  it.each([
    ['BUDS10', 301, 'expired'],
    ['NEWYEAR30', 101, 'not started yet'],
    ['LAUNCH50', 202, 'used up'],
    ['RING15', 102, 'for another product'],
    ['AUDIO10', 101, 'for another category'],
    ['NOSUCHCODE', 101, 'unknown'],
  ])("answers the text 'Invalid Coupon Code' for %s (%s)", async (code, pid) => {
    const answer = await coupon(await login(api, AARAV.email), code, pid);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('Invalid Coupon Code');
  });

  it('honours a subscription code for its owner only', async () => {
    const customer = await freshCustomer(api, 'popup');
    await request(`${api}/User/Post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pop Up', email: customer.email, phone: customer.phone }),
    });
    const code = /WELCOME-[A-Z0-9]{8}/.exec((await upstream.outbox(customer.email))[0]?.body ?? '')?.[0];
    expect(code).toBeDefined();
    expect(CouponDetails.parse((await coupon(customer.token, code!, 301)).body)[0]).toMatchObject({
      txt_Code_Disc: 10,
    });
    expect((await coupon(await login(api, AARAV.email), code!, 301)).body).toBe('Invalid Coupon Code');
  });

  it('answers 404 for an unknown product and 401 without a session', async () => {
    await expectRefusal(coupon(await login(api, AARAV.email), 'RING15', 999), 404);
    await expectRefusal(
      request(`${api}/Checkout/GetCouponDetails?CouponCode=RING15&p_id=101`, { method: 'POST' }),
      401,
    );
  });
});

describe('GET /api/Checkout/chk_all_delivery', () => {
  it("gives the order's delivery days at one of the customer's addresses", async () => {
    const customer = await ringAndBuds('deliv');
    const check = DeliveryCheck.parse(
      (await authed(`${api}/Checkout/chk_all_delivery?id=${customer.addressId}`, customer.token)).body,
    );
    expect(check).toMatchObject({ deliverable: true, deliveryDays: '2-4 Days', pincode: '560001', undeliverable: [] });
    expect(check.items.map((i) => [i.id, i.deliverable])).toEqual([
      ['101-1011-8-0-151', true],
      ['301-3013--0-352', true],
    ]);
  });

  it("names the lines that cannot be delivered, and refuses another customer's address", async () => {
    const customer = await ringAndBuds('nodeliv', KAVARATTI);
    const check = DeliveryCheck.parse(
      (await authed(`${api}/Checkout/chk_all_delivery?id=${customer.addressId}`, customer.token)).body,
    );
    expect(check).toMatchObject({
      deliverable: false,
      deliveryDays: 'No delivery at this pincode',
      undeliverable: ['101-1011-8-0-151', '301-3013--0-352'],
    });
    await expectRefusal(
      authed(`${api}/Checkout/chk_all_delivery?id=${customer.addressId}`, await login(api, AARAV.email)),
      404,
    );
  });
});

describe('POST /api/Checkout/CreateOrderNew (cash on delivery)', () => {
  it('recomputes the figures, settles at once, takes the stock and empties the cart', async () => {
    const customer = await ringAndBuds('cod');
    const [ringStock, budsStock] = [await stockOf(api, RING), await stockOf(api, BUDS)];
    const answer = await createOrder(api, customer.token, {
      id: customer.addressId,
      paytype: 2,
      coupons: 'RING15',
      p_coupons: [RING15],
      discount: 2699.85,
      gst: '',
    });
    expect(answer.status, answer.text).toBe(200);
    // 25094 - 2699.85 = 22394.15, no prepaid discount for cash on delivery
    const created = OrderCreated.parse(answer.body);
    expect(created).toMatchObject({
      encryptedRequest: 1,
      accessCode: '',
      amount: 22394.15,
      order_status: 'Success',
      payment_url: null,
      payment_redirect: null,
    });
    expect(await cartIds(api, customer.token)).toEqual([]);
    expect([await stockOf(api, RING), await stockOf(api, BUDS)]).toEqual([ringStock - 1, budsStock - 2]);

    const detail = OrderDetail.parse((await orderDetail(api, customer.token, created.order_id)).body);
    // Bengaluru, Karnataka: tax = 22394.15 x 18 / 118 = 3416.06; CGST 1708.03 + SGST 1708.03
    expect(detail).toMatchObject({
      order_status: 'Success',
      paytype: 2,
      subtotal: 25094,
      coupon_discount: 2699.85,
      prepaid_discount: 0,
      amount: 22394.15,
      tax_percent: 18,
      taxable_amount: 18978.09,
      cgst: 1708.03,
      sgst: 1708.03,
      igst: 0,
      shipping_state: 'Karnataka',
      deliverdays: '2-4 Days',
      invoice_no: `INV-${created.order_id.slice(3)}`,
    });
    expect(
      detail.orderItemsLists.map((i) => [
        i.txt_model,
        i.units,
        i.slling_price,
        i.offerproduct,
        i.couponCode,
        i.discountPercentage,
        i.hsn_code,
      ]),
    ).toEqual([
      ['AR-300', 1, 17999, 0, 'RING15', 15, '85176290'],
      ['AR-DOCK', 1, 499, 1, null, 0, '85044030'],
      ['NB-200', 2, 2999, 0, null, 0, '85183000'],
      [expect.any(String), 2, 299, 1, null, 0, expect.stringMatching(/^\d{8}$/)],
    ]);
    const rows = OrderRows.parse((await orderRows(api, customer.token)).body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ order_id_new: created.order_id, order_status: 'Success', amount: 22394.15 });
    expect(rows[0]!.invoice_file).toMatch(/^\/files\/invoices\//);
  });

  it('writes only the offers the shopper chose: a line without a choice orders the product alone', async () => {
    const customer = await shopper(api, 'nooffer');
    await addLine(api, customer.token, RING_ALONE, 2);
    const answer = await createOrder(api, customer.token, { id: customer.addressId, paytype: 2, discount: 0 });
    expect(answer.status, answer.text).toBe(200);
    const created = OrderCreated.parse(answer.body);
    const detail = OrderDetail.parse((await orderDetail(api, customer.token, created.order_id)).body);
    // 2 x 17999, no dock
    expect(detail).toMatchObject({ subtotal: 35998, amount: 35998 });
    expect(detail.orderItemsLists.map((i) => [i.txt_model, i.units, i.slling_price, i.offerproduct])).toEqual([
      ['AR-300', 2, 17999, 0],
    ]);
  });

  it('splits the tax as IGST for another state', async () => {
    const customer = await shopper(api, 'igst', MUMBAI);
    await addLine(api, customer.token, BUDS, 2);
    const created = OrderCreated.parse(
      (await createOrder(api, customer.token, { id: customer.addressId, paytype: 2, discount: 0 })).body,
    );
    // 6596 x 18 / 118 = 1006.17; basic 5589.83
    expect(OrderDetail.parse((await orderDetail(api, customer.token, created.order_id)).body)).toMatchObject({
      amount: 6596,
      igst: 1006.17,
      cgst: 0,
      sgst: 0,
      taxable_amount: 5589.83,
      shipping_state: 'Maharashtra',
    });
  });
});

describe('POST /api/Checkout/CreateOrderNew refusals', () => {
  it("refuses with the spec's messages, in the spec's order", async () => {
    const empty = await shopper(api, 'empty');
    await expectRefusal(
      createOrder(api, empty.token, { id: empty.addressId, paytype: 2, discount: 0 }),
      400,
      'Cart is empty....',
      'CART_EMPTY',
    );
    await addLine(api, empty.token, BUDS);
    await expectRefusal(
      createOrder(api, empty.token, { paytype: 2, discount: 0 }),
      400,
      'Please Select Your Delivery Address.',
      'NO_DELIVERY_ADDRESS',
    );
    await expectRefusal(
      createOrder(api, empty.token, { id: empty.addressId, paytype: 0, discount: 0 }),
      400,
      'Please Select Payment Mode.',
      'NO_PAYMENT_MODE',
    );
  });

  it("refuses an address that cannot be delivered to, or is not the customer's", async () => {
    const far = await ringAndBuds('far', KAVARATTI);
    await expectRefusal(
      createOrder(api, far.token, { id: far.addressId, paytype: 2, discount: 0 }),
      409,
      'Some Products in your cart are not deliverable at selected delivery Pincode.Please Check.',
      'NOT_DELIVERABLE',
    );
    const other = await ringAndBuds('other');
    await expectRefusal(
      createOrder(api, other.token, { id: far.addressId, paytype: 2, discount: 0 }),
      404,
      undefined,
      'ADDRESS_NOT_FOUND',
    );
  });

  it('refuses invalid, duplicate and misplaced coupons', async () => {
    const customer = await ringAndBuds('coupons');
    const place = (p_coupons: unknown[], discount: number) =>
      createOrder(api, customer.token, { id: customer.addressId, paytype: 2, p_coupons, discount });
    await expectRefusal(
      place([{ ...RING15, code: 'BUDS10', productId: 301, colorId: 3013 }], 0),
      400,
      'Invalid Coupon Code',
      'COUPON_INVALID',
    );
    await expectRefusal(
      place([{ ...RING15, productId: 201, colorId: 2011 }], 0),
      400,
      'Product not found in cart',
      'COUPON_NOT_IN_CART',
    );
    await expectRefusal(place([RING15, RING15], 5399.7), 400, 'Coupon Code Already Applied.', 'COUPON_DUPLICATE');
    expect(await cartIds(api, customer.token)).toEqual(['101-1011-8-0-151x1', '301-3013--0-352x2']);
  });

  it('refuses a tampered discount or total and changes nothing', async () => {
    const customer = await ringAndBuds('tamper');
    const stock = await stockOf(api, RING);
    const base = { id: customer.addressId, paytype: 2, p_coupons: [RING15] };
    await expectRefusal(
      createOrder(api, customer.token, { ...base, discount: 2700 }),
      409,
      undefined,
      'DISCOUNT_MISMATCH',
    );
    await expectRefusal(
      createOrder(api, customer.token, { ...base, discount: 2699.85, p_coupons: [{ ...RING15, discount: 9999 }] }),
      409,
      undefined,
      'DISCOUNT_MISMATCH',
    );
    await expectRefusal(
      createOrder(api, customer.token, { ...base, discount: 2699.85, amount: 100 }),
      409,
      'The amount payable has changed. Please review your order.',
      'AMOUNT_MISMATCH',
    );
    await expectRefusal(
      createOrder(api, customer.token, {
        id: customer.addressId,
        paytype: 2,
        discount: 0,
        p_coupons: [{ ...RING15, code: 'RING15' }],
      }),
      409,
      undefined,
      'DISCOUNT_MISMATCH',
    );
    expect(await stockOf(api, RING)).toBe(stock);
    expect(await cartIds(api, customer.token)).toEqual(['101-1011-8-0-151x1', '301-3013--0-352x2']);
    expect(OrderRows.parse((await orderRows(api, customer.token)).body)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    await expectRefusal(
      request(`${api}/Checkout/CreateOrderNew`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      401,
    );
  });
});

describe('saving addresses for orders', () => {
  it('uses the billing address on the order and the delivery address for shipping', async () => {
    const customer = await freshCustomer(api, 'split');
    const saved = await saveAddresses(api, customer.token, MUMBAI, { pincode: '560001', city: 'Bengaluru' });
    await addLine(api, customer.token, BUDS);
    const created = OrderCreated.parse(
      (await createOrder(api, customer.token, { id: saved.id, paytype: 2, discount: 0 })).body,
    );
    const detail = OrderDetail.parse((await orderDetail(api, customer.token, created.order_id)).body);
    expect(detail).toMatchObject({
      billing_state: 'Karnataka',
      billing_pincode: '560001',
      shipping_state: 'Maharashtra',
      shipping_pincode: '400001',
    });
    expect(detail.igst).toBeGreaterThan(0);
  });
});
