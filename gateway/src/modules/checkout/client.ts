// The checkout domain's typed client: one method per REST endpoint of the contract. Expected
// statuses (401, 400 and 404 refusals, 409 conflicts with their codes) become typed results;
// anything else is a GraphQL error (UPSTREAM_ERROR, logged).
import { z } from 'zod';
import type { Address, CouponInfo, Country, DeliveryCheck, PincodeDetails } from './models.ts';
import {
  addressDeletedSchema,
  addressListSchema,
  addressSavedSchema,
  addressUpdatedSchema,
  countryListSchema,
  couponDetailsSchema,
  deliveryCheckSchema,
  orderCreatedSchema,
  pincodeDetailsSchema,
  prepaidDiscountSchema,
  type OrderCreated,
} from './schemas.ts';
import { codeOf, messageOf } from '../../rest/error-body.ts';
import type { UpstreamCall, UpstreamClient } from '../../rest/client.ts';

/** A refusal with upstream's message, code and field (the first `issues` path). */
export interface Refusal {
  status: number;
  message: string | null;
  code: string | null;
  field: string | null;
}
export type Change<T> = { kind: 'ok'; value: T } | { kind: 'unauthorized' } | { kind: 'refused'; refusal: Refusal };

/** India: the default country of address forms (spec section 9). */
export const DEFAULT_COUNTRY_ID = 2;

const ok = (status: number) => status >= 200 && status < 300;
const REFUSALS = new Set([400, 404, 409]);

const issuesSchema = z.object({ issues: z.array(z.object({ path: z.string() })).nullish() }).loose();
function fieldOf(body: unknown): string | null {
  const parsed = issuesSchema.safeParse(body);
  const path = parsed.success ? parsed.data.issues?.[0]?.path : undefined;
  return path && path !== '/' ? path.replace(/^\//, '') : null;
}

/** The address form payload (spec section 3): billing / shipping fields with the contract's names. */
export type AddressPayload = Record<string, string | number | boolean | null>;

export interface CreateOrderRequest {
  addressId: number;
  paytype: number;
  coupons: Array<{ code: string; productId: number; colorId: number; discount: number }>;
  discount: number;
  amount: number;
  gst: string | null;
}

export class CheckoutClient {
  constructor(private readonly http: UpstreamClient) {}

  /** Checkout/User_address_list or User_address_list_Billing; null when upstream refuses the token. */
  async addresses(token: string, kind: Address['kind']): Promise<Address[] | null> {
    const path = kind === 'DELIVERY' ? '/api/Checkout/User_address_list' : '/api/Checkout/User_address_list_Billing';
    return this.read({ method: 'GET', path, token }, addressListSchema(kind));
  }

  /** Null when it is not an Indian pincode (404). */
  pincodeDetails(pincode: string): Promise<PincodeDetails | null> {
    return this.http.get('/api/Checkout/PincodeDetails', { pincode }, pincodeDetailsSchema);
  }

  async countries(): Promise<Country[]> {
    return (await this.http.get('/api/CommonData/C_list', {}, countryListSchema(DEFAULT_COUNTRY_ID))) ?? [];
  }

  prepaidDiscount(token: string): Promise<{ symbol: string; codval: number } | null> {
    return this.read({ method: 'GET', path: '/api/Checkout/Prepaid_Discount', token }, prepaidDiscountSchema);
  }

  /** The coupon's percent for the product, or null ('Invalid Coupon Code', or an unknown product). */
  async coupon(token: string, code: string, productId: number): Promise<CouponInfo | null> {
    const call: UpstreamCall = {
      method: 'POST',
      path: '/api/Checkout/GetCouponDetails',
      query: { CouponCode: code, p_id: productId },
      token,
    };
    const answer = await this.http.send(call);
    if (ok(answer.status)) return this.http.parse(call, answer, couponDetailsSchema);
    if (answer.status === 404 || answer.status === 400) return null;
    throw this.http.unexpected(call, answer);
  }

  /** Deliverability of the cart at a delivery address; null for an unknown address (404) or token (401). */
  async deliveryCheck(token: string, addressId: number): Promise<DeliveryCheck | null> {
    const call: UpstreamCall = {
      method: 'GET',
      path: '/api/Checkout/chk_all_delivery',
      query: { id: addressId },
      token,
    };
    const answer = await this.http.send(call);
    if (ok(answer.status)) return this.http.parse(call, answer, deliveryCheckSchema);
    if (answer.status === 404 || answer.status === 401) return null;
    throw this.http.unexpected(call, answer);
  }

  saveAddress(token: string, payload: AddressPayload) {
    return this.change(
      { method: 'POST', path: '/api/User/Save_user_delivery_address', json: payload, token },
      addressSavedSchema,
    );
  }

  updateDeliveryAddress(token: string, payload: AddressPayload) {
    return this.change(
      { method: 'POST', path: '/api/User/update_user_delivery_address', json: payload, token },
      addressUpdatedSchema('DELIVERY'),
    );
  }

  updateBillingAddress(token: string, payload: AddressPayload) {
    return this.change(
      { method: 'POST', path: '/api/User/update_user_billing_address', json: payload, token },
      addressUpdatedSchema('BILLING'),
    );
  }

  deleteAddress(token: string, id: number) {
    return this.change(
      { method: 'POST', path: '/api/User/Delete_user_address', json: { id }, token },
      addressDeletedSchema,
    );
  }

  /** Checkout/CreateOrderNew with an Idempotency-Key (the same submit answers the same order). */
  createOrder(token: string, request: CreateOrderRequest, idempotencyKey: string): Promise<Change<OrderCreated>> {
    const json = {
      id: request.addressId,
      paytype: request.paytype,
      coupons: request.coupons.map((c) => c.code).join(','),
      p_coupons: request.coupons,
      discount: request.discount,
      amount: request.amount,
      gst: request.gst ?? '',
    };
    return this.change(
      {
        method: 'POST',
        path: '/api/Checkout/CreateOrderNew',
        json,
        token,
        headers: { 'idempotency-key': idempotencyKey },
      },
      orderCreatedSchema,
    );
  }

  private async read<T>(call: UpstreamCall, schema: z.ZodType<T>): Promise<T | null> {
    const answer = await this.http.send(call);
    if (answer.status === 401) return null;
    if (!ok(answer.status)) throw this.http.unexpected(call, answer);
    return this.http.parse(call, answer, schema);
  }

  private async change<T>(call: UpstreamCall, schema: z.ZodType<T>): Promise<Change<T>> {
    const answer = await this.http.send(call);
    if (ok(answer.status)) return { kind: 'ok', value: this.http.parse(call, answer, schema) };
    if (answer.status === 401) return { kind: 'unauthorized' };
    if (REFUSALS.has(answer.status)) {
      return {
        kind: 'refused',
        refusal: {
          status: answer.status,
          message: messageOf(answer.body),
          code: codeOf(answer.body),
          field: fieldOf(answer.body),
        },
      };
    }
    throw this.http.unexpected(call, answer);
  }
}
