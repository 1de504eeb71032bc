import { describe, expect, it } from 'vitest';
import { readListParams } from '@/features/admin/lib/use-list-params.ts';
import { activeFilterCount, orderListVariables, statusLabelOf } from './order-list-params.ts';

const of = (query: string) => orderListVariables(readListParams(new URLSearchParams(query)));

describe('orderListVariables', () => {
  it('reads every filter, the search, the sort and the page from the URL', () => {
    expect(
      of(
        'status=packed&status=SHIPPED&from=2026-11-01&to=2026-11-30&pay=cod&pincode=560001&state=Karnataka&partner=v5m1001&q=+priya+&sort=AMOUNT_DESC&page=3&first=50',
      ),
    ).toEqual({
      page: 3,
      first: 50,
      sort: 'AMOUNT_DESC',
      search: 'priya',
      filter: {
        statuses: ['PACKED', 'SHIPPED'],
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
        paymentMode: 'CASH_ON_DELIVERY',
        pincode: '560001',
        state: 'Karnataka',
        partnerCode: 'V5M1001',
      },
    });
  });

  it('leaves out what is not well formed, so a hand-edited URL never errors', () => {
    const v = of('status=lost&from=2026-02-30&pay=card&pincode=12&partner=%24%24&sort=RANDOM&q=' + 'x'.repeat(150));
    expect(v.filter).toEqual({
      statuses: null,
      dateFrom: null,
      dateTo: null,
      paymentMode: null,
      pincode: null,
      state: null,
      partnerCode: null,
    });
    expect(v.sort).toBe('DATE_DESC');
    expect(v.search).toHaveLength(100);
  });

  it('swaps a reversed date range', () => {
    expect(of('from=2026-12-01&to=2026-11-01').filter).toMatchObject({ dateFrom: '2026-11-01', dateTo: '2026-12-01' });
  });

  it('counts the filters that are on', () => {
    expect(activeFilterCount(of('').filter)).toBe(0);
    expect(activeFilterCount(of('status=placed&status=paid&from=2026-11-01&state=Kerala').filter)).toBe(3);
  });

  it('labels a status as shoppers read it', () => {
    expect(statusLabelOf('OUT_FOR_DELIVERY')).toBe('Out for delivery');
  });
});
