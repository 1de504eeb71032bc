// The accounts and cart contract of upstream/README.md as zod schemas, written apart from
// upstream's own schemas so a change of a field name or shape on either side fails these tests.
import { z } from 'zod';

export const TokenAnswer = z
  .object({
    token: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    expires: z.iso.datetime(),
    device_token: z.string().regex(/^[\w-]{43}$/),
  })
  .strict();

/** Error body with an optional machine code (MAX_QUANTITY, OUT_OF_STOCK). */
export const Refusal = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    code: z.string().optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() }).strict()).optional(),
  })
  .strict();

const profileImage = z
  .string()
  .regex(/^\/images\/profiles\/[0-9a-f]{32}\.(jpg|png)$/)
  .nullable();

export const UserProfile = z
  .object({
    id: z.number().int().positive(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z
      .string()
      .regex(/^\d{10}$/)
      .nullable(),
    image: profileImage,
  })
  .strict();

export const ProfileData = z.array(UserProfile.omit({ id: true }).strict()).length(1);

export const CartItem = z
  .object({
    id: z.string().regex(/^\d+-\d+-[^-]*-\d+(-\d+(\+\d+)*)?$/),
    pid: z.number().int(),
    color_id: z.number().int(),
    name: z.string().min(1),
    model: z.string().min(1),
    category_name: z.string().min(1),
    selectedColor: z.string().min(1),
    image: z.string().regex(/^\/images\/products\/\d+\/\d+\/1\.svg$/),
    price: z.number().positive(),
    quantity: z.number().int().min(1).max(5),
    currency: z.literal('INR'),
    size: z.string(),
    selectedColorStrap: z.number().int().min(0),
    strapColor: z.string(),
    isprodductOffer: z.union([z.literal(0), z.literal(1)]),
    offerProduct: z.array(
      z
        .object({
          product_id: z.number().int(),
          name: z.string(),
          model: z.string(),
          price: z.number().positive(),
          image: z.string(),
        })
        .strict(),
    ),
    _Coupon_Lists: z.array(z.object({ id: z.number().int(), couponname: z.string() }).strict()),
    stock: z.number().int().min(0),
  })
  .strict();
export type CartItem = z.infer<typeof CartItem>;

export const CartAnswer = z.array(CartItem);

export const MergeAnswer = z
  .object({
    items: CartAnswer,
    capped: z.array(
      z
        .object({ pid: z.number().int(), name: z.string(), requested: z.number().int(), kept: z.number().int() })
        .strict(),
    ),
  })
  .strict();

export const OutboxEntry = z
  .object({
    id: z.number().int(),
    channel: z.enum(['sms', 'email']),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    created_at: z.iso.datetime(),
  })
  .strict();
