// The CCAvenue redirect protocol, merchant side: the encrypted request of an order's payment attempt
// (merchant, the attempt's order reference, amount, return URLs, billing and delivery) and the
// reading of the gateway's encrypted response. The sandbox gateway is payment-sandbox.ts.
import { amountText } from '@shop/commerce/money';
import { decodeParams, decryptResponse, encodeParams, encryptRequest } from '../domain/ccavenue.ts';
import { PAYMENT_LANGUAGE, PAYMENT_PATHS, type PaymentSettings } from '../domain/payment-constants.ts';
import type { ResponseFacts } from '../domain/payment-status.ts';
import type { OrderRow } from '../db/queries/orders.ts';

export interface PaymentRequest {
  encRequest: string;
  accessCode: string;
  url: string;
}

/** A decrypted gateway response: its facts and every parameter as sent. */
export interface GatewayResponse extends ResponseFacts {
  params: Record<string, string>;
}

const blankToNull = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

export function createPayment(settings: PaymentSettings, publicUrl: string) {
  const responseUrl = `${publicUrl.replace(/\/+$/, '')}${PAYMENT_PATHS.response}`;

  return {
    settings,

    /**
     * The request of an order awaiting payment, under the attempt's gateway reference (default: the
     * order number, the first attempt). The same attempt always encrypts the same.
     */
    requestFor(order: OrderRow, reference: string = order.order_id_new): PaymentRequest {
      const params: Record<string, string> = {
        merchant_id: settings.merchantId,
        order_id: reference,
        currency: order.currency,
        amount: amountText(Number(order.amount)),
        redirect_url: responseUrl,
        cancel_url: responseUrl,
        language: PAYMENT_LANGUAGE,
        billing_name: `${order.billing_customer_name} ${order.billing_last_name}`.trim(),
        billing_address: order.billing_address,
        billing_city: order.billing_city,
        billing_state: order.billing_state,
        billing_zip: order.billing_pincode,
        billing_country: order.billing_country,
        billing_tel: order.billing_phone,
        billing_email: order.billing_email ?? '',
        delivery_name: `${order.shipping_customer_name} ${order.shipping_last_name}`.trim(),
        delivery_address: order.shipping_address,
        delivery_city: order.shipping_city,
        delivery_state: order.shipping_state,
        delivery_zip: order.shipping_pincode,
        delivery_country: order.shipping_country,
        delivery_tel: order.shipping_phone,
        merchant_param1: String(order.user_id ?? ''),
      };
      return {
        encRequest: encryptRequest(encodeParams(params), settings.workingKey),
        accessCode: settings.accessCode,
        url: settings.gatewayUrl,
      };
    },

    /** A gateway response; null when the working key did not encrypt it or it names no order and status. */
    readResponse(encResp: string): GatewayResponse | null {
      const plain = decryptResponse(encResp, settings.workingKey);
      if (plain === null) return null;
      const params = decodeParams(plain);
      if (!params.order_id || !params.order_status) return null;
      return {
        params,
        reference: params.order_id,
        orderStatus: params.order_status.trim(),
        trackingId: blankToNull(params.tracking_id),
        amount: (params.amount ?? '').trim(),
        currency: (params.currency ?? '').trim(),
      };
    },
  };
}

export type Payment = ReturnType<typeof createPayment>;
