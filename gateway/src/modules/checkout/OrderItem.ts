import { orderItemTotal } from '@shop/commerce/checkout/pricing';
import { toMoney } from '@shop/commerce/money';
import type { OrderItemResolvers } from '../../generated/resolvers.ts';

export const OrderItem: OrderItemResolvers = {
  unitPrice: (item) => toMoney(item.unitPrice, item.currencyCode),
  total: (item) => toMoney(orderItemTotal(item.units, item.unitPrice, item.discountPercentage), item.currencyCode),
};
