// The checkout REST shapes (upstream/README.md, "Checkout and orders contract"): addresses,
// pincode details, countries, the prepaid discount, coupon details, deliverability and the answer
// of CreateOrderNew, parsed and renamed to the gateway's checkout models in this one place.
import { z } from 'zod';
import type { AgeGroup, Gender } from '../../generated/resolvers.ts';
import { AGE_GROUP_VALUES, GENDER_VALUES } from './constants.ts';
import type { Address, CouponInfo, Country, DeliveryCheck, PincodeDetails } from './models.ts';

const id = z.number().int();
const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

function enumOf<T extends string>(values: Record<T, string>, raw: string | null | undefined): T | null {
  const text = (raw ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return (Object.keys(values) as T[]).find((key) => values[key].toLowerCase() === text) ?? null;
}

export const addressSchema = z
  .object({
    id,
    kind: z.enum(['delivery', 'billing']).nullish(),
    fname: z.string(),
    lname: z.string(),
    deladdress: z.string(),
    delcity: z.string(),
    delstate: z.string(),
    country: z.string(),
    pincode: z.string(),
    mobile_no: z.string(),
    emailid: z.string().nullish(),
    gender: z.string().nullish(),
    agegroup: z.string().nullish(),
    isprimary: z.union([z.number(), z.boolean()]).nullish(),
    gst: z.string().nullish(),
  })
  .transform((raw): Omit<Address, 'kind'> & { kind: Address['kind'] | null } => ({
    id: raw.id,
    kind: raw.kind === 'billing' ? 'BILLING' : raw.kind === 'delivery' ? 'DELIVERY' : null,
    firstName: raw.fname,
    lastName: raw.lname,
    address: raw.deladdress,
    city: raw.delcity,
    state: raw.delstate,
    country: raw.country,
    pincode: raw.pincode,
    phone: raw.mobile_no,
    email: blankToNull(raw.emailid),
    gender: enumOf<Gender>(GENDER_VALUES, raw.gender),
    ageGroup: enumOf<AgeGroup>(AGE_GROUP_VALUES, raw.agegroup),
    isPrimary: raw.isprimary === 1 || raw.isprimary === true,
    gstNumber: blankToNull(raw.gst),
  }));

/** A list of one kind: the kind comes from the endpoint when upstream does not say. */
export const addressListSchema = (kind: Address['kind']) =>
  z.array(addressSchema).transform((list): Address[] => list.map((a) => ({ ...a, kind: a.kind ?? kind })));

export const addressSavedSchema = z
  .object({
    message: z.string().nullish(),
    address: addressSchema,
    billing_address: addressSchema.nullish(),
  })
  .transform((raw) => ({
    message: raw.message ?? null,
    address: { ...raw.address, kind: raw.address.kind ?? 'DELIVERY' } as Address,
    billingAddress: raw.billing_address
      ? ({ ...raw.billing_address, kind: raw.billing_address.kind ?? 'BILLING' } as Address)
      : null,
  }));

export const addressUpdatedSchema = (kind: Address['kind']) =>
  z.object({ message: z.string().nullish(), address: addressSchema }).transform((raw) => ({
    message: raw.message ?? null,
    address: { ...raw.address, kind: raw.address.kind ?? kind } as Address,
  }));

export const addressDeletedSchema = z.object({ id, message: z.string().nullish() });

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

export const prepaidDiscountSchema = z.object({ symbol: z.string(), codval: z.number().finite().nonnegative() });

/** A list with txt_Code_Disc, or the text 'Invalid Coupon Code' (null). */
export const couponDetailsSchema = z
  .union([
    z.array(
      z.object({
        txt_Code_Disc: z.number().finite(),
        coupon_code: z.string().nullish(),
        description: z.string().nullish(),
      }),
    ),
    z.string(),
  ])
  .transform((raw): CouponInfo | null => {
    if (typeof raw === 'string') return null;
    const first = raw[0];
    if (!first || !(first.txt_Code_Disc > 0)) return null;
    return { code: first.coupon_code ?? '', percent: first.txt_Code_Disc, description: first.description ?? '' };
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
