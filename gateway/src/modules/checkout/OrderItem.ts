// An order line's figures: its unit price, and its total as charged (units x price less the coupon
// discount upstream stored with the line; from the line's percent when upstream stores none).
import { couponDiscount, orderItemTotal } from '@shop/commerce/checkout/pricing';
import { toMoney } from '@shop/commerce/money';
import type { OrderItemResolvers } from '../../generated/resolvers.ts';

export const OrderItem: OrderItemResolvers = {
  unitPrice: (item) => toMoney(item.unitPrice, item.currencyCode),
  total: (item) => {
    const discount =
      item.lineDiscount ?? couponDiscount({ unitPrice: item.unitPrice, quantity: item.units }, item.discountPercentage);
    return toMoney(orderItemTotal(item.units, item.unitPrice, discount), item.currencyCode);
  },
};
