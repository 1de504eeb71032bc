import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context.ts';
import type { OrderItem as OrderItemModel } from './models.ts';
import { OrderItem } from './OrderItem.ts';

const item = (over: Partial<OrderItemModel>): OrderItemModel => ({
  name: 'Aura Ring Gen 3',
  model: 'AR-300',
  imageUrl: '',
  colorName: 'Black',
  colorCode: '#000',
  size: '8',
  isOfferProduct: false,
  units: 1,
  unitPrice: 2999.95,
  couponCode: 'RING10',
  discountPercentage: 10,
  lineDiscount: 299.99,
  currencyCode: 'INR',
  ...over,
});

const total = (i: OrderItemModel) => {
  const resolve = OrderItem.total as (parent: OrderItemModel, args: object, context: GatewayContext) => unknown;
  return resolve(i, {}, {} as GatewayContext);
};

describe('OrderItem.total', () => {
  it('is units x price less the discount stored with the line', () => {
    // The line's share of a coupon figure shared with another size: 299.99, not 10 % rounded alone (300).
    expect(total(item({}))).toEqual({ amount: 2699.96, currencyCode: 'INR', formatted: '₹2,699.96' });
  });

  it("falls back to the line's percent when upstream stores no line discount", () => {
    expect(total(item({ lineDiscount: null }))).toMatchObject({ amount: 2699.95 });
  });
});
