// The console's orders through the gateway: the list (paged, filtered, searched, bounded), one
// order's detail, the lifecycle in the operator's hands (pack, ship with an AWB, deliver, receive a
// return, refund): each change audited and mailed to the shopper; the export's signed link; and who
// may do what: support cannot ship (FORBIDDEN), catalog cannot read orders, a shopper or partner
// token gets nothing from any admin field.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import { adminError, asOperator, operatorData, operatorToken, ownerLogin } from './admin.ts';
import { BUDS, MUMBAI, RING, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import {
  AdminOrderDocument,
  AdminOrdersDocument,
  AdminOrdersExportDocument,
  AdminTransitionOrdersDocument,
  PlaceOrderDocument,
  type AdminTransitionOrdersInput,
} from './generated/graphql.ts';
import { partnerLogin } from './partner.ts';

const { upstream, gateway } = useShop();
/** Every test order's billing email (checkout-shopper.ts): the shopper's mails go there. */
const SHOPPER_EMAIL = 'shopper@example.com';

async function codOrder(line: typeof RING | typeof BUDS, delivery?: typeof MUMBAI) {
  const customer = await checkoutCustomer(gateway, delivery);
  await addToCart(gateway, customer.token, line);
  const input = {
    idempotencyKey: randomUUID(),
    paymentMode: 'CASH_ON_DELIVERY',
    deliveryAddressId: customer.addressId,
  } as const;
  const placed = (await data(gateway, PlaceOrderDocument, { input }, customer.token)).placeOrder;
  expect(placed.userErrors).toEqual([]);
  return { customer, orderId: placed.orderId! };
}

async function move(token: string, input: AdminTransitionOrdersInput) {
  return (await operatorData(gateway, token, AdminTransitionOrdersDocument, { input })).adminTransitionOrders;
}

async function order(token: string, id: string) {
  return (await operatorData(gateway, token, AdminOrderDocument, { id })).admin.order!;
}

async function mailsAbout(orderId: string) {
  return (await upstream.outbox(SHOPPER_EMAIL)).filter((m) => m.subject.includes(orderId) || m.body.includes(orderId));
}

describe('the console order list', () => {
  it('pages with the total and page count, newest first, filtered and searched', async () => {
    const owner = await ownerLogin(gateway);
    const mumbai = await codOrder(BUDS, MUMBAI);
    const first = await operatorData(gateway, owner, AdminOrdersDocument, { first: 2 });
    expect(first.admin.orders.page).toBe(1);
    expect(first.admin.orders.nodes).toHaveLength(2);
    expect(first.admin.orders.pageCount).toBe(Math.ceil(first.admin.orders.totalCount / 2));
    expect(first.admin.orders.nodes[0]).toMatchObject({
      id: mumbai.orderId,
      status: 'PLACED',
      statusLabel: 'Placed',
      paymentMode: 'CASH_ON_DELIVERY',
      state: 'Maharashtra',
    });
    expect(first.admin.orders.nodes[0]?.total.formatted).toMatch(/^₹/);

    const filtered = await operatorData(gateway, owner, AdminOrdersDocument, {
      filter: { statuses: ['PLACED'], paymentMode: 'CASH_ON_DELIVERY', state: 'Maharashtra', pincode: '400001' },
    });
    expect(filtered.admin.orders.nodes.map((n) => n.orderNumber)).toContain(mumbai.orderId);
    expect(filtered.admin.orders.nodes.every((n) => n.status === 'PLACED' && n.pincode === '400001')).toBe(true);

    const searched = await operatorData(gateway, owner, AdminOrdersDocument, { search: mumbai.orderId.toLowerCase() });
    expect(searched.admin.orders.nodes.map((n) => n.orderNumber)).toEqual([mumbai.orderId]);
    const none = await operatorData(gateway, owner, AdminOrdersDocument, { filter: { partnerCode: 'V5M1004' } });
    expect(none.admin.orders).toMatchObject({ totalCount: 0, pageCount: 1, nodes: [] });
  });

  it('refuses first over 100, page 0 and a reversed date range before calling upstream (BAD_USER_INPUT)', async () => {
    const owner = await ownerLogin(gateway);
    for (const variables of [
      { first: 101 },
      { first: 0 },
      { page: 0 },
      { filter: { dateFrom: '2026-02-01', dateTo: '2026-01-01' } },
      { filter: { dateFrom: '2026-02-30' } },
      { search: 'x'.repeat(101) },
    ]) {
      const result = await asOperator(gateway, owner, AdminOrdersDocument, variables);
      expect(result.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('who may read and move orders', () => {
  it('gives a shopper or partner token nothing from any admin field (UNAUTHENTICATED)', async () => {
    const { customer, orderId } = await codOrder(RING);
    const partner = await partnerLogin(gateway, 'rohan.cp@example.com');
    for (const options of [{ token: customer.token }, { headers: { 'x-partner-token': partner.partnerToken } }, {}]) {
      for (const result of [
        await gateway.graphql(AdminOrdersDocument, {}, options),
        await gateway.graphql(AdminOrderDocument, { id: orderId }, options),
        await gateway.graphql(AdminOrdersExportDocument, {}, options),
      ]) {
        expect(result.body.data ?? null).toBeNull();
        expect(adminError(result).code).toBe('UNAUTHENTICATED');
      }
      const moved = await gateway.graphql(
        AdminTransitionOrdersDocument,
        { input: { orderIds: [orderId], to: 'PACKED' } },
        options,
      );
      expect(adminError(moved).code).toBe('UNAUTHENTICATED');
    }
  });

  it('lets support read but not ship (FORBIDDEN, nothing changes), and catalog not even read', async () => {
    const { orderId } = await codOrder(RING);
    const owner = await ownerLogin(gateway);
    await move(owner, { orderIds: [orderId], to: 'PACKED' });
    const support = await operatorToken(gateway, 'support');
    expect((await order(support.token, orderId)).allowedTransitions).toEqual([]);
    const shipped = await asOperator(gateway, support.token, AdminTransitionOrdersDocument, {
      input: {
        orderIds: [orderId],
        to: 'SHIPPED',
        courierName: 'Blue Dart',
        awbNumber: 'BD99887766',
        trackingUrl: 'https://bluedart.example.com/t',
      },
    });
    expect(adminError(shipped).code).toBe('FORBIDDEN');
    expect(shipped.body.data ?? null).toBeNull();
    const after = await order(owner, orderId);
    expect(after.status).toBe('PACKED');
    expect(after.auditEntries.map((a) => a.action)).toEqual(['order.packed']);

    const catalog = await operatorToken(gateway, 'catalog');
    const read = await asOperator(gateway, catalog.token, AdminOrdersDocument, {});
    expect(adminError(read).code).toBe('FORBIDDEN');
    const one = await asOperator(gateway, catalog.token, AdminOrderDocument, { id: orderId });
    expect(adminError(one).code).toBe('FORBIDDEN');
  });
});

describe('the lifecycle in the operator console', () => {
  it('packs, ships with an AWB, delivers, receives a return and refunds: audited and mailed at each step', async () => {
    const { customer, orderId } = await codOrder(RING);
    const fulfilment = await operatorToken(gateway, 'fulfilment');
    const before = await order(fulfilment.token, orderId);
    expect(before.allowedTransitions.sort()).toEqual(['CANCELLED', 'PACKED']);
    expect(before.gst.cgst.amount + before.gst.sgst.amount).toBeGreaterThan(0);
    expect(before.gst.igst.amount).toBe(0);

    expect((await move(fulfilment.token, { orderIds: [orderId], to: 'PACKED' })).results).toEqual([
      { orderId, ok: true, status: 'PACKED' },
    ]);

    const badAwb = await move(fulfilment.token, {
      orderIds: [orderId],
      to: 'SHIPPED',
      courierName: 'Blue Dart',
      awbNumber: 'x',
      trackingUrl: 'https://bluedart.example.com/track',
    });
    expect(badAwb.results).toEqual([{ orderId, ok: false, status: null }]);
    expect(badAwb.userErrors).toEqual([
      { field: ['awbNumber'], message: 'The AWB number must be 6 to 30 letters or digits.', code: 'AWB_INVALID' },
    ]);

    const shipped = await move(fulfilment.token, {
      orderIds: [orderId],
      to: 'SHIPPED',
      courierName: 'Blue Dart',
      trackingUrl: 'https://bluedart.example.com/track',
      shipments: [{ orderId, awbNumber: 'bd1234567890' }],
    });
    expect(shipped.userErrors).toEqual([]);
    const onTheWay = await order(fulfilment.token, orderId);
    expect(onTheWay.shipment).toMatchObject({ courierName: 'Blue Dart', awbNumber: 'BD1234567890' });
    expect(onTheWay.shipment.expectedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await mailsAbout(orderId)).some((m) => m.body.includes('BD1234567890'))).toBe(true);

    await move(fulfilment.token, { orderIds: [orderId], to: 'DELIVERED' });
    const delivered = await mailsAbout(orderId);
    expect(delivered.some((m) => /delivered/i.test(m.subject))).toBe(true);

    const asked = await fetch(`${upstream.url}/api/Order/ReturnRequest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ OrderID: orderId, kind: 'return', reason: 'The ring does not fit.' }),
    });
    expect(asked.status).toBe(200);
    await move(fulfilment.token, { orderIds: [orderId], to: 'RETURN_RECEIVED' });
    const refunded = await move(fulfilment.token, {
      orderIds: [orderId],
      to: 'REFUNDED',
      note: 'Refund by bank transfer',
    });
    expect(refunded.results).toEqual([{ orderId, ok: true, status: 'REFUNDED' }]);
    expect((await mailsAbout(orderId)).some((m) => /refund/i.test(m.subject))).toBe(true);

    const done = await order(fulfilment.token, orderId);
    expect(done.timeline.map((e) => e.status)).toEqual([
      'PLACED',
      'PACKED',
      'SHIPPED',
      'DELIVERED',
      'RETURN_REQUESTED',
      'RETURN_RECEIVED',
      'REFUNDED',
    ]);
    expect(done.refunds).toHaveLength(1);
    expect(done.refunds[0]?.resolvedAt).not.toBeNull();
    expect(done.auditEntries.map((a) => a.action).sort()).toEqual([
      'order.delivered',
      'order.packed',
      'order.refunded',
      'order.return_received',
      'order.shipped',
    ]);
    expect(done.auditEntries.every((a) => a.operatorEmail === fulfilment.email)).toBe(true);
    const shipEntry = done.auditEntries.find((a) => a.action === 'order.shipped');
    expect(JSON.parse(shipEntry?.before ?? '{}')).toMatchObject({ status: 'packed', awb_number: null });
    expect(JSON.parse(shipEntry?.after ?? '{}')).toMatchObject({ status: 'shipped', awb_number: 'BD1234567890' });
    expect(done.allowedTransitions).toEqual([]);
  });

  it('packs several orders at once, each answered on its own', async () => {
    const owner = await ownerLogin(gateway);
    const one = await codOrder(BUDS);
    const two = await codOrder(BUDS);
    await move(owner, { orderIds: [two.orderId], to: 'CANCELLED' });
    const packed = await move(owner, { orderIds: [one.orderId, two.orderId], to: 'PACKED' });
    expect(packed.results).toEqual([
      { orderId: one.orderId, ok: true, status: 'PACKED' },
      { orderId: two.orderId, ok: false, status: null },
    ]);
    expect(packed.userErrors).toEqual([
      {
        field: ['orderIds', two.orderId],
        message: 'This order cannot move to that status now.',
        code: 'TRANSITION_NOT_ALLOWED',
      },
    ]);
  });
});

describe('downloads', () => {
  it('mints a short-lived CSV link the browser opens through the gateway, without the token', async () => {
    const { orderId } = await codOrder(BUDS, MUMBAI);
    const support = await operatorToken(gateway, 'support');
    const link = (
      await operatorData(gateway, support.token, AdminOrdersExportDocument, { filter: { state: 'Maharashtra' } })
    ).admin.ordersExport;
    expect(link.url).toMatch(/^\/files\/admin\/orders\.csv\?/);
    expect(link.url).not.toContain(support.token);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const csv = await fetch(`${gateway.url}${link.url}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    expect(text).toContain(orderId);
    expect(text.split('\r\n')[0]).toContain('Order number');
    expect((await fetch(`${gateway.url}${link.url.replace('Maharashtra', 'Kerala')}`)).status).toBe(403);
  });
  it("serves an order's invoice through the gateway's /files proxy from a short-lived link", async () => {
    const support = await operatorToken(gateway, 'support');
    const { invoiceUrl } = await order(support.token, 'LUM2510180001');
    expect(invoiceUrl).toMatch(/^\/files\/invoices\/LUM2510180001\.pdf\?expires=\d+&signature=/);
    const pdf = await fetch(`${gateway.url}${invoiceUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
