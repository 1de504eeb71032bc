import type { OrderItemResolvers } from '../../generated/resolvers.ts';
import { toMoney } from '../../graphql/money.ts';
import { orderItemTotal } from './rules.ts';

export const OrderItem: OrderItemResolvers = {
  unitPrice: (item) => toMoney(item.unitPrice, item.currencyCode),
  total: (item) => toMoney(orderItemTotal(item.units, item.unitPrice, item.discountPercentage), item.currencyCode),
};
