// A customer who may review the ring: their cash-on-delivery order of it was moved to delivered by
// the console (adminTransitionOrders). The ring's colour and size need stock (setStock).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { StartedGateway } from '../support/gateway.ts';
import { operatorData, ownerLogin } from './admin.ts';
import { RING, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import { AdminTransitionOrdersDocument, PlaceOrderDocument } from './generated/graphql.ts';

/** A new customer whose order of the ring (RING) the console moved to delivered: they may review it. */
export async function deliveredBuyer(gateway: StartedGateway) {
  const customer = await checkoutCustomer(gateway);
  await addToCart(gateway, customer.token, RING);
  const placed = await data(
    gateway,
    PlaceOrderDocument,
    {
      input: { deliveryAddressId: customer.addressId, paymentMode: 'CASH_ON_DELIVERY', idempotencyKey: randomUUID() },
    },
    customer.token,
  );
  const orderId = placed.placeOrder.orderId!;
  const owner = await ownerLogin(gateway);
  for (const to of ['PACKED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const) {
    const extra =
      to === 'SHIPPED'
        ? { courierName: 'Delhivery', awbNumber: 'DL99887766', trackingUrl: 'https://www.delhivery.com/t/DL99887766' }
        : {};
    const moved = await operatorData(gateway, owner, AdminTransitionOrdersDocument, {
      input: { orderIds: [orderId], to, ...extra },
    });
    expect(moved.adminTransitionOrders.results[0]?.ok, JSON.stringify(moved.adminTransitionOrders)).toBe(true);
  }
  return customer;
}
