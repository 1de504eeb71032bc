import { describe, expect, it } from 'vitest';
import { toMoney } from '@shop/commerce/money';
import type { CustomerAnswer, DashboardAnswer, GstAnswer } from '../../generated/upstream/types.gen.ts';
import {
  customerSchema,
  dashboardSchema,
  gstExportSchema,
  gstSchema,
  subscriberCountSchema,
} from './insights-mapping.ts';

describe('dashboardSchema', () => {
  const dashboard = {
    generatedAt: '2025-11-02T10:15:00.000Z',
    today: { count: 2, amount: 41998 },
    month: { count: 9, amount: 180000.5, month: '2025-11' },
    ordersByStatus: [
      { status: 'paid', count: 4 },
      { status: 'shipped', count: 1 },
      { status: 'delivered', count: 20 },
    ],
    refundsDue: { count: 1, amount: 24999 },
    lowStock: {
      threshold: 5,
      count: 1,
      items: [
        { productId: 101, name: 'Aura Ring Gen 3', model: 'AR-300', colorName: 'Midnight Black', size: '8', stock: 2 },
      ],
    },
    openRequests: { open: 3, inProgress: 1 },
  } satisfies DashboardAnswer;

  it('gives totals as Money, the waiting states in working order and a low-stock row its units', () => {
    const card = dashboardSchema.parse(dashboard);
    expect(card.today).toEqual({ count: 2, amount: toMoney(41998) });
    expect(card.thisMonth).toEqual({ count: 9, amount: toMoney(180000.5) });
    expect(card.refundsDue).toEqual({ count: 1, amount: toMoney(24999) });
    expect(card.ordersWaiting?.map((row) => [row.state, row.count])).toEqual([
      ['placed', 0],
      ['paid', 4],
      ['packed', 0],
      ['shipped', 1],
      ['out_for_delivery', 0],
      ['return_requested', 0],
      ['return_received', 0],
    ]);
    expect(card.ordersWaiting?.[1]?.label).toBe('Paid');
    expect(card.lowStock?.items).toEqual([
      { productId: 101, name: 'Aura Ring Gen 3', model: 'AR-300', colorName: 'Midnight Black', size: '8', units: 2 },
    ]);
    expect(card.openRequests).toEqual({ open: 3, inProgress: 1 });
  });

  it('keeps each card the role may not read null', () => {
    expect(
      dashboardSchema.parse({
        ...dashboard,
        today: null,
        month: null,
        ordersByStatus: null,
        refundsDue: null,
        lowStock: null,
        openRequests: null,
      }),
    ).toEqual({
      generatedAt: dashboard.generatedAt,
      today: null,
      thisMonth: null,
      ordersWaiting: null,
      refundsDue: null,
      lowStock: null,
      openRequests: null,
    });
  });
});

describe('customerSchema', () => {
  it('joins an address name, drops a blank GSTIN and words an order state and payment mode', () => {
    const answer = {
      customer: {
        id: 12,
        name: 'Priya Raman',
        firstName: 'Priya',
        lastName: 'Raman',
        email: 'priya@example.com',
        phone: '9876543210',
        createdAt: '2025-01-05T09:00:00.000Z',
      },
      addresses: [
        {
          id: 3,
          kind: 'billing',
          firstName: 'Priya',
          lastName: '',
          address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          pincode: '560001',
          mobile: '9876543210',
          email: null,
          gstin: '',
          primary: true,
        },
      ],
      orders: {
        items: [
          {
            id: 41,
            orderNumber: 'LUM2511020001',
            orderDate: '2025-11-02T10:15:00.000Z',
            status: 'out_for_delivery',
            amount: 24999,
            currency: 'INR',
            paytype: 2,
            units: 1,
          },
        ],
        total: 1,
      },
    } satisfies CustomerAnswer;
    expect(customerSchema.parse(answer)).toEqual({
      id: 12,
      name: 'Priya Raman',
      email: 'priya@example.com',
      phone: '9876543210',
      createdAt: '2025-01-05T09:00:00.000Z',
      addresses: [
        {
          id: 3,
          kind: 'billing',
          name: 'Priya',
          address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          pincode: '560001',
          mobile: '9876543210',
          email: null,
          gstin: null,
          primary: true,
        },
      ],
      orders: {
        total: 1,
        items: [
          {
            orderNumber: 'LUM2511020001',
            orderDate: '2025-11-02T10:15:00.000Z',
            state: 'out_for_delivery',
            stateLabel: 'Out for delivery',
            amount: toMoney(24999, 'INR'),
            paymentMode: 'Cash on delivery',
            units: 1,
          },
        ],
      },
    });
  });
});

describe('gstSchema', () => {
  it('names each row its place of supply and rate, and its figures as Money', () => {
    const figures = { taxable: 10000, cgst: 900, sgst: 900, igst: 0, invoices: 2 };
    const answer = {
      month: '2025-10',
      months: ['2025-10', '2025-09'],
      rows: [{ ...figures, state: 'Karnataka', stateCode: '29', percent: 18 }],
      totals: figures,
    } satisfies GstAnswer;
    const money = {
      taxableValue: toMoney(10000),
      cgst: toMoney(900),
      sgst: toMoney(900),
      igst: toMoney(0),
      invoiceCount: 2,
    };
    expect(gstSchema.parse(answer)).toEqual({
      month: '2025-10',
      months: ['2025-10', '2025-09'],
      rows: [{ state: 'Karnataka', stateCode: '29', placeOfSupply: '29-Karnataka', rate: 18, ...money }],
      totals: money,
    });
  });
});

describe('subscribers and links', () => {
  it('answers the subscriber count alone and takes only links to file routes', () => {
    expect(subscriberCountSchema.parse({ count: 42 })).toBe(42);
    const expiresAt = '2025-11-02T10:20:00.000Z';
    expect(gstExportSchema.parse({ url: '/files/admin/gst.csv?month=2025-10', expiresAt }).url).toBe(
      '/files/admin/gst.csv?month=2025-10',
    );
    expect(gstExportSchema.safeParse({ url: '//elsewhere.example/gst.csv', expiresAt }).success).toBe(false);
  });
});
