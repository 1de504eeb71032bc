// The order lifecycle through the gateway for the shopper: an order's lifecycle status, timeline,
// shipment, expected delivery and actions on Order and OrderSummary; cancelOrder before shipping
// and its refusal after; requestOrderReturn within the window, with its userErrors. The shop's side
// moves the order through the console's adminTransitionOrders. Each transition mails the shopper.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { operatorData, ownerLogin } from './admin.ts';
import { RING, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import {
  AdminTransitionOrdersDocument,
  LifecycleCancelOrderDocument,
  LifecycleOrderDocument,
  LifecycleRequestReturnDocument,
  PlaceOrderDocument,
  type AdminTransitionOrdersInput,
} from './generated/graphql.ts';

const { upstream, gateway } = useShop();
/** The billing email of the test customers' addresses (checkout-shopper.ts): order mails go there. */
const ORDER_EMAIL = 'shopper@example.com';

beforeAll(() => setStock(upstream, { color: 1011, size: '8' }, 40));

async function codOrder() {
  const customer = await checkoutCustomer(gateway);
  await addToCart(gateway, customer.token, RING);
  const placed = await data(
    gateway,
    PlaceOrderDocument,
    {
      input: {
        deliveryAddressId: customer.addressId,
        paymentMode: 'CASH_ON_DELIVERY',
        idempotencyKey: randomUUID(),
      },
    },
    customer.token,
  );
  expect(placed.placeOrder.userErrors).toEqual([]);
  return { customer, orderId: placed.placeOrder.orderId! };
}

const viewerOrder = async (token: string, orderId: string) =>
  (await data(gateway, LifecycleOrderDocument, { orderId }, token)).viewer!;

async function move(orderId: string, to: AdminTransitionOrdersInput['to'], extra = {}) {
  const owner = await ownerLogin(gateway);
  const moved = await operatorData(gateway, owner, AdminTransitionOrdersDocument, {
    input: { orderIds: [orderId], to, ...extra },
  });
  expect(moved.adminTransitionOrders.results[0]?.ok, JSON.stringify(moved.adminTransitionOrders)).toBe(true);
}

const subjectsAbout = async (orderId: string) =>
  (await upstream.outbox(ORDER_EMAIL))
    .filter((m) => m.subject.includes(orderId))
    .map((m) => m.subject)
    .reverse();

const SHIPMENT = {
  courierName: 'Delhivery',
  awbNumber: 'DL99887766',
  trackingUrl: 'https://www.delhivery.com/track/package/DL99887766',
};

describe('an order as the shopper follows it', () => {
  it("reads the order's tracking beside its detail, not a round later", async () => {
    const { customer, orderId } = await codOrder();
    const { body, headers } = await gateway.graphql(LifecycleOrderDocument, { orderId }, { token: customer.token });
    expect(body.data?.viewer?.order?.lifecycleStatus).toBe('PLACED');
    // One round: the viewer's profile, the order, its payment facts and its tracking together.
    expect(headers.get('x-upstream-rounds')).toBe('1');
  });

  it('is Placed, cancellable, on the list with its lifecycle status', async () => {
    const { customer, orderId } = await codOrder();
    const viewer = await viewerOrder(customer.token, orderId);
    expect(viewer.order).toMatchObject({
      status: 'Success',
      isSuccess: true,
      lifecycleStatus: 'PLACED',
      statusLabel: 'Placed',
      shipment: null,
      expectedDeliveryDate: null,
      returnRequest: null,
      canCancel: true,
      canRequestReturn: false,
    });
    expect(viewer.order!.timeline.map((e) => [e.status, e.label])).toEqual([['PLACED', 'Placed']]);
    expect(viewer.orders.find((o) => o.orderId === orderId)).toMatchObject({
      lifecycleStatus: 'PLACED',
      statusLabel: 'Placed',
      invoiceLabel: 'Download Invoice',
    });
    expect(await subjectsAbout(orderId)).toEqual([`Your order ${orderId} is placed`]);
  });

  it('cancelOrder before shipping answers the cancelled order; again, a userError', async () => {
    const { customer, orderId } = await codOrder();
    const { cancelOrder } = await data(gateway, LifecycleCancelOrderDocument, { orderId }, customer.token);
    expect(cancelOrder.userErrors).toEqual([]);
    expect(cancelOrder.order).toMatchObject({
      status: 'Cancelled',
      isSuccess: false,
      lifecycleStatus: 'CANCELLED',
      statusLabel: 'Cancelled',
      canCancel: false,
    });
    const again = await data(gateway, LifecycleCancelOrderDocument, { orderId }, customer.token);
    expect(again.cancelOrder).toEqual({
      order: null,
      userErrors: [{ field: null, message: 'This order can no longer be cancelled.', code: 'CANCEL_NOT_ALLOWED' }],
    });
    expect((await viewerOrder(customer.token, orderId)).orders.find((o) => o.orderId === orderId)).toMatchObject({
      status: 'Cancelled',
      lifecycleStatus: 'CANCELLED',
    });
    expect(await subjectsAbout(orderId)).toEqual([
      `Your order ${orderId} is placed`,
      `Your order ${orderId} is cancelled`,
    ]);
  });

  it('shipped: no cancel; the courier link and expected date show; delivered: a return may be asked', async () => {
    const { customer, orderId } = await codOrder();
    await move(orderId, 'PACKED');
    await move(orderId, 'SHIPPED', SHIPMENT);
    const refused = await data(gateway, LifecycleCancelOrderDocument, { orderId }, customer.token);
    expect(refused.cancelOrder.userErrors).toEqual([
      {
        field: null,
        message: 'This order has already shipped and can no longer be cancelled.',
        code: 'CANCEL_NOT_ALLOWED',
      },
    ]);
    const shipped = (await viewerOrder(customer.token, orderId)).order!;
    expect(shipped).toMatchObject({ lifecycleStatus: 'SHIPPED', statusLabel: 'Shipped', shipment: SHIPMENT });
    expect(shipped.expectedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shipped.timeline.map((e) => e.label)).toEqual(['Placed', 'Packed', 'Shipped']);

    await move(orderId, 'DELIVERED');
    const delivered = (await viewerOrder(customer.token, orderId)).order!;
    expect(delivered).toMatchObject({ lifecycleStatus: 'DELIVERED', canRequestReturn: true, canCancel: false });
    expect(delivered.deliveredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(delivered.returnWindowEndsOn! > delivered.deliveredOn!).toBe(true);

    const short = await data(
      gateway,
      LifecycleRequestReturnDocument,
      { input: { orderId, kind: 'REPLACEMENT', reason: 'bad' } },
      customer.token,
    );
    expect(short.requestOrderReturn.userErrors).toEqual([
      {
        field: ['input', 'reason'],
        message: 'Please tell us the reason in 5 to 500 characters.',
        code: 'RETURN_REASON_INVALID',
      },
    ]);
    const asked = await data(
      gateway,
      LifecycleRequestReturnDocument,
      { input: { orderId, kind: 'REPLACEMENT', reason: 'The ring does not charge' } },
      customer.token,
    );
    expect(asked.requestOrderReturn.userErrors).toEqual([]);
    expect(asked.requestOrderReturn.order).toMatchObject({
      lifecycleStatus: 'RETURN_REQUESTED',
      statusLabel: 'Return requested',
      returnRequest: { kind: 'REPLACEMENT', reason: 'The ring does not charge' },
      canRequestReturn: false,
    });
    expect(await subjectsAbout(orderId)).toEqual([
      `Your order ${orderId} is placed`,
      `Order ${orderId}: Packed`,
      `Your order ${orderId} has shipped`,
      `Your order ${orderId} is delivered`,
      `We have your request for order ${orderId}`,
    ]);
  });
});

describe('who may change an order', () => {
  it("a guest is UNAUTHENTICATED; another customer's order is not found", async () => {
    const { orderId } = await codOrder();
    const guest = await gateway.graphql(LifecycleCancelOrderDocument, { orderId });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const other = await checkoutCustomer(gateway);
    const refused = await data(gateway, LifecycleCancelOrderDocument, { orderId }, other.token);
    expect(refused.cancelOrder).toEqual({
      order: null,
      userErrors: [{ field: ['orderId'], message: 'Order not found', code: 'ORDER_NOT_FOUND' }],
    });
    const asked = await data(
      gateway,
      LifecycleRequestReturnDocument,
      { input: { orderId, kind: 'RETURN', reason: 'Not mine at all' } },
      other.token,
    );
    expect(asked.requestOrderReturn.userErrors[0]?.code).toBe('ORDER_NOT_FOUND');
  });
});
