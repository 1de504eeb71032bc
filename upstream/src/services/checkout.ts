// Checkout reads: the prepaid discount with the checkout's settings (the maximum coupon discount
// on one product), a coupon's details for a product (whether a channel partner shared it; one
// shared to a phone applies only for the account holding that phone),
// deliverability of the customer's cart at one of their delivery addresses, and what the pincode
// directory says of a pincode.
import type { Kysely, Selectable } from 'kysely';
import { CART_ERRORS } from '@shop/commerce/cart/messages';
import { PHONE_PATTERN } from '@shop/commerce/contact';
import { checkCoupon, normaliseCouponCode } from '@shop/commerce/checkout/coupons';
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import { couponDiscount } from '@shop/commerce/checkout/pricing';
import { SHOP_CURRENCY_SYMBOL } from '@shop/commerce/money';
import { PREPAID_DISCOUNT_AMOUNT } from '../domain/checkout-constants.ts';
import { COUPON_FAILURE_WINDOW_SECONDS, type CheckoutSettings } from '../domain/checkout-settings.ts';
import { SHARED_COUPON_SOURCE } from '../domain/partner-program-constants.ts';
import { findAddress } from '../db/queries/addresses.ts';
import { findCoupon, productFacts } from '../db/queries/checkout.ts';
import { findPincodeDetails } from '../db/queries/geo.ts';
import { couponFailuresSince, recordCouponFailure } from '../db/queries/coupon-failures.ts';
import type { Database } from '../db/schema.ts';
import type { CouponTable } from '../db/schema-content.ts';
import type { CouponDetails } from '../routes/schemas/checkout.ts';
import type { Result } from './addresses.ts';
import type { Clock } from './clock.ts';
import { deliverability, loadOrderCart } from './order-cart.ts';

type Db = Kysely<Database>;
export type CouponRow = Selectable<CouponTable>;

/** Who uses a coupon: the account's email (lowercased) and 10-digit phone, each null when it has none. */
export interface CouponCustomer {
  email: string | null;
  phone: string | null;
}

/**
 * The phone a channel partner shared this coupon to, or null when it was shared to an email (then
 * the coupon's own email binds it) or is not a partner's.
 */
async function sharedToPhone(db: Db, coupon: CouponRow): Promise<string | null> {
  if (!isPartnerCoupon(coupon)) return null;
  const share = await db
    .selectFrom('partner_coupon_shares')
    .select('recipient')
    .where('coupon_id', '=', coupon.id)
    .executeTakeFirst();
  const recipient = share?.recipient ?? '';
  return PHONE_PATTERN.test(recipient) ? recipient : null;
}

/**
 * The coupon with this code when it applies to the product for the customer now; else null. A
 * coupon a partner shared to a phone is bound to that phone: it applies only for the account whose
 * phone it is (the order's contact number is the account's phone, the number OTP login proves).
 */
export async function applicableCoupon(
  db: Db,
  rawCode: string,
  use: CouponCustomer & { now: Date; productId: number; categoryId: number },
): Promise<CouponRow | null> {
  const coupon = await findCoupon(db, normaliseCouponCode(rawCode));
  if (!coupon) return null;
  const check = checkCoupon(
    {
      percent: Number(coupon.percent),
      productId: coupon.product_id,
      categoryId: coupon.category_id,
      validFrom: coupon.valid_from,
      validTo: coupon.valid_to,
      email: coupon.email,
      maxUses: coupon.max_uses,
      uses: coupon.uses,
    },
    use,
  );
  if (check !== null) return null;
  const phone = await sharedToPhone(db, coupon);
  return phone === null || phone === use.phone ? coupon : null;
}

/** True for a coupon a channel partner shared (services/partner-coupons.ts issues them). */
export function isPartnerCoupon(coupon: Pick<CouponRow, 'source'>): boolean {
  return coupon.source === SHARED_COUPON_SOURCE;
}

/** The account's email and phone, as coupons are checked against them. */
export async function couponCustomer(db: Db, userId: number): Promise<CouponCustomer> {
  const row = await db.selectFrom('users').select(['email', 'phone']).where('id', '=', userId).executeTakeFirst();
  return { email: row?.email ?? null, phone: row?.phone ?? null };
}

export function createCheckout(db: Db, clock: Clock, settings: CheckoutSettings) {
  // Failed coupon checks per account, in the database: every upstream instance counts the same ones.
  const windowStart = () => new Date(clock().getTime() - COUPON_FAILURE_WINDOW_SECONDS * 1000);
  const guessing = async (userId: number) =>
    (await couponFailuresSince(db, userId, windowStart())) >= settings.couponFailuresPerAccount;

  return {
    prepaidDiscount() {
      return {
        symbol: SHOP_CURRENCY_SYMBOL,
        codval: PREPAID_DISCOUNT_AMOUNT,
        max_line_discount_percent: settings.maxLineDiscountPercent,
      };
    },

    async couponDetails(
      userId: number,
      code: string,
      productId: number,
      amt: number | undefined,
    ): Promise<Result<CouponDetails>> {
      const [product] = await productFacts(db, [productId]);
      if (!product) return { ok: false, refusal: { status: 404, message: CART_ERRORS.productNotFound.message } };
      // Past its failures, an account hears 'Invalid Coupon Code' for every code: a hit looks like a miss.
      if (await guessing(userId)) return { ok: true, value: CHECKOUT_ERRORS.couponInvalid.message };
      const coupon = await applicableCoupon(db, code, {
        ...(await couponCustomer(db, userId)),
        now: clock(),
        productId,
        categoryId: product.category_id,
      });
      if (!coupon) {
        await recordCouponFailure(db, userId, clock(), windowStart());
        return { ok: true, value: CHECKOUT_ERRORS.couponInvalid.message };
      }
      const percent = Number(coupon.percent);
      return {
        ok: true,
        value: [
          {
            txt_Code_Disc: percent,
            coupon_code: coupon.code,
            description: coupon.description,
            product_id: coupon.product_id,
            category_id: coupon.category_id,
            valid_to: coupon.valid_to,
            discount_amount: amt === undefined ? null : couponDiscount({ unitPrice: amt, quantity: 1 }, percent),
            partner_coupon: isPartnerCoupon(coupon),
          },
        ],
      };
    },

    async deliveryCheck(userId: number, addressId: number) {
      const address = await findAddress(db, userId, addressId);
      if (!address || address.kind !== 'delivery') {
        return {
          ok: false,
          refusal: {
            status: 404,
            message: CHECKOUT_ERRORS.addressNotFound.message,
            code: CHECKOUT_ERRORS.addressNotFound.code,
          },
        } satisfies Result<never>;
      }
      const lines = await loadOrderCart(db, userId);
      const check = await deliverability(db, address.pincode, lines);
      return {
        ok: true as const,
        value: {
          deliveryDays: check.deliveryDays,
          deliverable: check.deliverable,
          pincode: address.pincode,
          items: lines.map((l, i) => ({
            id: l.id,
            pid: l.line.productId,
            name: l.name,
            model: l.model,
            d_days: check.lines[i]?.text ?? '',
            deliverable: check.lines[i]?.deliverable ?? false,
          })),
          undeliverable: check.lines.filter((l) => !l.deliverable).map((l) => l.id),
        },
      };
    },

    /** State, GST code and rate, currency and phone prefix of an Indian pincode; null when the directory has none. */
    async pincodeDetails(pincode: string) {
      const row = await findPincodeDetails(db, pincode);
      if (!row) return null;
      return {
        pincode: row.pincode,
        iSOCode: row.iso_code,
        symbol: row.currency_symbol,
        taxName: row.tax_name,
        taxDigit: row.gst_code,
        txtPer: Number(row.tax_percent),
        txtPhone: row.phone_code,
        states_name: row.state_name,
        states_id: row.state_id,
        country_name: row.country_name,
        country_id: row.country_id,
        countryCode: row.phone_code,
        district: row.district,
        city: row.city,
      };
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
