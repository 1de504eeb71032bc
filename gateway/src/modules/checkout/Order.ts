// One order: status text, dates, addresses, money and the GST recorded with the order (the figures
// are upstream's, as charged).
import { isInterState } from '@shop/commerce/checkout/gst';
import { invoiceLabel, isSuccessStatus, orderStatusText } from '@shop/commerce/checkout/orders';
import { shopDate } from '@shop/commerce/shop-time';
import { SELLER_STATE, SUPPORT_EMAIL } from '@shop/commerce/company';
import { toMoney } from '@shop/commerce/money';
import type { OrderResolvers } from '../../generated/resolvers.ts';
import type { OrderAddress, OrderDetail } from './models.ts';

const withName = (a: OrderAddress) => ({ ...a, name: `${a.firstName} ${a.lastName}`.trim() });

function recordedGst(order: OrderDetail) {
  const money = (value: number) => toMoney(value, order.currencyCode);
  const interState = order.igst > 0 || (order.cgst === 0 && order.sgst === 0 && isInterState(order.shipping.state));
  return {
    taxName: order.taxName,
    percent: order.taxPercent,
    taxableAmount: money(order.taxableAmount),
    taxAmount: money(order.cgst + order.sgst + order.igst),
    cgst: interState ? null : money(order.cgst),
    sgst: interState ? null : money(order.sgst),
    igst: interState ? money(order.igst) : null,
    interState,
    sellerState: SELLER_STATE,
    placeOfSupply: order.shipping.state,
  };
}

export const Order: OrderResolvers = {
  orderId: (order) => order.orderId,
  status: (order) => orderStatusText(order.status),
  isSuccess: (order) => isSuccessStatus(order.status),
  date: (order) => shopDate(order.orderedAt),
  customerName: (order) => withName(order.billing).name,
  contactEmail: (order) => order.billing.email ?? order.shipping.email,
  supportEmail: () => SUPPORT_EMAIL,
  paymentMode: (order) => order.paymentMode,
  deliveryDays: (order) => order.deliveryDays,
  billingAddress: (order) => withName(order.billing),
  shippingAddress: (order) => withName(order.shipping),
  items: (order) => order.items,
  subtotal: (order) => toMoney(order.subtotal, order.currencyCode),
  couponDiscount: (order) => toMoney(order.couponDiscount, order.currencyCode),
  prepaidDiscount: (order) => toMoney(order.prepaidDiscount, order.currencyCode),
  total: (order) => toMoney(order.amount, order.currencyCode),
  gst: (order) => (order.taxPercent > 0 ? recordedGst(order) : null),
  currencySymbol: (order) => order.currencySymbol,
  invoiceUrl: (order) => order.invoiceUrl,
  invoiceLabel: (order) => invoiceLabel(order.invoiceUrl),
};
