// Contract of coupon sharing: a shared coupon is a working coupon at checkout with the
// sharer's client discount, bound to the recipient's email, used once; the order placed with it is
// attributed to the General sharer and to its Master with each one's percent, never to anyone
// else; prepaid orders are listed once paid; each partner lists only its own shares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { payThroughSandbox } from '../support/payment-sandbox.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { AARAV, PRIYA, authedPost, login } from './account-helpers.ts';
import { RING, addLine, shopper } from './checkout-helpers.ts';
import { KAVYA, MEERA, ROHAN, expectPartnerRefusal, partnerGet, partnerPostForm } from './partner-helpers.ts';
import {
  OrderRows,
  ReferRows,
  orderWithCoupon,
  partnerRead,
  session,
  type PartnerSession,
} from './partner-program-helpers.ts';
import { request } from './http.ts';

let upstream: RunningUpstream;
let api: string;
let rohan: PartnerSession;
let kavya: PartnerSession;
let meera: PartnerSession;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  await setStock(upstream, RING, 40);
  await setStock(upstream, { color: 3013, size: '' }, 40);
  [rohan, kavya, meera] = await Promise.all([
    session(api, ROHAN.email),
    session(api, KAVYA.email),
    session(api, MEERA.email),
  ]);
});
afterAll(() => upstream?.close());

const share = (s: PartnerSession, fields: Record<string, string | undefined>) =>
  partnerPostForm(`${api}/CP/ShareCoupon`, s.token, fields);
const orders = (s: PartnerSession) => partnerRead(`${api}/CP/cp_order_details`, s.token, OrderRows);
const referList = (s: PartnerSession) => partnerRead(`${api}/CP/Cp_Refer_list`, s.token, ReferRows, 'POST');
const couponPercent = async (shopperToken: string, code: string, productId: number) =>
  (
    await authedPost(
      `${api}/Checkout/GetCouponDetails?CouponCode=${encodeURIComponent(code)}&p_id=${productId}`,
      shopperToken,
    )
  ).body;

describe('GET /api/CP/ShareCouponData', () => {
  it("is the coupon mail with the caller's name and client discount", async () => {
    const answer = await partnerGet(`${api}/CP/ShareCouponData`, kavya.token);
    expect(answer.status).toBe(200);
    expect((answer.body as { content: string }).content).toMatch(/Kavya Iyer[\s\S]*12% off/);
  });
});

describe('POST /api/CP/ShareCoupon refusals', () => {
  it("refuses a recipient that is neither an email nor a 10-digit number with the spec's text", async () => {
    for (const emailto of ['', 'priya', '912345678', '91234567801', 'priya@example']) {
      await expectPartnerRefusal(
        share(kavya, { emailto, msg: 'Hi', cpname: 'Priya' }),
        400,
        'Please mention correct Email-id or Phone No. ',
      );
    }
  });

  it('needs the name and a multipart body', async () => {
    await expectPartnerRefusal(
      share(kavya, { emailto: 'someone@example.com', msg: 'Hi', cpname: ' ' }),
      400,
      'Name is required.',
    );
    const json = await request(`${api}/CP/ShareCoupon`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kavya.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ emailto: 'a@b.co' }),
    });
    expect(json.status).toBe(415);
    expect(await referList(kavya)).toHaveLength(2); // the seeded shares only
  });
});

describe('a coupon Kavya (General) shares with a customer', () => {
  // Aarav's seeded cart: AR-300 with the dock he chose (17999 + 499) and 2 x NB-200 without their offer (2 x 2999):
  // subtotal 24496. Kavya's 12 % on the ring is 2159.88, so he pays 22336.12.
  it('works at checkout for that customer once, and the order is attributed to Kavya and Rohan only', async () => {
    const shared = await share(kavya, {
      emailto: AARAV.email,
      msg: 'A discount for your next Lumen device.',
      cpname: 'Aarav Sharma',
    });
    expect(shared.status, shared.text).toBe(200);
    const { message, coupon_code: code } = shared.body as { message: string; coupon_code: string };
    expect(message).toBe('Coupon Shared Successfully.');
    expect(code).toMatch(/^V5G1002-[2-9A-HJKMNP-Z]{12}$/);
    const mail = (await upstream.outbox(AARAV.email))[0];
    expect(mail?.body).toContain('A discount for your next Lumen device.');
    expect(mail?.body).toContain(code);
    expect((await referList(kavya))[0]).toMatchObject({
      share_PersonName: 'Aarav Sharma',
      sEmailID: AARAV.email,
      cpcode: 'V5G1002',
      coupon_code: code,
      iS_USED: 0,
    });

    const aarav = await login(api, AARAV.email);
    expect(await couponPercent(aarav, code, 101)).toMatchObject([{ txt_Code_Disc: 12, coupon_code: code }]);
    expect(await couponPercent(await login(api, PRIYA.email), code, 101)).toBe('Invalid Coupon Code');

    const placed = await orderWithCoupon(api, aarav, { code, productId: 101, colorId: 1011, discount: 2159.88 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ order_status: 'Success', amount: 22336.12 });

    const kavyaRow = (await orders(kavya)).find((r) => r.order_id_new === placed.order_id);
    expect(kavyaRow).toMatchObject({
      code: 'V5G1002',
      cp_name: 'Kavya Iyer',
      customer_name: 'Aarav Sharma',
      coupon_code: code,
      role: 'referrer',
      // 22,336.12 paid for goods at 18 % GST: base 18,928.92 (net of GST); 7 % = 1,325.02.
      base_amount: 18928.92,
      incentive_value: 7,
      cp_incentive: 1325.02,
      status: 'pending',
      attributed_by: 'coupon',
    });
    expect(kavyaRow!.order_product_list.map((p) => [p.txt_model, p.units])).toEqual([
      ['AR-300', 1],
      ['AR-DOCK', 1],
      ['NB-200', 2],
    ]);
    expect((await orders(rohan)).find((r) => r.order_id_new === placed.order_id)).toMatchObject({
      code: 'V5G1002',
      role: 'master',
      // Rohan, her Master, 8 % in her table: 1,514.31.
      base_amount: 18928.92,
      incentive_value: 8,
      cp_incentive: 1514.31,
    });
    expect((await orders(meera)).some((r) => r.order_id_new === placed.order_id)).toBe(false);
    expect((await referList(kavya))[0]).toMatchObject({ coupon_code: code, iS_USED: 1 });
    expect(await couponPercent(aarav, code, 301)).toBe('Invalid Coupon Code'); // used up
  });
});

describe('a coupon Rohan (Master) shares with a phone number', () => {
  it('goes out by SMS, works only for the account holding that phone, and its prepaid order is listed once paid', async () => {
    const customer = await shopper(api, 'cpphone');
    const shared = await share(rohan, { emailto: customer.phone, msg: 'Lumen discount', cpname: 'New Customer' });
    expect(shared.status, shared.text).toBe(200);
    const code = (shared.body as { coupon_code: string }).coupon_code;
    const sms = (await upstream.outbox(customer.phone))[0];
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.body).toContain(code);

    // Another customer who learnt the code cannot use it: not when checking it, not at order time.
    const other = await shopper(api, 'cpother');
    expect(await couponPercent(other.token, code, 101)).toBe('Invalid Coupon Code');
    await addLine(api, other.token, RING);
    const stolen = await orderWithCoupon(
      api,
      other.token,
      { code, productId: 101, colorId: 1011, discount: 1799.9 },
      1,
    );
    expect(stolen.status, JSON.stringify(stolen.body)).toBe(400);
    expect(stolen.body).toMatchObject({ message: 'Invalid Coupon Code' });
    expect(await couponPercent(customer.token, code, 101)).toMatchObject([{ txt_Code_Disc: 10, coupon_code: code }]);

    await addLine(api, customer.token, RING);
    // 17999 + dock 499 = 18498; Rohan's 10 % on the ring = 1799.90; 16698.10 paid for goods, of which
    // 2547.17 is GST at 18 %: base 14150.93; Rohan 12 % = 1698.1116 -> 1698.11.
    const placed = await orderWithCoupon(
      api,
      customer.token,
      { code, productId: 101, colorId: 1011, discount: 1799.9 },
      1,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const created = placed.body as {
      order_status: string;
      payment_url: string;
      encryptedRequest: string;
      accessCode: string;
    };
    expect(created.order_status).toBe('Pending');
    expect((await orders(rohan)).some((r) => r.order_id_new === placed.order_id)).toBe(false);

    const paid = await payThroughSandbox(
      upstream.url,
      { url: created.payment_url, encRequest: created.encryptedRequest, accessCode: created.accessCode },
      'pay',
    );
    expect(paid.status).toBe(303);
    expect((await orders(rohan)).find((r) => r.order_id_new === placed.order_id)).toMatchObject({
      code: 'V5M1001',
      role: 'referrer',
      base_amount: 14150.93,
      incentive_value: 12,
      cp_incentive: 1698.11,
    });
    expect((await orders(kavya)).some((r) => r.order_id_new === placed.order_id)).toBe(false);
  });
});

describe('POST /api/CP/Cp_Refer_list', () => {
  it("lists only the caller's own shares, newest first", async () => {
    const kavyaCodes = (await referList(kavya)).map((r) => r.coupon_code);
    const rohanCodes = (await referList(rohan)).map((r) => r.coupon_code);
    expect(kavyaCodes.length).toBeGreaterThan(0);
    expect(kavyaCodes.every((c) => c.startsWith('V5G1002-'))).toBe(true);
    expect(rohanCodes.every((c) => c.startsWith('V5M1001-'))).toBe(true);
    expect(await referList(meera)).toEqual([]);
    const dates = (await referList(kavya)).map((r) => r.c_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
