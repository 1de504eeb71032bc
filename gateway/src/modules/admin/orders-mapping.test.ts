import { describe, expect, it } from 'vitest';
import { toMoney } from '@shop/commerce/money';
import type { AdminOrderDetail, AdminOrderRow } from '../../generated/upstream/types.gen.ts';
import { fileLinkSchema, orderDetailSchema, orderListSchema, transitionSchema } from './orders-mapping.ts';

/** A row of GET /api/Admin/Orders as upstream answers it (AdminOrderRow). */
const row = {
  id: 41,
  orderNumber: 'LUM2511020001',
  orderDate: '2025-11-02T10:15:00.000Z',
  status: 'out_for_delivery',
  amount: 24999,
  currency: 'INR',
  paymentMode: 'PREPAID',
  paymentStatus: 'Success',
  customerName: 'Priya Raman',
  email: 'priya@example.com',
  phone: '9876543210',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  courierName: 'BlueDart',
  awbNumber: 'BD123456789',
  invoiceNo: 'INV-2511-0001',
} satisfies AdminOrderRow;

const address = {
  name: 'Priya Raman',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560001',
  phone: '9876543210',
  email: 'priya@example.com',
};

/** GET /api/Admin/Order as upstream answers it (AdminOrderDetail). */
const detail = {
  ...row,
  status: 'shipped',
  legacyStatus: 'Success',
  userId: 12,
  billing: address,
  shipping: { ...address, email: null },
  gstin: null,
  figures: { subtotal: 26000, couponDiscount: 1001, prepaidDiscount: 0, shippingCharge: 0, coupons: ['DIWALI10'] },
  gst: { taxable: 21185.59, cgst: 1906.7, sgst: 1906.71, igst: 0, total: 3813.41, ratePercent: 18, taxName: 'GST' },
  shipment: {
    courierName: 'BlueDart',
    awbNumber: 'BD123456789',
    trackingUrl: 'javascript:alert(1)',
    expectedDeliveryDate: '2025-11-06',
  },
  returnRequest: null,
  invoiceUrl: '/files/invoices/LUM2511020001.pdf?signature=abc',
  items: [
    {
      productId: 101,
      name: 'Aura Ring Gen 3',
      model: 'AR-300',
      color: 'Midnight Black',
      size: '8',
      units: 1,
      unitPrice: 26000,
      discountPercent: 0,
      lineDiscount: 1001,
      couponCode: 'DIWALI10',
      hsnCode: '8517',
      image: '//elsewhere.example/ring.svg',
      offerProduct: false,
    },
  ],
  payments: [
    { kind: 'charge', gatewayStatus: 'Success', trackingId: '3100', amount: 24999, outcome: 'paid', at: row.orderDate },
  ],
  refunds: [{ amount: 500, currency: 'INR', reason: 'Late delivery', createdAt: row.orderDate, resolvedAt: null }],
  partners: [{ code: 'CP0005', name: 'Ravi Traders', role: 'coupon', couponCode: 'DIWALI10' }],
  timeline: [
    { status: 'paid', at: row.orderDate, actor: 'system', operatorName: null, note: null },
    { status: 'shipped', at: '2025-11-03T09:00:00.000Z', actor: 'operator', operatorName: 'Asha', note: null },
  ],
  audit: [
    {
      id: 9,
      action: 'order.transition',
      operatorName: 'Asha',
      operatorEmail: 'asha@example.com',
      before: { status: 'packed' },
      after: null,
      createdAt: '2025-11-03T09:00:00.000Z',
    },
  ],
  allowedTransitions: ['out_for_delivery', 'delivered'],
} satisfies AdminOrderDetail;

describe('orderListSchema', () => {
  it('renames a row and gives its state as the enum with its label', () => {
    expect(orderListSchema.parse({ items: [row], total: 1 })).toEqual({
      totalCount: 1,
      nodes: [
        {
          id: 'LUM2511020001',
          orderNumber: 'LUM2511020001',
          placedAt: '2025-11-02T10:15:00.000Z',
          status: 'OUT_FOR_DELIVERY',
          statusLabel: 'Out for delivery',
          total: expect.objectContaining({ amount: 24999, currencyCode: 'INR' }),
          paymentMode: 'PREPAID',
          customerName: 'Priya Raman',
          email: 'priya@example.com',
          phone: '9876543210',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
          awbNumber: 'BD123456789',
        },
      ],
    });
  });

  it('refuses a status that is not a lifecycle state', () => {
    expect(orderListSchema.safeParse({ items: [{ ...row, status: 'Success' }], total: 1 }).success).toBe(false);
    expect(
      transitionSchema.safeParse({
        results: [{ orderId: row.orderNumber, ok: true, status: 'shipping', code: null, message: null, field: null }],
      }).success,
    ).toBe(false);
  });
});

describe('orderDetailSchema', () => {
  it("renames the order, gives every amount Money in the order's currency and states as the enum", () => {
    const order = orderDetailSchema.parse(detail);
    const inr = (amount: number) => toMoney(amount, 'INR');
    expect(order).toMatchObject({
      id: 'LUM2511020001',
      placedAt: row.orderDate,
      status: 'SHIPPED',
      statusLabel: 'Shipped',
      billingAddress: address,
      shippingAddress: { ...address, email: null },
      subtotal: inr(26000),
      couponDiscount: inr(1001),
      prepaidDiscount: inr(0),
      shippingCharge: inr(0),
      total: inr(24999),
      coupons: ['DIWALI10'],
      gst: {
        taxableValue: inr(21185.59),
        cgst: inr(1906.7),
        sgst: inr(1906.71),
        igst: inr(0),
        totalTax: inr(3813.41),
        ratePercent: 18,
        taxName: 'GST',
      },
      payments: [{ kind: 'charge', amount: inr(24999) }],
      refunds: [{ amount: inr(500), reason: 'Late delivery', createdAt: row.orderDate, resolvedAt: null }],
      timeline: [
        { status: 'PAID', statusLabel: 'Paid', actor: 'system' },
        { status: 'SHIPPED', statusLabel: 'Shipped', operatorName: 'Asha' },
      ],
      allowedTransitions: ['OUT_FOR_DELIVERY', 'DELIVERED'],
    });
    expect(order.items[0]).toMatchObject({ unitPrice: inr(26000), lineDiscount: inr(1001), couponCode: 'DIWALI10' });
  });

  it('passes only safe links on and writes audit values as JSON text', () => {
    const order = orderDetailSchema.parse(detail);
    expect(order.invoiceUrl).toBe('/files/invoices/LUM2511020001.pdf?signature=abc');
    expect(order.shipment.trackingUrl).toBeNull();
    expect(order.items[0]?.image).toBe('');
    expect(order.auditEntries).toEqual([
      {
        id: 9,
        action: 'order.transition',
        operatorName: 'Asha',
        operatorEmail: 'asha@example.com',
        before: '{"status":"packed"}',
        after: null,
        at: '2025-11-03T09:00:00.000Z',
      },
    ]);
  });
});

describe('fileLinkSchema', () => {
  it("takes only a link to one of upstream's file routes", () => {
    const expiresAt = '2025-11-02T10:20:00.000Z';
    expect(fileLinkSchema.parse({ url: '/files/admin/orders.csv?sig=abc', expiresAt }).url).toBe(
      '/files/admin/orders.csv?sig=abc',
    );
    expect(fileLinkSchema.safeParse({ url: 'https://elsewhere.example/orders.csv', expiresAt }).success).toBe(false);
  });
});
