// Contract of the coupon limits at CreateOrderNew: the coupons on one product and colour take at
// most the shop's maximum (MAX_LINE_DISCOUNT_PERCENT, 50 by default, served by Prepaid_Discount)
// and an order carries at most one coupon a channel partner shared. A refused order names the
// coupon and uses up none of its coupons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock, withTestDb } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { authed, authedPost, expectRefusal } from './account-helpers.ts';
import { OrderCreated, PrepaidDiscount } from './checkout-contract.ts';
import { RING, WATCH, addLine, createOrder, shopper } from './checkout-helpers.ts';
import { KAVYA, ROHAN, partnerPostForm } from './partner-helpers.ts';
import { session } from './partner-program-helpers.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  for (const line of [RING, WATCH]) await setStock(upstream, line, 40);
});
afterAll(() => upstream?.close());

/** The test's own coupon for one product (single use), and the uses of any coupon, in the test's database. */
function addCoupon(code: string, percent: number, productId: number): Promise<number> {
  return withTestDb(upstream, (db) =>
    db.run(
      `INSERT INTO coupons (code, description, percent, product_id, category_id, valid_from, valid_to, email,
         max_uses, uses, source, created_at)
       VALUES (?, ?, ?, ?, NULL, '2025-01-01T00:00:00.000Z', '2030-12-31T18:29:59.000Z', NULL, 1, 0, 'shop', ?)`,
      code,
      `${percent}% off`,
      percent,
      productId,
      new Date().toISOString(),
    ),
  );
}
const usesOf = (code: string): Promise<number> =>
  withTestDb(
    upstream,
    async (db) => (await db.get<{ uses: number }>('SELECT uses FROM coupons WHERE code = ?', code))!.uses,
  );

const couponDetails = async (token: string, code: string, productId: number) =>
  (await authedPost(`${api}/Checkout/GetCouponDetails?CouponCode=${encodeURIComponent(code)}&p_id=${productId}`, token))
    .body;

const onWatch = (code: string, discount?: number) => ({ code, productId: WATCH.pid, colorId: WATCH.color, discount });
const onRing = (code: string) => ({ code, productId: RING.pid, colorId: RING.color });

describe('the maximum coupon discount on one product', () => {
  it('is served with the prepaid discount', async () => {
    const customer = await shopper(api, 'capserved');
    const answer = await authed(`${api}/Checkout/Prepaid_Discount`, customer.token);
    expect(PrepaidDiscount.parse(answer.body).max_line_discount_percent).toBe(50);
  });

  it('refuses stacked coupons past it, naming the coupon, and uses none of them up', async () => {
    await addCoupon('STACK25', 25, WATCH.pid);
    const customer = await shopper(api, 'capped');
    // The watch with its bundled Vertex Sport Band chosen (offer 252 at 699).
    await addLine(api, customer.token, { ...WATCH, offers: [252] });
    const uses = ['VERTEX20', 'WATCH10', 'STACK25'].map(usesOf);
    // 20 + 10 + 25 = 55 % of one Vertex Watch 5: past 50.
    const stacked = [onWatch('VERTEX20'), onWatch('WATCH10'), onWatch('STACK25')];
    await expectRefusal(
      createOrder(api, customer.token, { id: customer.addressId, paytype: 2, p_coupons: stacked, discount: 8249.45 }),
      400,
      'Coupon STACK25 cannot be applied: coupons can take at most 50% off one product.',
      'COUPON_CAP',
    );
    expect(['VERTEX20', 'WATCH10', 'STACK25'].map(usesOf)).toEqual(uses);

    // Within the maximum (20 + 25 = 45 % of 14999 = 6749.55) the single-use coupon still works.
    const placed = await createOrder(api, customer.token, {
      id: customer.addressId,
      paytype: 2,
      p_coupons: [onWatch('VERTEX20', 2999.8), onWatch('STACK25', 3749.75)],
      discount: 6749.55,
    });
    expect(placed.status, placed.text).toBe(200);
    // 14999 + the bundled 699 - 6749.55
    expect(OrderCreated.parse(placed.body)).toMatchObject({ amount: 8948.45, order_status: 'Success' });
    expect(await usesOf('STACK25')).toBe(1);
  });
});

describe('one channel partner coupon per order', () => {
  it('refuses a second partner coupon, naming it, and uses neither up', async () => {
    const customer = await shopper(api, 'twocp');
    const [rohan, kavya] = await Promise.all([session(api, ROHAN.email), session(api, KAVYA.email)]);
    const shareTo = async (token: string) => {
      const shared = await partnerPostForm(`${api}/CP/ShareCoupon`, token, {
        emailto: customer.email,
        msg: 'For you',
        cpname: 'Test Shopper',
      });
      expect(shared.status, shared.text).toBe(200);
      return (shared.body as { coupon_code: string }).coupon_code;
    };
    const rohanCode = await shareTo(rohan.token);
    const kavyaCode = await shareTo(kavya.token);
    await addLine(api, customer.token, RING);

    // 10 % + 12 % on one ring is within the maximum: the refusal is the partner limit.
    await expectRefusal(
      createOrder(api, customer.token, {
        id: customer.addressId,
        paytype: 2,
        p_coupons: [onRing(rohanCode), onRing(kavyaCode)],
        discount: 3959.78,
      }),
      400,
      `Coupon ${kavyaCode} cannot be applied: an order can carry at most 1 channel partner coupon.`,
      'PARTNER_COUPON_LIMIT',
    );
    expect([await usesOf(rohanCode), await usesOf(kavyaCode)]).toEqual([0, 0]);
    for (const code of [rohanCode, kavyaCode]) {
      expect(await couponDetails(customer.token, code, RING.pid)).toMatchObject([
        { coupon_code: code, partner_coupon: true },
      ]);
    }
    expect(await couponDetails(customer.token, 'RING15', RING.pid)).toMatchObject([{ partner_coupon: false }]);

    // One of them goes through (12 % of 17999 = 2159.88); the other stays unused.
    const placed = await createOrder(api, customer.token, {
      id: customer.addressId,
      paytype: 2,
      p_coupons: [onRing(kavyaCode)],
      discount: 2159.88,
    });
    expect(placed.status, placed.text).toBe(200);
    expect([await usesOf(rohanCode), await usesOf(kavyaCode)]).toEqual([0, 1]);
  });
});
