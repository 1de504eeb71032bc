import { describe, expect, it } from 'vitest';
import { orderListQuery, pageCount, stateOf, statusEnum, statusLabel, transitionUserErrors } from './orders-rules.ts';

describe('order states as the schema names them', () => {
  it('round-trips every state through the enum', () => {
    expect(statusEnum('out_for_delivery')).toBe('OUT_FOR_DELIVERY');
    expect(stateOf('RETURN_RECEIVED')).toBe('return_received');
    expect(statusLabel('out_for_delivery')).toBe('Out for delivery');
  });
});

describe('pageCount', () => {
  it('rounds up and never answers 0', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(100_000, 100)).toBe(1000);
  });
});

describe('orderListQuery', () => {
  it("maps the filter to upstream's parameters", () => {
    expect(
      orderListQuery(
        {
          statuses: ['PACKED', 'PLACED', 'PACKED'],
          dateFrom: '2026-11-01',
          dateTo: '2026-11-30',
          paymentMode: 'CASH_ON_DELIVERY',
          pincode: '560001',
          state: 'Karnataka',
          partnerCode: 'V5M1001',
        },
        'AMOUNT_DESC',
        '  priya ',
      ),
    ).toEqual({
      status: 'packed,placed',
      from: '2026-11-01',
      to: '2026-11-30',
      paymentMode: 'cod',
      pincode: '560001',
      state: 'Karnataka',
      partner: 'V5M1001',
      search: 'priya',
      sort: 'amount_desc',
    });
  });

  it('leaves out what is not asked for', () => {
    expect(orderListQuery(null, 'DATE_DESC', '   ')).toEqual({ sort: 'date_desc' });
    expect(orderListQuery({ statuses: [], paymentMode: 'PREPAID' }, 'DATE_ASC', null)).toEqual({
      paymentMode: 'prepaid',
      sort: 'date_asc',
    });
  });
});

describe('transitionUserErrors', () => {
  const refused = (orderId: string, field: string | null) => ({
    orderId,
    ok: false,
    code: field ? 'AWB_INVALID' : 'TRANSITION_NOT_ALLOWED',
    message: 'refused',
    field,
  });

  it("puts each refusal on the order, its own shipment's field or the common field", () => {
    const errors = transitionUserErrors(
      [
        { orderId: 'LUM2511020001', ok: true, code: null, message: null, field: null },
        refused('LUM2511020002', null),
        refused('LUM2511020003', 'awbNumber'),
        refused('LUM2511020004', 'trackingUrl'),
      ],
      new Set(['LUM2511020003']),
    );
    expect(errors).toEqual([
      { field: ['orderIds', 'LUM2511020002'], message: 'refused', code: 'TRANSITION_NOT_ALLOWED' },
      { field: ['shipments', 'LUM2511020003', 'awbNumber'], message: 'refused', code: 'AWB_INVALID' },
      { field: ['trackingUrl'], message: 'refused', code: 'AWB_INVALID' },
    ]);
  });
});
