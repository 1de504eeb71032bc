// The shop's coupons and the demo customers' pre-bookings (checkout seed step). Coupons are per
// product or per category, percent off; some have expired or are used up, for the refusals.
import type { Insertable } from 'kysely';
import type { CouponTable } from '../schema-content.ts';

const CREATED_AT = '2026-01-15T10:00:00.000Z';
const OPEN_FROM = '2025-01-01T00:00:00.000Z';
const OPEN_UNTIL = '2030-12-31T18:29:59.000Z';
const MANY = 100_000;

type CouponDef = Pick<CouponTable, 'code' | 'description' | 'percent' | 'product_id' | 'category_id'> &
  Partial<Pick<CouponTable, 'valid_from' | 'valid_to' | 'max_uses'>> & { uses?: number };

export const SHOP_COUPONS: readonly CouponDef[] = [
  { code: 'RING15', description: '15% off Aura Ring Gen 3', percent: 15, product_id: 101, category_id: null },
  { code: 'VERTEX20', description: '20% off Vertex Watch 5', percent: 20, product_id: 201, category_id: null },
  { code: 'NIMBUS5', description: '5% off Nimbus Buds 2', percent: 5, product_id: 301, category_id: null },
  { code: 'SUMMIT12', description: '12% off Summit ANC 700', percent: 12, product_id: 401, category_id: null },
  { code: 'RINGS5', description: '5% off every smart ring', percent: 5, product_id: null, category_id: 1 },
  { code: 'WATCH10', description: '10% off every smart watch', percent: 10, product_id: null, category_id: 2 },
  { code: 'AUDIO10', description: '10% off true wireless earbuds', percent: 10, product_id: null, category_id: 3 },
  { code: 'GIFT8', description: '8% off corporate gifting', percent: 8, product_id: null, category_id: 6 },
  // Expired, not started, used up: refused with 'Invalid Coupon Code'.
  {
    code: 'BUDS10',
    description: '10% off Nimbus Buds 2 (launch)',
    percent: 10,
    product_id: 301,
    category_id: null,
    valid_to: '2025-12-31T18:29:59.000Z',
  },
  {
    code: 'DIWALI25',
    description: 'Diwali gifting 25% off',
    percent: 25,
    product_id: null,
    category_id: 6,
    valid_to: '2025-11-15T18:29:59.000Z',
  },
  {
    code: 'MONSOON20',
    description: 'Monsoon sale on headphones',
    percent: 20,
    product_id: null,
    category_id: 4,
    valid_from: '2025-06-01T00:00:00.000Z',
    valid_to: '2026-08-31T18:29:59.000Z',
  },
  {
    code: 'NEWYEAR30',
    description: 'New year 2031 on smart rings',
    percent: 30,
    product_id: null,
    category_id: 1,
    valid_from: '2030-12-31T18:30:00.000Z',
    valid_to: '2031-01-31T18:29:59.000Z',
  },
  {
    code: 'LAUNCH50',
    description: 'First buyer of Vertex Watch 5 Pro',
    percent: 50,
    product_id: 202,
    category_id: null,
    max_uses: 1,
    uses: 1,
  },
];

export function couponRows(): Array<Insertable<CouponTable>> {
  return SHOP_COUPONS.map((c) => ({
    code: c.code,
    description: c.description,
    percent: c.percent,
    product_id: c.product_id,
    category_id: c.category_id,
    valid_from: c.valid_from ?? OPEN_FROM,
    valid_to: c.valid_to ?? OPEN_UNTIL,
    email: null,
    max_uses: c.max_uses ?? MANY,
    uses: c.uses ?? 0,
    source: 'shop',
    created_at: CREATED_AT,
  }));
}

export const DEMO_PREBOOKINGS = [
  {
    email: 'aarav@example.com',
    booking_no: 'PB2602100001',
    product_name: 'Aura Ring Gen 4',
    model: 'AR-400',
    color_name: 'Midnight Black',
    booked_on: '2026-02-10T05:20:00.000Z',
    amount_paid: 999,
    status: 'Confirmed',
    expected_dispatch: 'March 2027',
  },
  {
    email: 'priya@example.com',
    booking_no: 'PB2603220002',
    product_name: 'Vertex Watch 6',
    model: 'VW-600',
    color_name: 'Ocean Blue',
    booked_on: '2026-03-22T09:45:00.000Z',
    amount_paid: 1999,
    status: 'Confirmed',
    expected_dispatch: 'January 2027',
  },
] as const;
