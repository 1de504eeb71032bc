// A row of the order history: status text, the shop's date, the total and the invoice link.
import type { OrderSummaryResolvers } from '../../generated/resolvers.ts';
import { toMoney } from '../../graphql/money.ts';
import { SUCCESS_STATUS } from './constants.ts';
import { invoiceLabel, orderStatusText, shopDate } from './rules.ts';

export const OrderSummary: OrderSummaryResolvers = {
  orderId: (row) => row.orderId,
  date: (row) => shopDate(row.orderedAt),
  status: (row) => orderStatusText(row.status),
  isCancelled: (row) => orderStatusText(row.status) !== SUCCESS_STATUS,
  total: (row) => toMoney(row.amount, row.currencyCode),
  invoiceUrl: (row) => row.invoiceUrl,
  invoiceLabel: (row) => invoiceLabel(row.invoiceUrl),
};
