// The checkout REST shapes (upstream/README.md, "Checkout and orders contract"): pincode details,
// countries, the prepaid discount, coupon details, deliverability, and CreateOrderNew's payment
// type and answer, parsed and renamed to the gateway's checkout models in this one place.
// Addresses are in address-schemas.ts.
import { MAX_LINE_DISCOUNT_PERCENT } from '@shop/commerce/checkout/limits';
import { MAX_PERCENT } from '@shop/commerce/percent';
import { z } from 'zod';
import type { PaymentMode } from '../../generated/resolvers.ts';
import type { CouponInfo, Country, DeliveryCheck, PincodeDetails, PrepaidOffer } from './models.ts';

const id = z.number().int();

export const pincodeDetailsSchema = z
  .object({
    pincode: z.string(),
    iSOCode: z.string(),
    symbol: z.string(),
    taxName: z.string(),
    taxDigit: z.string(),
    txtPer: z.number(),
    txtPhone: z.string(),
    states_name: z.string(),
    states_id: id,
    country_name: z.string(),
    country_id: id,
    district: z.string().nullish(),
    city: z.string().nullish(),
  })
  .transform((raw): PincodeDetails => ({
    pincode: raw.pincode,
    city: raw.city ?? raw.district ?? '',
    district: raw.district ?? '',
    state: raw.states_name,
    stateId: raw.states_id,
    gstStateCode: raw.taxDigit,
    country: raw.country_name,
    countryId: raw.country_id,
    isoCode: raw.iSOCode,
    currencySymbol: raw.symbol,
    phonePrefix: raw.txtPhone,
    taxName: raw.taxName,
    taxPercent: raw.txtPer,
  }));

export const countryListSchema = (defaultCountryId: number) =>
  z
    .array(
      z.object({
        country_id: id,
        country_name: z.string(),
        c_code: z.string(),
        states: z.array(z.object({ states_id: id, states_name: z.string() })),
      }),
    )
    .transform((list): Country[] =>
      list.map((c) => ({
        id: c.country_id,
        name: c.country_name,
        code: c.c_code,
        isDefault: c.country_id === defaultCountryId,
        states: c.states.map((s) => ({ id: s.states_id, name: s.states_name })),
      })),
    );

/**
 * Checkout/Prepaid_Discount: the amount off a prepaid order (codval), the currency symbol, and the
 * most the coupons on one product may take off it (the package's default when upstream sends none).
 */
export const prepaidOfferSchema = z
  .object({
    symbol: z.string(),
    codval: z.number().finite().nonnegative(),
    max_line_discount_percent: z.number().finite().min(0).max(MAX_PERCENT).nullish(),
  })
  .transform((raw): PrepaidOffer => ({
    amount: raw.codval,
    currencySymbol: raw.symbol,
    maxLineDiscountPercent: raw.max_line_discount_percent ?? MAX_LINE_DISCOUNT_PERCENT,
  }));

/** A list with txt_Code_Disc, or the text 'Invalid Coupon Code' (null). */
export const couponDetailsSchema = z
  .union([
    z.array(
      z.object({
        txt_Code_Disc: z.number().finite(),
        coupon_code: z.string().nullish(),
        description: z.string().nullish(),
        partner_coupon: z.boolean().nullish(),
      }),
    ),
    z.string(),
  ])
  .transform((raw): CouponInfo | null => {
    if (typeof raw === 'string') return null;
    const first = raw[0];
    if (!first || !(first.txt_Code_Disc > 0)) return null;
    return {
      code: first.coupon_code ?? '',
      percent: first.txt_Code_Disc,
      description: first.description ?? '',
      partner: first.partner_coupon ?? false,
    };
  });

export const deliveryCheckSchema = z
  .object({
    deliveryDays: z.string(),
    deliverable: z.boolean().nullish(),
    items: z
      .array(z.object({ id: z.string(), deliverable: z.boolean().nullish(), d_days: z.string().nullish() }))
      .nullish(),
    undeliverable: z.array(z.string()).nullish(),
  })
  .transform((raw): DeliveryCheck => {
    const undeliverable =
      raw.undeliverable ?? (raw.items ?? []).filter((i) => i.deliverable === false).map((i) => i.id);
    return {
      deliverable: (raw.deliverable ?? true) && undeliverable.length === 0,
      deliveryDays: raw.deliveryDays,
      undeliverableLineIds: undeliverable,
    };
  });

/** CreateOrderNew's and the order detail's `paytype` (spec section 9). */
export const PAYTYPE = { PREPAID: 1, CASH_ON_DELIVERY: 2 } as const satisfies Record<PaymentMode, number>;

/** An order's payment type; any other value (an old order without one) is cash on delivery. */
export function paymentModeOf(paytype: number | null | undefined): PaymentMode {
  return paytype === PAYTYPE.PREPAID ? 'PREPAID' : 'CASH_ON_DELIVERY';
}

export const orderCreatedSchema = z
  .object({
    encryptedRequest: z.union([z.literal(1), z.literal('1'), z.string().min(1)]),
    order_id: z.string().min(1),
    accessCode: z.string().nullish(),
    payment_url: z.string().nullish(),
    amount: z.number().finite().nullish(),
  })
  .transform((raw) => {
    const settled = raw.encryptedRequest === 1 || raw.encryptedRequest === '1';
    return {
      orderId: raw.order_id,
      settled,
      encRequest: settled ? null : String(raw.encryptedRequest),
      accessCode: raw.accessCode ?? '',
      paymentUrl: raw.payment_url ?? null,
      amount: raw.amount ?? null,
    };
  });
export type OrderCreated = z.output<typeof orderCreatedSchema>;
