// The checkout domain's typed client: one method per REST endpoint of the contract. It builds the
// address forms and the order request from the domain's inputs; expected statuses (401, the 400,
// 404 and 409 refusals with their codes) become typed results; anything else is a GraphQL error
// (UPSTREAM_ERROR, logged).
import type { PaymentMode } from '@shop/commerce/checkout/payment-mode';
import type { RestCall, RestClient } from '../../rest/client.ts';
import { parsed, type StatusAnswer, type StatusHandler } from '../../rest/status-table.ts';
import {
  AGE_GROUP_VALUES,
  GENDER_VALUES,
  addressDeletedSchema,
  addressListSchema,
  addressPayload,
  addressSavedSchema,
  addressUpdatedSchema,
  refusedFieldOf,
  type AddressFormField,
} from './address-mapping.ts';
import type { AddressFields } from './inputs.ts';
import type {
  Address,
  AgeGroup,
  CouponInfo,
  Country,
  DeliveryCheck,
  Gender,
  OrderCreated,
  PincodeDetails,
  PrepaidOffer,
} from './models.ts';
import {
  PAYTYPE,
  countryListSchema,
  couponDetailsSchema,
  deliveryCheckSchema,
  orderCreatedSchema,
  pincodeDetailsSchema,
  prepaidOfferSchema,
} from './mapping.ts';

/** A refusal: upstream's message and code, the form field it is about, and whether the thing named is unknown. */
export interface Refusal {
  notFound: boolean;
  message: string | null;
  code: string | null;
  field: AddressFormField | null;
}
export type Change<T> = { kind: 'ok'; value: T } | { kind: 'unauthorized' } | { kind: 'refused'; refusal: Refusal };

/** A new address: the billing part, the shipping part (unless it is the billing one) and the billing choices. */
export interface NewAddress {
  billing?: AddressFields | null | undefined;
  shipping?: AddressFields | null | undefined;
  sameAsBilling: boolean;
  makePrimary: boolean;
  gender?: Gender | null | undefined;
  ageGroup?: AgeGroup | null | undefined;
  gstNumber: string | null;
}

export interface DeliveryAddressUpdate {
  id: number;
  fields: AddressFields;
  makePrimary: boolean;
}

export interface BillingAddressUpdate extends DeliveryAddressUpdate {
  gender: Gender;
  ageGroup: AgeGroup;
}

export interface CreateOrderRequest {
  addressId: number;
  paymentMode: PaymentMode;
  /** Each coupon's discount as shown, when the cart was priced. */
  coupons: Array<{ code: string; productId: number; colorId: number; discount?: number }>;
  /** The figures shown; absent when the cart was not priced (an empty cart: a repeat of an ordered attempt). */
  discount?: number;
  amount?: number;
  gst: string | null;
  /** The cart lines priced (upstream refuses the order when its cart differs). */
  cartLines: Array<{ id: string; quantity: number }>;
  /** The shopper's referral visit (recordReferral), if any. */
  referralToken?: string | null;
}

/** India: the country address forms default to (the REST contract's id). */
const DEFAULT_COUNTRY_ID = 2;

const refusedWith =
  (notFound: boolean) =>
  (answer: StatusAnswer): { kind: 'refused'; refusal: Refusal } => ({
    kind: 'refused',
    refusal: { notFound, message: answer.message, code: answer.code, field: refusedFieldOf(answer.body) },
  });

export class CheckoutClient {
  constructor(private readonly rest: RestClient) {}

  /** Checkout/User_address_list or User_address_list_Billing; null when upstream refuses the token. */
  addresses(token: string, kind: Address['kind']): Promise<Address[] | null> {
    const path = kind === 'DELIVERY' ? '/api/Checkout/User_address_list' : '/api/Checkout/User_address_list_Billing';
    return this.rest.send({ method: 'GET', path, token }, { ok: parsed(addressListSchema), 401: () => null });
  }

  /** Null when it is not an Indian pincode (404). */
  pincodeDetails(pincode: string): Promise<PincodeDetails | null> {
    return this.rest.get('/api/Checkout/PincodeDetails', { pincode }, pincodeDetailsSchema);
  }

  async countries(): Promise<Country[]> {
    return (await this.rest.get('/api/CommonData/C_list', {}, countryListSchema(DEFAULT_COUNTRY_ID))) ?? [];
  }

  /** The prepaid offer; null when upstream refuses the token. */
  prepaidOffer(token: string): Promise<PrepaidOffer | null> {
    return this.rest.send(
      { method: 'GET', path: '/api/Checkout/Prepaid_Discount', token },
      { ok: parsed(prepaidOfferSchema), 401: () => null },
    );
  }

  /** The coupon's percent for the product, or null ('Invalid Coupon Code', or an unknown product). */
  coupon(token: string, code: string, productId: number): Promise<CouponInfo | null> {
    return this.rest.send(
      { method: 'POST', path: '/api/Checkout/GetCouponDetails', query: { CouponCode: code, p_id: productId }, token },
      { ok: parsed(couponDetailsSchema), 404: () => null, 400: () => null },
    );
  }

  /** Deliverability of the cart at a delivery address; null for an unknown address (404) or token (401). */
  deliveryCheck(token: string, addressId: number): Promise<DeliveryCheck | null> {
    return this.rest.send(
      { method: 'GET', path: '/api/Checkout/chk_all_delivery', query: { id: addressId }, token },
      { ok: parsed(deliveryCheckSchema), 404: () => null, 401: () => null },
    );
  }

  saveAddress(token: string, address: NewAddress) {
    const json = {
      ...(address.billing ? addressPayload('billing', address.billing) : {}),
      ...(address.shipping && !address.sameAsBilling ? addressPayload('shipping', address.shipping) : {}),
      ischecked: address.sameAsBilling ? 1 : 0,
      isdefault: address.makePrimary ? 1 : 0,
      gender: address.gender ? GENDER_VALUES[address.gender] : '',
      agegroup: address.ageGroup ? AGE_GROUP_VALUES[address.ageGroup] : '',
      gst: address.gstNumber ?? '',
    };
    return this.change({ method: 'POST', path: '/api/User/Save_user_delivery_address', json, token }, (answer) =>
      answer.parse(addressSavedSchema),
    );
  }

  updateDeliveryAddress(token: string, update: DeliveryAddressUpdate) {
    const json = { id: update.id, ...addressPayload('shipping', update.fields), isdefault: update.makePrimary ? 1 : 0 };
    return this.change({ method: 'POST', path: '/api/User/update_user_delivery_address', json, token }, (answer) =>
      answer.parse(addressUpdatedSchema),
    );
  }

  updateBillingAddress(token: string, update: BillingAddressUpdate) {
    const json = {
      id: update.id,
      ...addressPayload('billing', update.fields),
      gender: GENDER_VALUES[update.gender],
      agegroup: AGE_GROUP_VALUES[update.ageGroup],
      isdefault: update.makePrimary ? 1 : 0,
    };
    return this.updateBilling(token, json);
  }

  /** The GST number of a billing address (the billing update with only the number). */
  updateGstNumber(token: string, addressId: number, gstNumber: string) {
    return this.updateBilling(token, { id: addressId, gst: gstNumber });
  }

  deleteAddress(token: string, id: number) {
    return this.change({ method: 'POST', path: '/api/User/Delete_user_address', json: { id }, token }, (answer) =>
      answer.parse(addressDeletedSchema),
    );
  }

  /** Checkout/CreateOrderNew with the client's Idempotency-Key (the same key and request answer the same order). */
  createOrder(token: string, request: CreateOrderRequest, idempotencyKey: string): Promise<Change<OrderCreated>> {
    const json = {
      id: request.addressId,
      paytype: PAYTYPE[request.paymentMode],
      coupons: request.coupons.map((c) => c.code).join(','),
      p_coupons: request.coupons,
      discount: request.discount,
      amount: request.amount,
      gst: request.gst ?? '',
      cart_lines: request.cartLines,
      ...(request.referralToken ? { referral_token: request.referralToken } : {}),
    };
    return this.change(
      {
        method: 'POST',
        path: '/api/Checkout/CreateOrderNew',
        json,
        token,
        headers: { 'idempotency-key': idempotencyKey },
      },
      (answer) => answer.parse(orderCreatedSchema),
    );
  }

  private updateBilling(token: string, json: Record<string, string | number>) {
    return this.change({ method: 'POST', path: '/api/User/update_user_billing_address', json, token }, (answer) =>
      answer.parse(addressUpdatedSchema),
    );
  }

  /** 2xx: the value; 401: unauthorized; 400 and 409 refused; 404 refused as not found. */
  private change<T>(call: RestCall, value: StatusHandler<T>): Promise<Change<T>> {
    return this.rest.send<Change<T>>(call, {
      ok: (answer) => ({ kind: 'ok', value: value(answer) }),
      401: () => ({ kind: 'unauthorized' }),
      400: refusedWith(false),
      404: refusedWith(true),
      409: refusedWith(false),
    });
  }
}
