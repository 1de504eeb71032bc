// zod schemas of the checkout arguments. Address mistakes become userErrors through validateInput
// (the argument's path as field, upstream's wording); ids that cannot name anything are
// BAD_USER_INPUT (parseInput).
import { z } from 'zod';
import type { UserErrorKind } from '../../graphql/user-errors.ts';
import { isEmail } from '../account/rules.ts';
import { ADDRESS_MESSAGES as M, MAX_COUPONS } from './constants.ts';

const text = (message: string, max: number) => z.string().trim().min(1, message).max(max, message);
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const idInput = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'Ids are positive whole numbers.')
  .transform(Number)
  .refine((n) => n > 0, 'Ids are positive whole numbers.');

export const addressFieldsInput = z.object({
  firstName: text(M.firstName, 60),
  lastName: text(M.lastName, 60),
  address: text(M.address, 500),
  city: text(M.city, 120),
  state: z.string().nullish(),
  country: z.string().nullish(),
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, M.pincode),
  phone: z
    .string()
    .trim()
    .regex(/^\d{10}$/, M.phone),
  email: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || isEmail(v), M.email),
});
export type AddressFields = z.output<typeof addressFieldsInput>;

const gender = z.enum(['MALE', 'FEMALE', 'OTHER'], { message: M.gender });
const ageGroup = z.enum(['AGE_18_25', 'AGE_25_40', 'AGE_40_ABOVE'], { message: M.ageGroup });
const gstNumber = z
  .string()
  .trim()
  .toUpperCase()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || GSTIN.test(v), M.gstInvalid);

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
      ctx.addIssue({ code: 'custom', message: M.billingRequired, path: ['billing'] });
    if (!input.sameAsBilling && !input.shipping)
      ctx.addIssue({ code: 'custom', message: M.address, path: ['shipping'] });
    if (input.billing && !input.gender) ctx.addIssue({ code: 'custom', message: M.gender, path: ['gender'] });
    if (input.billing && !input.ageGroup) ctx.addIssue({ code: 'custom', message: M.ageGroup, path: ['ageGroup'] });
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
export const updateGstNumberInput = z.object({
  addressId: idInput,
  gstNumber: z.string().trim().toUpperCase().min(1, M.gstRequired).regex(GSTIN, M.gstInvalid),
});

/** The codes of the address messages (all 'INVALID' but the GST ones). */
export const ADDRESS_KINDS: readonly UserErrorKind[] = [
  { code: 'GST_REQUIRED', message: M.gstRequired },
  { code: 'GST_INVALID', message: M.gstInvalid },
];

export const couponTargetInput = z.object({
  productId: idInput,
  colorId: idInput,
  code: z.string().max(60, 'Coupon codes are at most 60 characters.'),
});
export const applyCouponInput = couponTargetInput.extend({
  applied: z
    .array(couponTargetInput)
    .max(MAX_COUPONS)
    .nullish()
    .transform((v) => v ?? []),
});

const paymentMode = z.enum(['CASH_ON_DELIVERY', 'PREPAID']);
export const checkoutSummaryInput = z
  .object({
    coupons: z
      .array(couponTargetInput)
      .max(MAX_COUPONS)
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
    .max(MAX_COUPONS)
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
});

export const orderIdInput = z.string().trim().max(40, 'Order ids are at most 40 characters.');
