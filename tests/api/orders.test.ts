// Contract of the order history: the demo customers' orders with their invoices and figures, one
// order's detail (404 for another customer's order), pre-bookings, and tax invoices as PDF through
// signed links that only the owner gets and that expire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { AARAV, PRIYA, authed, expectRefusal, login } from './account-helpers.ts';
import { OrderDetail, OrderRows, PreBookings } from './checkout-contract.ts';
import { orderDetail, orderRows } from './checkout-helpers.ts';
import { request } from './http.ts';

const clock = testClock();
let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now });
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const pdf = (link: string) => request(`${upstream.url}${link}`);

describe('GET /api/MyAccount/Order_Details', () => {
  it("lists Aarav's orders newest first with invoice links", async () => {
    const rows = OrderRows.parse((await orderRows(api, await login(api, AARAV.email))).body);
    expect(rows.map((r) => [r.order_id_new, r.order_status, r.amount, r.cur_symbol, r.paytype])).toEqual([
      ['LUM2512050002', 'Success', 5398.2, '₹', 2],
      ['LUM2510180001', 'Success', 18498, '₹', 1],
    ]);
    for (const row of rows)
      expect(row.invoice_file).toMatch(
        new RegExp(`^/files/invoices/${row.order_id_new}\\.pdf\\?expires=\\d+&signature=`),
      );
  });

  it("does not show a customer another's orders, and answers 401 without a session", async () => {
    const rows = OrderRows.parse((await orderRows(api, await login(api, PRIYA.email))).body);
    // Priya's own order and the two she placed with partner coupons (partner-program seed).
    expect(rows.map((r) => r.order_id_new)).toEqual(['LUM2610030005', 'LUM2609120004', 'LUM2601080003']);
    await expectRefusal(request(`${api}/MyAccount/Order_Details`), 401);
  });
});

describe('GET /api/MyAccount/Order_Details_ID', () => {
  it('gives the detail fields of a seeded order, with its coupon line and figures', async () => {
    const detail = OrderDetail.parse((await orderDetail(api, await login(api, AARAV.email), 'LUM2512050002')).body);
    // NB-200 x2 at 2999 with BUDS10 (10 %): 5998 - 599.80 = 5398.20, delivered in Karnataka:
    // tax 5398.20 x 18 / 118 = 823.45 (CGST 411.73 + SGST 411.72), taxable 4574.75
    expect(detail).toMatchObject({
      order_status: 'Success',
      billing_customer_name: 'Aarav',
      billing_last_name: 'Sharma',
      billing_pincode: '560001',
      billing_email: 'aarav@example.com',
      shipping_customer_name: 'Aarav',
      shipping_pincode: '560001',
      deliverdays: '2-4 Days',
      subtotal: 5998,
      coupon_discount: 599.8,
      amount: 5398.2,
      invoice_no: 'INV-2512050002',
      tax_percent: 18,
      cgst: 411.73,
      sgst: 411.72,
      igst: 0,
      taxable_amount: 4574.75,
    });
    expect(detail.orderItemsLists).toEqual([
      expect.objectContaining({
        txt_model: 'NB-200',
        units: 2,
        symbol: '₹',
        slling_price: 2999,
        couponCode: 'BUDS10',
        discountPercentage: 10,
        offerproduct: 0,
        hsn_code: '85183000',
        pro_Image: expect.stringMatching(/^\/images\/products\/301\/3013\/1\.svg$/),
        colorcode: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      }),
    ]);
  });

  it("answers 404 for another customer's order, an unknown one and a malformed one", async () => {
    const priya = await login(api, PRIYA.email);
    await expectRefusal(orderDetail(api, priya, 'LUM2512050002'), 404, 'Order not found');
    await expectRefusal(orderDetail(api, priya, 'LUM2612310999'), 404);
    await expectRefusal(orderDetail(api, priya, 'not-an-order'), 404);
    expect((await orderDetail(api, priya, 'lum2601080003')).status).toBe(200);
  });
});

describe('GET /api/MyAccount/PreBookDetails', () => {
  it("lists the customer's pre-bookings", async () => {
    const list = PreBookings.parse(
      (await authed(`${api}/MyAccount/PreBookDetails`, await login(api, AARAV.email))).body,
    );
    expect(list).toEqual([
      expect.objectContaining({
        prebook_id: 'PB2602100001',
        product_name: 'Aura Ring Gen 4',
        amount: 999,
        status: 'Confirmed',
        cur_symbol: '₹',
      }),
    ]);
  });
});

describe('tax invoices', () => {
  it('are PDFs behind the signed links of the owner', async () => {
    const rows = OrderRows.parse((await orderRows(api, await login(api, AARAV.email))).body);
    const answer = await pdf(rows[0]!.invoice_file);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-disposition')).toContain('INV-2512050002.pdf');
    expect(answer.text.startsWith('%PDF-')).toBe(true);
    expect(answer.text).toContain('Tax invoice INV-2512050002');
  });

  it('refuse an altered link: another order, another signature, a later expiry', async () => {
    const link = OrderRows.parse((await orderRows(api, await login(api, AARAV.email))).body)[0]!.invoice_file;
    const priyaOrder = link.replace('LUM2512050002', 'LUM2601080003');
    await expectRefusal(pdf(priyaOrder), 403, 'This invoice link is invalid or has expired.');
    await expectRefusal(
      pdf(link.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`)),
      403,
    );
    await expectRefusal(pdf(link.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`)), 403);
    await expectRefusal(pdf('/files/invoices/LUM2512050002.pdf'), 400);
  });

  it('expire after an hour', async () => {
    const link = OrderRows.parse((await orderRows(api, await login(api, PRIYA.email))).body)[0]!.invoice_file;
    expect((await pdf(link)).status).toBe(200);
    clock.advance(61 * 60_000);
    await expectRefusal(pdf(link), 403);
  });
});
