// Contract of the console's orders (/api/Admin/Orders...): the list pages on the server and
// filters by state, order day, payment mode, pincode, state and partner, searches by number, email,
// phone and name, and sorts; one order's detail; transitions in bulk (audited, mailed, refused per
// order); the CSV export and its signed link; and who may do what (support reads but cannot ship,
// catalog reads nothing, shopper and partner tokens are refused).
import { shopDate } from '@shop/commerce/shop-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { AARAV, login as shopperLogin } from './account-helpers.ts';
import { adminGet, adminPost, operatorToken, ownerToken } from './admin-helpers.ts';
import { BUDS, MUMBAI, RING, addLine, createOrder, shopper } from './checkout-helpers.ts';
import { request } from './http.ts';
import { ROHAN, loginPartner } from './partner-helpers.ts';

const Row = z.object({
  id: z.number(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.string(),
  amount: z.number(),
  paymentMode: z.enum(['PREPAID', 'CASH_ON_DELIVERY']),
  customerName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  state: z.string(),
  pincode: z.string(),
  awbNumber: z.string().nullable(),
});
const List = z.object({ items: z.array(Row), total: z.number() });
const Results = z.object({
  results: z.array(
    z.object({
      orderId: z.string(),
      ok: z.boolean(),
      status: z.string().nullable(),
      code: z.string().nullable(),
      message: z.string().nullable(),
      field: z.string().nullable(),
    }),
  ),
});
const Detail = z
  .object({
    orderNumber: z.string(),
    status: z.string(),
    amount: z.number(),
    items: z.array(z.object({ name: z.string(), units: z.number() }).loose()).min(1),
    gst: z.object({ taxable: z.number(), cgst: z.number(), sgst: z.number(), igst: z.number() }).loose(),
    shipping: z.object({ pincode: z.string(), state: z.string() }).loose(),
    timeline: z.array(z.object({ status: z.string(), actor: z.string(), operatorName: z.string().nullable() }).loose()),
    audit: z.array(z.object({ action: z.string(), operatorEmail: z.string(), after: z.unknown() }).loose()),
    allowedTransitions: z.array(z.string()),
    invoiceUrl: z.string().nullable(),
    shipment: z.object({ courierName: z.string().nullable(), awbNumber: z.string().nullable() }).loose(),
  })
  .loose();

let upstream: RunningUpstream;
let owner: string;
let fulfilment: { token: string; email: string };
let support: string;
let catalog: string;
/** Two COD orders to Bengaluru (Karnataka) and one to Mumbai (Maharashtra), placed today. */
const placed: { bengaluru: string[]; mumbai: string } = { bengaluru: [], mumbai: '' };

const api = () => `${upstream.url}/api`;

async function codOrder(token: string, addressId: number, line: typeof RING | typeof BUDS): Promise<string> {
  await addLine(api(), token, line);
  const answer = await createOrder(api(), token, { id: addressId, paytype: 2, discount: 0 });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { order_id: string }).order_id;
}

async function list(query: string, token = owner) {
  const answer = await adminGet(upstream, `/Admin/Orders?${query}`, token);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return List.parse(answer.body);
}

async function detail(orderNumber: string, token = owner) {
  const answer = await adminGet(upstream, `/Admin/Order?OrderID=${orderNumber}`, token);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return Detail.parse(answer.body);
}

async function transition(token: string, body: Record<string, unknown>) {
  const answer = await adminPost(upstream, '/Admin/Orders/Transition', token, body);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return Results.parse(answer.body).results;
}

beforeAll(async () => {
  upstream = await startUpstream();
  owner = await ownerToken(upstream);
  fulfilment = await operatorToken(upstream, 'fulfilment');
  support = (await operatorToken(upstream, 'support')).token;
  catalog = (await operatorToken(upstream, 'catalog')).token;
  const a = await shopper(api(), 'admin-orders-blr');
  placed.bengaluru.push(await codOrder(a.token, a.addressId, RING));
  placed.bengaluru.push(await codOrder(a.token, a.addressId, BUDS));
  const b = await shopper(api(), 'admin-orders-bom', MUMBAI);
  placed.mumbai = await codOrder(b.token, b.addressId, BUDS);
}, 60_000);
afterAll(() => upstream?.close());

describe('the order list', () => {
  it('pages on the server, newest first, with the total', async () => {
    const all = await list('first=100');
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const dates = all.items.map((r) => r.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.items[0]?.orderNumber).toBe(placed.mumbai);

    const second = await list('page=2&first=2');
    expect(second.total).toBe(all.total);
    expect(second.items.map((r) => r.orderNumber)).toEqual(all.items.slice(2, 4).map((r) => r.orderNumber));
  });

  it('filters by state, payment mode, shipping state, pincode and order day (shop time)', async () => {
    const cod = await list('paymentMode=cod&first=100');
    expect(cod.items.every((r) => r.paymentMode === 'CASH_ON_DELIVERY')).toBe(true);
    expect(cod.items.map((r) => r.orderNumber)).toEqual(expect.arrayContaining([...placed.bengaluru, placed.mumbai]));

    const prepaid = await list('paymentMode=prepaid&first=100');
    expect(prepaid.total).toBeGreaterThan(0);
    expect(prepaid.items.every((r) => r.paymentMode === 'PREPAID')).toBe(true);

    const placedOnly = await list('status=placed&first=100');
    expect(placedOnly.items.every((r) => r.status === 'placed')).toBe(true);
    const several = await list('status=placed,paid&first=100');
    expect(several.total).toBe(placedOnly.total + (await list('status=paid&first=100')).total);

    const maharashtra = await list('state=Maharashtra&first=100');
    expect(maharashtra.items.every((r) => r.state === 'Maharashtra')).toBe(true);
    expect(maharashtra.items.map((r) => r.orderNumber)).toContain(placed.mumbai);
    expect(maharashtra.items.map((r) => r.orderNumber)).not.toContain(placed.bengaluru[0]);
    const pincode = await list(`pincode=${MUMBAI.pincode}&first=100`);
    expect(pincode.items.every((r) => r.pincode === MUMBAI.pincode)).toBe(true);
    expect(pincode.items.map((r) => r.orderNumber)).toContain(placed.mumbai);

    const today = shopDate(new Date());
    const todays = await list(`from=${today}&to=${today}&first=100`);
    expect((await list(`state=Maharashtra&from=${today}`)).items.map((r) => r.orderNumber)).toEqual([placed.mumbai]);
    expect(todays.items.map((r) => r.orderNumber).sort()).toEqual([...placed.bengaluru, placed.mumbai].sort());
    const lastYear = await list('from=2025-10-01&to=2025-12-31');
    expect(lastYear.items.map((r) => r.orderNumber).sort()).toEqual(['LUM2510180001', 'LUM2512050002']);
  });

  it("lists the orders attributed to a partner (Rohan's, his General's included)", async () => {
    const rohan = await list(`partner=${ROHAN.code.toLowerCase()}&first=100`);
    expect(rohan.total).toBeGreaterThan(0);
    expect(rohan.items.every((r) => r.email === 'priya@example.com')).toBe(true);
    expect((await list('partner=V5M1004')).total).toBe(0);
  });

  it('searches by order number (or its beginning), email, mobile number and name', async () => {
    const [first] = placed.bengaluru;
    expect((await list(`search=${first?.toLowerCase()}`)).items.map((r) => r.orderNumber)).toEqual([first]);
    const byPrefix = await list(`search=${first?.slice(0, 7)}&first=100`);
    expect(byPrefix.items.map((r) => r.orderNumber)).toEqual(expect.arrayContaining(placed.bengaluru));
    expect(byPrefix.items.every((r) => r.orderNumber.startsWith(first?.slice(0, 7) ?? '?'))).toBe(true);
    const mine = [...placed.bengaluru, placed.mumbai].sort();
    const numbers = async (query: string) =>
      (await list(`search=${encodeURIComponent(query)}&first=100`)).items.map((r) => r.orderNumber).sort();
    expect(await numbers('TEST.Shopper@example.com')).toEqual(mine);
    expect(await numbers('aarav@example.com')).toEqual(['LUM2510180001', 'LUM2512050002']);
    expect(await numbers('+91 90000 00001')).toEqual(mine);
    expect(await numbers('test shop')).toEqual(mine);
    expect((await list('search=nobody-by-this-name')).total).toBe(0);
  });

  it('sorts by amount', async () => {
    const amounts = (await list('sort=amount_desc&first=100')).items.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const ascending = (await list('sort=amount_asc&first=100')).items.map((r) => r.amount);
    expect(ascending).toEqual([...amounts].reverse());
  });

  it('refuses a page too large, an unknown state, a reversed range and a bad date (400, never 500)', async () => {
    for (const query of [
      'first=101',
      'first=0',
      'page=0',
      'status=lost',
      'from=2026-02-01&to=2026-01-01',
      'from=2026-02-30',
      'pincode=12',
    ]) {
      const answer = await adminGet(upstream, `/Admin/Orders?${query}`, owner);
      expect(answer.status, query).toBe(400);
    }
  });
});

describe('who may see and move orders', () => {
  it('lets support read orders but not move them, and catalog neither', async () => {
    expect((await adminGet(upstream, '/Admin/Orders', support)).status).toBe(200);
    expect((await adminGet(upstream, `/Admin/Order?OrderID=${placed.mumbai}`, support)).status).toBe(200);
    const move = await adminPost(upstream, '/Admin/Orders/Transition', support, {
      orderIds: [placed.mumbai],
      to: 'packed',
    });
    expect(move.status).toBe(403);
    expect((move.body as { message: string }).message).toBe('You do not have permission to do this.');
    expect((await adminGet(upstream, '/Admin/Orders', catalog)).status).toBe(403);
    expect((await adminGet(upstream, `/Admin/Order?OrderID=${placed.mumbai}`, catalog)).status).toBe(403);
    expect((await adminGet(upstream, '/Admin/Orders/Export', catalog)).status).toBe(403);
    expect((await detail(placed.mumbai)).status).toBe('placed');
  });

  it('refuses shopper and partner tokens, and no token (401)', async () => {
    const shopperToken = await shopperLogin(api(), AARAV.email);
    const partner = await loginPartner(api(), ROHAN.email);
    for (const token of [shopperToken, partner.token, 'not-a-token']) {
      expect((await adminGet(upstream, '/Admin/Orders', token)).status).toBe(401);
      expect((await adminGet(upstream, `/Admin/Order?OrderID=${placed.mumbai}`, token)).status).toBe(401);
    }
    expect((await request(`${api()}/Admin/Orders`)).status).toBe(401);
  });
});

describe("an order's detail and its transitions", () => {
  it('shows items, addresses, the GST split, the timeline and what this operator may do now', async () => {
    const order = await detail(placed.mumbai);
    expect(order.shipping).toMatchObject({ pincode: MUMBAI.pincode, state: 'Maharashtra' });
    expect(order.gst.igst).toBeGreaterThan(0);
    expect(order.gst.cgst + order.gst.sgst).toBe(0);
    expect(order.timeline.map((e) => e.status)).toEqual(['placed']);
    expect(order.allowedTransitions.sort()).toEqual(['cancelled', 'packed']);
    const asSupport = await detail(placed.mumbai, support);
    expect(asSupport.allowedTransitions).toEqual([]);
    expect((await adminGet(upstream, '/Admin/Order?OrderID=LUM2001010999', owner)).status).toBe(404);
  });

  it("hands out a short-lived link to an order's invoice", async () => {
    const answer = await adminGet(upstream, '/Admin/Order?OrderID=LUM2510180001', support);
    const { invoiceUrl } = z.object({ invoiceUrl: z.string().nullable() }).loose().parse(answer.body);
    expect(invoiceUrl).toMatch(/^\/files\/invoices\/LUM2510180001\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/);
    const pdf = await request(`${upstream.url}${invoiceUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('packs in bulk, ships with an AWB per order (a bad one refused alone), audits and mails', async () => {
    const [one, two] = placed.bengaluru as [string, string];
    const packed = await transition(fulfilment.token, { orderIds: [one, two], to: 'packed' });
    expect(packed.map((r) => [r.orderId, r.ok, r.status])).toEqual([
      [one, true, 'packed'],
      [two, true, 'packed'],
    ]);

    const shipped = await transition(fulfilment.token, {
      orderIds: [one, two],
      to: 'shipped',
      courierName: 'Blue Dart',
      trackingUrl: 'https://track.example.com/awb',
      shipments: [
        { orderId: one, awbNumber: 'BD1234567890' },
        { orderId: two, awbNumber: 'no!' },
      ],
    });
    expect(shipped[0]).toMatchObject({ orderId: one, ok: true, status: 'shipped' });
    expect(shipped[1]).toMatchObject({ orderId: two, ok: false, code: 'AWB_INVALID', field: 'awbNumber' });
    expect(shipped[1]?.message).toBe('The AWB number must be 6 to 30 letters or digits.');

    const order = await detail(one);
    expect(order.status).toBe('shipped');
    expect(order.shipment).toMatchObject({ courierName: 'Blue Dart', awbNumber: 'BD1234567890' });
    expect(order.timeline.map((e) => e.status)).toEqual(['placed', 'packed', 'shipped']);
    expect(order.timeline.at(-1)).toMatchObject({ actor: 'operator' });
    expect(order.audit.map((a) => a.action).sort()).toEqual(['order.packed', 'order.shipped']);
    expect(order.audit.every((a) => a.operatorEmail === fulfilment.email)).toBe(true);
    expect((await detail(two)).status).toBe('packed');

    // The order's mails go to its billing email (the address form's).
    const mails = await upstream.outbox('test.shopper@example.com');
    expect(mails.some((m) => m.subject.includes(one) && /shipped/i.test(m.subject + m.body))).toBe(true);
    expect(mails.some((m) => m.body.includes('BD1234567890'))).toBe(true);
  });

  it('refuses a transition the machine does not allow now, per order', async () => {
    const [result] = await transition(owner, { orderIds: [placed.mumbai], to: 'delivered' });
    expect(result).toMatchObject({ ok: false, code: 'TRANSITION_NOT_ALLOWED', status: null });
    const [unknown] = await transition(owner, { orderIds: ['LUM2001010999'], to: 'packed' });
    expect(unknown?.ok).toBe(false);
  });

  it('refuses a malformed request (400)', async () => {
    for (const body of [
      { orderIds: [], to: 'packed' },
      { orderIds: ['nope'], to: 'packed' },
      { orderIds: [placed.mumbai], to: 'lost' },
      { orderIds: Array.from({ length: 101 }, (_, i) => `LUM26010100${String(i).padStart(2, '0')}`), to: 'packed' },
    ]) {
      expect((await adminPost(upstream, '/Admin/Orders/Transition', owner, body)).status).toBe(400);
    }
  });
});

describe('the CSV export', () => {
  it('streams every order that passes the filters with a header row and plain amounts', async () => {
    const answer = await adminGet(
      upstream,
      `/Admin/Orders/Export?state=Maharashtra&from=${shopDate(new Date())}`,
      support,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.startsWith('Order number,Order date,Status,Payment mode')).toBe(true);
    expect(lines).toHaveLength(2);
    const cells = lines[1]?.split(',') ?? [];
    expect(cells[0]).toBe(placed.mumbai);
    expect(cells[3]).toBe('COD');
    expect(cells[21]).toBe(String((await detail(placed.mumbai)).amount));
  });

  it('hands out a signed link that works without the token, and refuses it altered or for a role that lost the right', async () => {
    const answer = await adminGet(upstream, '/Admin/Orders/ExportLink?state=Maharashtra', fulfilment.token);
    expect(answer.status).toBe(200);
    const { url } = z.object({ url: z.string(), expiresAt: z.string() }).parse(answer.body);
    expect(url).toMatch(/^\/files\/admin\/orders\.csv\?/);
    expect(url).not.toContain(fulfilment.token);
    const csv = await request(`${upstream.url}${url}`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(placed.mumbai);
    expect(csv.text).not.toContain(placed.bengaluru[0]);

    const altered = url.replace('state=Maharashtra', 'state=Karnataka');
    expect((await request(`${upstream.url}${altered}`)).status).toBe(403);
    expect(
      (
        await request(
          `${upstream.url}/files/admin/orders.csv?operator=1&expires=99999999999&signature=${'0'.repeat(64)}`,
        )
      ).status,
    ).toBe(403);
  });
  it('refuses a link once its operator is deactivated or moved to a role that cannot read orders', async () => {
    const owner = await ownerToken(upstream);
    for (const change of [{ active: false }, { role: 'catalog' }]) {
      const operator = await operatorToken(upstream, 'support');
      const answer = await adminGet(upstream, '/Admin/Orders/ExportLink', operator.token);
      const { url } = z.object({ url: z.string() }).parse(answer.body);
      expect((await request(`${upstream.url}${url}`)).status).toBe(200);
      const changed = await adminPost(upstream, '/Admin/Operators/Update', owner, { id: operator.id, ...change });
      expect(changed.status).toBe(200);
      expect((await request(`${upstream.url}${url}`)).status, JSON.stringify(change)).toBe(403);
    }
  });
});
