import { describe, expect, it } from 'vitest';
import { orderTrackingSchema } from './order-lifecycle-mapping.ts';

const shipped = {
  order_id_new: 'LUM2603100001',
  order_Date: '2026-03-10T04:30:00.000Z',
  order_status: 'Success',
  status: 'shipped',
  status_label: 'Shipped',
  paytype: 2,
  timeline: [
    { status: 'placed', label: 'Placed', at: '2026-03-10T04:30:00.000Z' },
    { status: 'shipped', label: 'Shipped', at: '2026-03-10T20:00:00.000Z' },
  ],
  courier_name: 'Blue Dart',
  awb_number: 'BD12345678',
  tracking_url: 'https://www.bluedart.com/track?awb=BD12345678',
  expected_delivery_date: '2026-03-14',
  shipped_at: '2026-03-10T20:00:00.000Z',
  delivered_at: null,
  return_kind: null,
  return_reason: null,
  return_window_ends: null,
  can_cancel: false,
  can_request_return: false,
};

describe('the tracking of an order, parsed and renamed', () => {
  it('gives the shipment, the timeline with India-time dates and the actions', () => {
    const t = orderTrackingSchema.parse(shipped);
    expect(t).toMatchObject({
      orderId: 'LUM2603100001',
      status: 'shipped',
      statusLabel: 'Shipped',
      shipment: { courierName: 'Blue Dart', awbNumber: 'BD12345678' },
      expectedDeliveryDate: '2026-03-14',
      canCancel: false,
    });
    // 20:00 UTC on 10 March is 11 March in India.
    expect(t.timeline.map((e) => e.date)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('drops a tracking link that is not https, and with it the shipment', () => {
    for (const link of ['http://x.example/1', 'javascript:alert(1)', ''])
      expect(orderTrackingSchema.parse({ ...shipped, tracking_url: link }).shipment).toBeNull();
  });

  it('reads the delivery day in India time and the return asked for', () => {
    const t = orderTrackingSchema.parse({
      ...shipped,
      status: 'return_requested',
      status_label: '',
      delivered_at: '2026-03-12T19:00:00.000Z',
      return_kind: 'replacement',
      return_reason: 'Strap broke',
      return_window_ends: '2026-03-20',
    });
    expect(t).toMatchObject({
      statusLabel: 'Return requested',
      deliveredOn: '2026-03-13',
      returnRequest: { kind: 'replacement', reason: 'Strap broke' },
      returnWindowEndsOn: '2026-03-20',
    });
  });

  it('refuses a status the lifecycle does not know', () => {
    expect(() => orderTrackingSchema.parse({ ...shipped, status: 'lost' })).toThrow();
  });
});
