// The console's refunds through the gateway: a paid prepaid order cancelled by its shopper is a
// refund due in Admin.refunds; an operator who may refund marks it refunded with a reference
// (refused when too short, kept on the field), it moves to the resolved list, and a second try is
// a user error; a support operator is FORBIDDEN, a shopper token gets nothing.
import { describe, expect, it } from 'vitest';
import { payThroughSandbox } from '../support/payment-sandbox.ts';
import { setStock } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { adminError, asOperator, operatorData, operatorToken } from './admin.ts';
import { RING, data, prepaidOrder } from './checkout-shopper.ts';
import { AdminRefundsDocument, AdminResolveRefundDocument, RefundsCancelOrderDocument } from './generated/graphql.ts';

const { gateway, upstream } = useShop();

async function cancelledPaidOrder(): Promise<{ orderId: string; token: string }> {
  await setStock(upstream, { color: 1011, size: '8' }, 50);
  const { customer, orderId, redirect } = await prepaidOrder(gateway, RING);
  await payThroughSandbox(gateway.url, redirect, 'pay');
  const cancelled = await data(gateway, RefundsCancelOrderDocument, { orderId }, customer.token);
  expect(cancelled.cancelOrder.userErrors).toEqual([]);
  return { orderId, token: customer.token };
}

describe('refunds in the console', () => {
  it('lists a refund due and marks it refunded once', async () => {
    const { orderId } = await cancelledPaidOrder();
    const fulfilment = await operatorToken(gateway, 'fulfilment');
    const due = await operatorData(gateway, fulfilment.token, AdminRefundsDocument, { status: 'DUE' });
    const refund = due.admin.refunds.nodes.find((node) => node.orderNumber === orderId)!;
    expect(refund).toMatchObject({
      amount: { amount: 18398, formatted: '₹18,398' },
      reason: 'cancelled',
      reasonLabel: 'Paid order cancelled',
      resolvedAt: null,
    });

    const short = await operatorData(gateway, fulfilment.token, AdminResolveRefundDocument, {
      input: { id: refund.id, reference: 'ab' },
    });
    expect(short.adminResolveRefund).toEqual({
      ok: false,
      userErrors: [
        {
          field: ['input', 'reference'],
          message: 'Enter the reference of the refund (3 to 200 characters).',
          code: 'INVALID',
        },
      ],
    });
    const done = await operatorData(gateway, fulfilment.token, AdminResolveRefundDocument, {
      input: { id: refund.id, reference: 'NEFT UTR 99812' },
    });
    expect(done.adminResolveRefund).toEqual({ ok: true, userErrors: [] });
    const again = await operatorData(gateway, fulfilment.token, AdminResolveRefundDocument, {
      input: { id: refund.id, reference: 'NEFT UTR 99813' },
    });
    expect(again.adminResolveRefund.userErrors).toEqual([
      { field: null, message: 'This refund is already marked refunded.', code: 'ALREADY_RESOLVED' },
    ]);

    const resolved = await operatorData(gateway, fulfilment.token, AdminRefundsDocument, { status: 'RESOLVED' });
    expect(resolved.admin.refunds.nodes.find((node) => node.id === refund.id)).toMatchObject({
      resolvedBy: fulfilment.name,
      resolutionNote: 'NEFT UTR 99812',
    });
  });

  it('keeps refunds from other roles and from shoppers', async () => {
    const support = await operatorToken(gateway, 'support');
    expect(adminError(await asOperator(gateway, support.token, AdminRefundsDocument, {})).code).toBe('FORBIDDEN');
    const resolve = await asOperator(gateway, support.token, AdminResolveRefundDocument, {
      input: { id: '1', reference: 'UTR 1234' },
    });
    expect(adminError(resolve).code).toBe('FORBIDDEN');
    const { token } = await cancelledPaidOrder();
    const asShopper = await gateway.graphql(
      AdminRefundsDocument,
      {},
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(adminError(asShopper)).toEqual({ code: 'UNAUTHENTICATED', realm: 'admin' });
  });
});
