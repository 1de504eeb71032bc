// Starting an order's payment: the attempt in the payment provider's words
// (providers/payment/payment-provider.ts), the provider's redirect, and the REST answer of
// CreateOrderNew and RetryPayment: the spec's encryptedRequest and accessCode filled from the
// redirect fields the provider names, payment_url, and payment_redirect (the redirect as it is,
// with the provider's name: what a client follows without knowing the provider). An order that
// needs no online payment answers encryptedRequest 1 and payment_redirect null.
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { PAYMENT_PATHS } from '../domain/payment-constants.ts';
import type { OrderRow } from '../db/queries/orders.ts';
import type { PaymentAttempt, PaymentProvider, PaymentRedirect } from '../providers/payment/payment-provider.ts';

export interface OrderCreated {
  encryptedRequest: 1 | string;
  order_id: string;
  accessCode: string;
  payment_url: string | null;
  amount: number;
  order_status: string;
  payment_redirect: ({ provider: string } & PaymentRedirect) | null;
}

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** The attempt `reference` of an order awaiting payment, returning the shopper to `returnUrl`. */
export function paymentAttemptOf(order: OrderRow, reference: string, returnUrl: string): PaymentAttempt {
  return {
    reference,
    orderNumber: order.order_id_new,
    amount: Number(order.amount),
    currency: order.currency,
    customerId: String(order.user_id ?? ''),
    billing: {
      name: nameOf(order.billing_customer_name, order.billing_last_name),
      address: order.billing_address,
      city: order.billing_city,
      state: order.billing_state,
      pincode: order.billing_pincode,
      country: order.billing_country,
      phone: order.billing_phone,
      email: order.billing_email,
    },
    delivery: {
      name: nameOf(order.shipping_customer_name, order.shipping_last_name),
      address: order.shipping_address,
      city: order.shipping_city,
      state: order.shipping_state,
      pincode: order.shipping_pincode,
      country: order.shipping_country,
      phone: order.shipping_phone,
      email: order.shipping_email,
    },
    returnUrl,
  };
}

export function createPaymentStart(provider: PaymentProvider, publicUrl: string) {
  const returnUrl = `${publicUrl.replace(/\/+$/, '')}${PAYMENT_PATHS.response}`;
  const field = (redirect: PaymentRedirect, name: string) => redirect.fields.find((f) => f.name === name)?.value ?? '';

  return {
    provider,

    /**
     * The answer for an order; when it awaits payment, a payment of the attempt `reference` (default:
     * the order number, its first attempt) is started. Called outside any database transaction.
     */
    async answer(order: OrderRow, reference: string = order.order_id_new): Promise<OrderCreated> {
      const base = { order_id: order.order_id_new, amount: Number(order.amount), order_status: order.order_status };
      if (order.order_status !== ORDER_STATUS.PENDING)
        return { ...base, encryptedRequest: 1, accessCode: '', payment_url: null, payment_redirect: null };
      const redirect = await provider.start(paymentAttemptOf(order, reference, returnUrl));
      const spec = provider.specFields;
      return {
        ...base,
        encryptedRequest: spec ? field(redirect, spec.encryptedRequest) : '',
        accessCode: spec ? field(redirect, spec.accessCode) : '',
        payment_url: redirect.url,
        payment_redirect: { provider: provider.name, ...redirect },
      };
    },
  };
}

export type PaymentStart = ReturnType<typeof createPaymentStart>;
