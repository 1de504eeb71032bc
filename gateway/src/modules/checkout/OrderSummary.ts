// A row of the order history: status text, the shop's date, the total and the invoice link.
import { invoiceLabel, isSuccessStatus, orderStatusText } from '@shop/commerce/checkout/orders';
import { shopDate } from '@shop/commerce/shop-time';
import { toMoney } from '@shop/commerce/money';
import type { OrderSummaryResolvers } from '../../generated/resolvers.ts';

export const OrderSummary: OrderSummaryResolvers = {
  orderId: (row) => row.orderId,
  date: (row) => shopDate(row.orderedAt),
  status: (row) => orderStatusText(row.status),
  isCancelled: (row) => !isSuccessStatus(row.status),
  total: (row) => toMoney(row.amount, row.currencyCode),
  invoiceUrl: (row) => row.invoiceUrl,
  invoiceLabel: (row) => invoiceLabel(row.invoiceUrl),
};
