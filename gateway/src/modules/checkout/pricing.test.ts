import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context.ts';
import type { CartLine } from '../cart/models.ts';
import type { CouponInfo } from './models.ts';
import { couponUserErrors, priceCart } from './pricing.ts';

const line = (productId: number, colorId: number, unitPrice: number, quantity: number): CartLine => ({
  id: `${productId}-${colorId}--0`,
  productId,
  colorId,
  name: `Product ${productId}`,
  model: `M-${productId}`,
  colorName: '',
  size: null,
  strapId: null,
  strapColor: null,
  imageUrl: '',
  quantity,
  unitPrice,
  currencyCode: 'INR',
  categoryName: null,
  stock: null,
  offerProducts: [],
});

/** A context whose coupon loader knows these coupons and no other. */
function contextWith(coupons: Record<string, CouponInfo>): GatewayContext {
  const load = async ({ code }: { code: string }) => coupons[code] ?? null;
  return { loaders: { checkout: { coupon: { load } } } } as unknown as GatewayContext;
}

const context = contextWith({ RING10: { code: 'RING10', percent: 10, description: 'Ten off', partner: false } });
const offer = (amount: number, maxLineDiscountPercent = 50) => ({
  amount,
  currencySymbol: '₹',
  maxLineDiscountPercent,
});
const lines = [line(101, 1011, 1000, 1), line(101, 1011, 1000, 2), line(301, 3013, 500, 1)];

describe('priceCart', () => {
  it("applies a valid coupon to every line of its product and colour, by the package's orderTotals", async () => {
    const priced = await priceCart(
      context,
      't',
      lines,
      [{ productId: 101, colorId: 1011, code: ' ring10' }],
      'PREPAID',
      offer(50),
    );
    expect(priced.rejected).toEqual([]);
    expect(priced.coupons).toEqual([
      { productId: 101, colorId: 1011, code: 'RING10', percent: 10, description: 'Ten off', discount: 300 },
    ]);
    expect(priced.lineCoupons.map((coupons) => coupons.map((c) => c.discount))).toEqual([[100], [200], []]);
    expect(priced.totals).toMatchObject({ subtotal: 3500, couponDiscount: 300, prepaidDiscount: 50, amount: 3150 });
  });

  it('rejects unknown codes and products not in the cart at their place in the input; drops blanks and repeats', async () => {
    const requested = [
      { productId: 101, colorId: 1011, code: '' },
      { productId: 101, colorId: 1011, code: 'NOPE' },
      { productId: 201, colorId: 2011, code: 'RING10' },
      { productId: 101, colorId: 1011, code: 'nope' },
    ];
    const priced = await priceCart(context, 't', lines, requested, null, offer(50));
    expect(couponUserErrors(priced.rejected, ['input', 'coupons'])).toEqual([
      { field: ['input', 'coupons', '1', 'code'], message: 'Invalid Coupon Code', code: 'COUPON_INVALID' },
      { field: ['input', 'coupons', '2', 'code'], message: 'Product not found in cart', code: 'PRODUCT_NOT_IN_CART' },
    ]);
    expect(priced.totals).toMatchObject({ couponDiscount: 0, prepaidDiscount: 0, amount: 3500 });
  });

  it("refuses the coupons past upstream's maximum on one product, and a second partner coupon, naming each", async () => {
    const stacked = contextWith({
      RING10: { code: 'RING10', percent: 10, description: '', partner: false },
      RING25: { code: 'RING25', percent: 25, description: '', partner: false },
      'V5M1001-AAAA': { code: 'V5M1001-AAAA', percent: 10, description: '', partner: true },
      'V5G1002-BBBB': { code: 'V5G1002-BBBB', percent: 12, description: '', partner: true },
    });
    const requested = [
      { productId: 101, colorId: 1011, code: 'RING10' },
      { productId: 101, colorId: 1011, code: 'V5M1001-AAAA' },
      { productId: 101, colorId: 1011, code: 'RING25' },
      { productId: 301, colorId: 3013, code: 'V5G1002-BBBB' },
    ];
    const priced = await priceCart(stacked, 't', lines, requested, null, offer(0, 30));
    expect(couponUserErrors(priced.rejected, ['input', 'coupons'])).toEqual([
      {
        field: ['input', 'coupons', '2', 'code'],
        message: 'Coupon RING25 cannot be applied: coupons can take at most 30% off one product.',
        code: 'COUPON_CAP',
      },
      {
        field: ['input', 'coupons', '3', 'code'],
        message: 'Coupon V5G1002-BBBB cannot be applied: an order can carry at most 1 channel partner coupon.',
        code: 'PARTNER_COUPON_LIMIT',
      },
    ]);
    // RING10 + the first partner coupon: 20 % of 3 x 1000.
    expect(priced.coupons.map((c) => [c.code, c.discount])).toEqual([
      ['RING10', 300],
      ['V5M1001-AAAA', 300],
    ]);
    expect(priced.totals.couponDiscount).toBe(600);
  });
});
