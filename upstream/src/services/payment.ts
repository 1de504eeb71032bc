// The CCAvenue redirect protocol, merchant side and sandbox side. Merchant: the encrypted request
// of an order (merchant, order, amount, return URLs, billing and delivery) and the reading of the
// gateway's encrypted response. Sandbox (the default PAYMENT_GATEWAY_URL): reads a request posted
// with the access code and answers Pay or Cancel with an encrypted response for the shop.
import { randomInt } from 'node:crypto';
import { amountText } from '@shop/commerce/money';
import { decodeParams, decryptResponse, encodeParams, encryptRequest } from '../domain/ccavenue.ts';
import {
  GATEWAY_STATUS,
  PAYMENT_LANGUAGE,
  PAYMENT_PATHS,
  SANDBOX_PAYMENT_MODE,
  type PaymentSettings,
} from '../domain/payment-constants.ts';
import type { OrderRow } from '../db/queries/orders.ts';

export interface PaymentRequest {
  encRequest: string;
  accessCode: string;
  url: string;
}

export type SandboxDecision = 'pay' | 'cancel' | 'fail';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

export function createPayment(settings: PaymentSettings, publicUrl: string) {
  const responseUrl = `${publicUrl.replace(/\/+$/, '')}${PAYMENT_PATHS.response}`;

  return {
    settings,

    /** The request of an order awaiting payment (the same order always encrypts the same). */
    requestFor(order: OrderRow): PaymentRequest {
      const params: Record<string, string> = {
        merchant_id: settings.merchantId,
        order_id: order.order_id_new,
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

    /** The parameters of a gateway response; null when the working key did not encrypt it. */
    readResponse(encResp: string): Record<string, string> | null {
      const plain = decryptResponse(encResp, settings.workingKey);
      if (plain === null) return null;
      const params = decodeParams(plain);
      return params.order_id && params.order_status && params.amount ? params : null;
    },

    /** Sandbox: the request's parameters when posted with the right access code for this merchant. */
    sandboxRequest(encRequest: string, accessCode: string): Record<string, string> | null {
      if (accessCode !== settings.accessCode) return null;
      const plain = decryptResponse(encRequest, settings.workingKey);
      if (plain === null) return null;
      const params = decodeParams(plain);
      const complete =
        params.merchant_id === settings.merchantId &&
        params.order_id &&
        params.amount &&
        params.currency &&
        params.redirect_url;
      return complete ? params : null;
    },

    /** Sandbox: the encrypted response to a request, and where the browser posts it. */
    sandboxResponse(
      request: Record<string, string>,
      decision: SandboxDecision,
      now: Date,
    ): { action: string; encResp: string; orderNo: string } {
      const status =
        decision === 'pay'
          ? GATEWAY_STATUS.SUCCESS
          : decision === 'fail'
            ? GATEWAY_STATUS.FAILURE
            : GATEWAY_STATUS.ABORTED;
      const params: Record<string, string> = {
        order_id: request.order_id ?? '',
        tracking_id: decision === 'cancel' ? '' : digits(12),
        bank_ref_no: decision === 'pay' ? digits(10) : '',
        order_status: status,
        failure_message: decision === 'fail' ? 'Transaction declined by the sandbox bank' : '',
        payment_mode: decision === 'cancel' ? '' : SANDBOX_PAYMENT_MODE,
        card_name: decision === 'cancel' ? '' : 'Sandbox Visa',
        status_code: decision === 'pay' ? '0' : '1',
        status_message:
          decision === 'pay' ? 'Approved' : decision === 'fail' ? 'Declined' : 'Cancelled by the customer',
        currency: request.currency ?? '',
        amount: request.amount ?? '',
        billing_name: request.billing_name ?? '',
        merchant_param1: request.merchant_param1 ?? '',
        trans_date: now.toISOString(),
      };
      const action =
        decision === 'pay' ? (request.redirect_url ?? '') : (request.cancel_url ?? request.redirect_url ?? '');
      return {
        action,
        encResp: encryptRequest(encodeParams(params), settings.workingKey),
        orderNo: params.order_id ?? '',
      };
    },
  };
}

export type Payment = ReturnType<typeof createPayment>;
