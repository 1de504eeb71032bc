// zod schemas of the checkout arguments. The address form's rules are @shop/commerce's
// (addressProblems, parseGstin, gstNumberProblem); their refusals become userErrors through
// validateInput (the argument's path as field, ADDRESS_ERRORS' wording). Ids that cannot name
// anything are BAD_USER_INPUT (parseInput).
import {
  addressProblems,
  gstNumberProblem,
  normaliseAddressFields,
  parseGstin,
} from '@shop/commerce/checkout/address-form';
import { IDEMPOTENCY_KEY_PATTERN } from '@shop/commerce/checkout/idempotency';
import { ORDER_PAGE_MAX, ORDER_PAGE_NUMBER_MAX, ORDER_PAGE_SIZE } from '@shop/commerce/checkout/order-paging';
import { ADDRESS_ERRORS } from '@shop/commerce/checkout/messages';
import { z } from 'zod';
import type { UserErrorKind } from '../../graphql/user-errors.ts';
import { MAX_COUPONS } from './constants.ts';

export const idInput = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'Ids are positive whole numbers.')
  .transform(Number)
  .refine((n) => n > 0, 'Ids are positive whole numbers.');

/** A page of the order history: its number from 1 and its size (the schema's descriptions say the limits). */
export const orderPageInput = z.object({
  page: z
    .number()
    .int('page is a whole number.')
    .min(1, 'page is at least 1.')
    .max(ORDER_PAGE_NUMBER_MAX, `page is at most ${ORDER_PAGE_NUMBER_MAX}.`)
    .nullish()
    .transform((page) => page ?? 1),
  first: z
    .number()
    .int('first is a whole number.')
    .min(1, 'first is at least 1.')
    .max(ORDER_PAGE_MAX, `first is at most ${ORDER_PAGE_MAX}.`)
    .nullish()
    .transform((first) => first ?? ORDER_PAGE_SIZE),
});

/** One address's fields: each problem on its field, the fields kept as the package normalises them. */
export const addressFieldsInput = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string().nullish(),
    country: z.string().nullish(),
    pincode: z.string(),
    phone: z.string(),
    email: z.string().nullish(),
  })
  .superRefine((fields, ctx) => {
    for (const { field, key } of addressProblems(fields))
      ctx.addIssue({ code: 'custom', message: ADDRESS_ERRORS[key].message, path: [field] });
  })
  .transform((fields) => ({ ...normaliseAddressFields(fields), state: fields.state, country: fields.country }));
export type AddressFields = z.output<typeof addressFieldsInput>;

const gender = z.enum(['MALE', 'FEMALE', 'OTHER'], { message: ADDRESS_ERRORS.gender.message });
const ageGroup = z.enum(['AGE_18_25', 'AGE_25_40', 'AGE_40_ABOVE'], { message: ADDRESS_ERRORS.ageGroup.message });
/** An optional GST number, uppercased; blank is none. */
const gstNumber = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const gstin = parseGstin(value);
    if (gstin !== undefined) return gstin;
    ctx.addIssue({ code: 'custom', message: ADDRESS_ERRORS.gstInvalid.message });
    return z.NEVER;
  });

export const addAddressInput = z
  .object({
    billing: addressFieldsInput.nullish(),
    shipping: addressFieldsInput.nullish(),
    sameAsBilling: z.boolean().nullish().transform(Boolean),
    makePrimary: z.boolean().nullish().transform(Boolean),
    gender: gender.nullish(),
    ageGroup: ageGroup.nullish(),
    gstNumber,
  })
  .superRefine((input, ctx) => {
    if (input.sameAsBilling && !input.billing)
      ctx.addIssue({ code: 'custom', message: ADDRESS_ERRORS.billingRequired.message, path: ['billing'] });
    if (!input.sameAsBilling && !input.shipping)
      ctx.addIssue({ code: 'custom', message: ADDRESS_ERRORS.address.message, path: ['shipping'] });
    if (input.billing && !input.gender)
      ctx.addIssue({ code: 'custom', message: ADDRESS_ERRORS.gender.message, path: ['gender'] });
    if (input.billing && !input.ageGroup)
      ctx.addIssue({ code: 'custom', message: ADDRESS_ERRORS.ageGroup.message, path: ['ageGroup'] });
  });

export const updateDeliveryAddressInput = z.object({
  id: idInput,
  fields: addressFieldsInput,
  makePrimary: z.boolean().nullish().transform(Boolean),
});
export const updateBillingAddressInput = z.object({
  id: idInput,
  fields: addressFieldsInput,
  gender,
  ageGroup,
  makePrimary: z.boolean().nullish().transform(Boolean),
});
/** GST mode: the GST number is required. */
export const updateGstNumberInput = z.object({
  addressId: idInput,
  gstNumber: z.string().transform((value, ctx) => {
    const problem = gstNumberProblem(value);
    if (problem === null) return value.trim().toUpperCase();
    ctx.addIssue({ code: 'custom', message: ADDRESS_ERRORS[problem].message });
    return z.NEVER;
  }),
});

/** The codes of the address messages (validateInput reads an issue's code from its message). */
export const ADDRESS_KINDS: readonly UserErrorKind[] = Object.values(ADDRESS_ERRORS);

export const couponTargetInput = z.object({
  productId: idInput,
  colorId: idInput,
  code: z.string().max(60, 'Coupon codes are at most 60 characters.'),
});
export const applyCouponInput = couponTargetInput.extend({
  applied: z
    .array(couponTargetInput)
    .max(MAX_COUPONS, `At most ${MAX_COUPONS} coupons.`)
    .nullish()
    .transform((v) => v ?? []),
});

const paymentMode = z.enum(['CASH_ON_DELIVERY', 'PREPAID']);
export const checkoutSummaryInput = z
  .object({
    coupons: z
      .array(couponTargetInput)
      .max(MAX_COUPONS, `At most ${MAX_COUPONS} coupons.`)
      .nullish()
      .transform((v) => v ?? []),
    paymentMode: paymentMode.nullish().transform((v) => v ?? null),
    deliveryAddressId: idInput.nullish().transform((v) => v ?? null),
  })
  .nullish()
  .transform((v) => v ?? { coupons: [], paymentMode: null, deliveryAddressId: null });

export const placeOrderInput = z.object({
  deliveryAddressId: idInput.nullish().transform((v) => v ?? null),
  paymentMode: paymentMode.nullish().transform((v) => v ?? null),
  coupons: z
    .array(couponTargetInput)
    .max(MAX_COUPONS, `At most ${MAX_COUPONS} coupons.`)
    .nullish()
    .transform((v) => v ?? []),
  gstNumber: z
    .string()
    .trim()
    .toUpperCase()
    .max(20)
    .nullish()
    .transform((v) => (v ? v : null)),
  expectedAmountPayable: z
    .number()
    .finite()
    .nullish()
    .transform((v) => v ?? null),
  idempotencyKey: z
    .string()
    .regex(
      IDEMPOTENCY_KEY_PATTERN,
      'An idempotency key is 8 to 100 letters, digits, dots, colons, dashes or underscores.',
    ),
  // An unusable token attributes nothing; it never stops an order.
  referralToken: z
    .string()
    .nullish()
    .transform((v) => (v && /^[A-Za-z0-9_-]{20,100}$/.test(v) ? v : null)),
});

export const orderIdInput = z.string().trim().max(40, 'Order ids are at most 40 characters.');
