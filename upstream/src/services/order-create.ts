// CreateOrderNew: the server recomputes every figure from its own data (cart, prices, coupons,
// prepaid discount, GST by the delivery state) with @shop/commerce's checkoutFigures, the function
// the gateway shows the checkout with, refuses an order whose client figures differ or whose
// cart is not the one the client priced (cart_lines), checks deliverability and stock, takes the
// stock and the coupon uses and writes the order in ONE transaction (SQLite runs transactions one at
// a time; on PostgreSQL the customer's row is locked first, stock and coupon uses are taken by
// conditional updates, so two orders for the last unit cannot both win either). Lines holding more than is left refuse
// the order and are capped in the cart afterwards (order-stock.ts). Cash on delivery settles at once
// and empties the cart; prepaid waits for the gateway. Idempotent as Stripe is: the same
// Idempotency-Key with the same request (choices, and cart_lines when sent: the lines of the key's
// order) answers the first order, with another request 409; without a key every request is an
// order of its own.
import type { Kysely } from 'kysely';
import { parseGstin } from '@shop/commerce/checkout/address-form';
import { checkoutFigures, couponsToLookUp, type CheckoutFigures } from '@shop/commerce/checkout/checkout-figures';
import { repeatedCoupon } from '@shop/commerce/checkout/coupons';
import { TAX_NAME } from '@shop/commerce/checkout/limits';
import { ORDER_CART_ERRORS } from '@shop/commerce/cart/messages';
import { ADDRESS_ERRORS, CHECKOUT_ERRORS as E } from '@shop/commerce/checkout/messages';
import { initialState } from '@shop/commerce/checkout/order-lifecycle';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import type { OrderLine as PricedLine } from '@shop/commerce/checkout/pricing';
import { SHOP_CURRENCY } from '@shop/commerce/money';
import {
  IDEMPOTENCY_WINDOW_MINUTES,
  PAYTYPE,
  PREPAID_DISCOUNT_AMOUNT,
  REST_CHECKOUT_ERRORS as R,
} from '../domain/checkout-constants.ts';
import type { CheckoutSettings } from '../domain/checkout-settings.ts';
import { idempotencyKey, minutesBefore, orderNumber, orderRequestFingerprint } from '../domain/order-rules.ts';
import { findAddress, primaryAddress } from '../db/queries/addresses.ts';
import { clearCart, lockCustomer, lockStock, nextOrderSequence, takeStock, useCoupon } from '../db/queries/checkout.ts';
import { findPincodeDetails } from '../db/queries/geo.ts';
import { insertOrderEvent } from '../db/queries/order-events.ts';
import { findByIdempotencyKey, findOrderByNumber, logPaymentEvent, type OrderRow } from '../db/queries/orders.ts';
import type { Database } from '../db/schema.ts';
import { transactionWithRetry } from '../db/transaction.ts';
import type { CreateOrderBody } from '../routes/schemas/checkout.ts';
import type { Refusal } from './addresses.ts';
import { applicableCoupon, couponCustomer, isPartnerCoupon, type CouponCustomer, type CouponRow } from './checkout.ts';
import type { Clock } from './clock.ts';
import { deliverability, loadOrderCart, type OrderLine } from './order-cart.ts';
import { capLines, orderedLines, sameCart, shortLines, stockRefusal, type ShortLine } from './order-stock.ts';
import { attributeOrder, creditOrderIncentives } from './partner-attribution.ts';
import {
  checkClientFigures,
  couponsAgree,
  listedCodes,
  paytypeOf,
  requestedCoupons,
  type RequestedCoupon,
} from './order-request.ts';
import { invoiceFields, releaseExpiredHolds, supersedePending } from './order-settlement.ts';
import type { OrderCreated, PaymentStart } from './payment-start.ts';

type Db = Kysely<Database>;

/** Lines holding more than is left: the order is refused and, after the rollback, the lines are capped. */
class StockShort extends Error {
  constructor(readonly lines: ShortLine[]) {
    super('stock short');
  }
}

/** A refusal thrown inside the transaction (which rolls it back) and answered outside. */
class OrderRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}
const refused = (status: Refusal['status'], message: string, code: string, field?: string) =>
  new OrderRefused({ status, message, code, ...(field ? { field } : {}) });
/** The refusal of a { code, message } error. */
const refuse = (status: Refusal['status'], error: { code: string; message: string }, field?: string) =>
  refused(status, error.message, error.code, field);

const couponKey = (c: { productId: number; colorId: number; code: string }) => `${c.productId}|${c.colorId}|${c.code}`;

/** The first coupon the figures refuse, as CreateOrderNew's refusal (its REST dialect's code for a product not in the cart). */
function couponRefusal(figures: CheckoutFigures): OrderRefused | null {
  const [first] = figures.rejected;
  if (!first) return null;
  const code = first.reason === 'couponNotInCart' ? R.couponNotInCart.code : first.refusal.code;
  return refused(400, first.refusal.message, code, 'p_coupons');
}

export function createOrders(db: Db, clock: Clock, payments: PaymentStart, settings: CheckoutSettings) {
  /**
   * The requested coupons (coupons and p_coupons agreeing, none twice on a line) and the rows of those
   * on a cart line, as this customer may use them now (null: 'Invalid Coupon Code').
   */
  async function couponsFor(
    trx: Db,
    lines: readonly OrderLine[],
    priced: readonly PricedLine[],
    body: CreateOrderBody,
    customer: CouponCustomer,
    now: Date,
  ): Promise<{ requested: RequestedCoupon[]; rows: Map<string, CouponRow | null> }> {
    const requested = requestedCoupons(body);
    if (!couponsAgree(listedCodes(body.coupons), requested)) throw refuse(400, R.couponMismatch, 'coupons');
    if (repeatedCoupon(requested)) throw refuse(400, E.couponDuplicate, 'p_coupons');
    const rows = new Map<string, CouponRow | null>();
    for (const c of couponsToLookUp(priced, requested)) {
      const line = lines.find((l) => l.line.productId === c.productId && l.line.colorId === c.colorId);
      if (!line) continue;
      const row = await applicableCoupon(trx, c.code, {
        ...customer,
        now,
        productId: c.productId,
        categoryId: line.categoryId,
      });
      rows.set(couponKey(c), row);
    }
    return { requested, rows };
  }

  async function place(
    trx: Db,
    userId: number,
    body: CreateOrderBody,
    clientKey: string | null,
    now: Date,
  ): Promise<{ order: OrderRow; created: boolean }> {
    await lockCustomer(trx, userId);
    await releaseExpiredHolds(trx, now);
    const paytype = paytypeOf(body.paytype);
    const gstInput = parseGstin(body.gst);
    const requested = requestedCoupons(body);
    const fingerprint = orderRequestFingerprint({
      userId,
      addressId: body.id ?? 0,
      paytype: paytype ?? 0,
      gst: gstInput ?? null,
      coupons: requested.map((c) => `${c.productId}-${c.colorId}:${c.code}`),
    });
    const key = idempotencyKey(clientKey);
    if (key !== null) {
      const since = minutesBefore(now, IDEMPOTENCY_WINDOW_MINUTES).toISOString();
      const earlier = await findByIdempotencyKey(trx, userId, key, since);
      if (earlier) {
        const sent = body.cart_lines ?? [];
        const sameRequest =
          earlier.request_fingerprint === fingerprint &&
          (sent.length === 0 || sameCart(sent, await orderedLines(trx, earlier.id)));
        if (!sameRequest) throw refuse(409, R.idempotencyConflict);
        return { order: earlier, created: false };
      }
    }

    const lines = await loadOrderCart(trx, userId);
    if (body.cart_lines !== undefined && !sameCart(body.cart_lines, lines))
      throw refuse(409, ORDER_CART_ERRORS.cartChanged);
    if (lines.length === 0) throw refuse(400, E.cartEmpty);
    if (!body.id) throw refuse(400, E.noDeliveryAddress, 'id');
    if (paytype === null) throw refuse(400, E.noPaymentMode, 'paytype');
    if (gstInput === undefined) throw refuse(400, ADDRESS_ERRORS.gstInvalid, 'gst');
    const address = await findAddress(trx, userId, body.id);
    if (!address || address.kind !== 'delivery') throw refuse(404, E.addressNotFound, 'id');
    if (lines.some((l) => !l.valid)) throw refuse(409, E.productUnavailable);
    const delivery = await deliverability(trx, address.pincode, lines);
    if (!delivery.deliverable) throw refuse(409, E.notDeliverable);

    const customer = await couponCustomer(trx, userId);
    const priced: PricedLine[] = lines.map((l) => ({
      productId: l.line.productId,
      colorId: l.line.colorId,
      unitPrice: l.unitPrice,
      quantity: l.line.quantity,
      offerProducts: l.offers,
    }));
    const coupons = await couponsFor(trx, lines, priced, body, customer, now);
    const pin = await findPincodeDetails(trx, address.pincode);
    // The figures, the coupons' verdicts and the shop's limits as the gateway showed them.
    const figures = checkoutFigures({
      lines: priced,
      currency: lines[0]?.currency ?? SHOP_CURRENCY,
      coupons: coupons.requested,
      couponDetails: (c) => {
        const row = coupons.rows.get(couponKey(c));
        return row ? { percent: Number(row.percent), description: '', partner: isPartnerCoupon(row) } : null;
      },
      prepaid: paytype === PAYTYPE.PREPAID,
      prepaidOffer: { amount: PREPAID_DISCOUNT_AMOUNT, maxLineDiscountPercent: settings.maxLineDiscountPercent },
      place: {
        state: pin?.state_name ?? address.delstate,
        taxPercent: Number(pin?.tax_percent ?? 0),
        taxName: pin?.tax_name ?? TAX_NAME,
        currencySymbol: pin?.currency_symbol,
      },
    });
    const couponRefused = couponRefusal(figures);
    if (couponRefused) throw couponRefused;
    const gst = figures.gst;
    if (!gst) throw new Error('an order is priced at its place of supply');
    const check = checkClientFigures(body, coupons.requested, figures);
    if (check === 'discount') throw refuse(409, E.discountMismatch, 'discount');
    if (check === 'amount') throw refuse(409, E.amountMismatch, 'amount');
    // One use of each coupon on the order (the same code on two products is one coupon).
    const rowByCode = new Map<string, CouponRow>();
    for (const c of figures.coupons) {
      const row = coupons.rows.get(couponKey(c));
      if (row && !rowByCode.has(c.code)) rowByCode.set(c.code, row);
    }

    await supersedePending(trx, userId, now);
    await lockStock(
      trx,
      lines.map((l) => l.line),
    );
    const short = await shortLines(trx, lines);
    if (short.length > 0) throw new StockShort(short);
    for (const l of lines) {
      if (await takeStock(trx, l.line.colorId, l.line.size, l.line.quantity)) continue;
      throw new Error(`stock of ${l.id} changed inside the order's transaction`);
    }
    for (const coupon of rowByCode.values()) {
      if (!(await useCoupon(trx, coupon.id))) throw refuse(400, E.couponInvalid, 'p_coupons');
    }

    const billing = (await primaryAddress(trx, userId, 'billing')) ?? address;
    const orderId = orderNumber(now, await nextOrderSequence(trx));
    const at = now.toISOString();
    const cod = paytype === PAYTYPE.CASH_ON_DELIVERY;
    const inserted = await trx
      .insertInto('orders')
      .values({
        order_id_new: orderId,
        user_id: userId,
        order_date: at,
        order_status: cod ? ORDER_STATUS.SUCCESS : ORDER_STATUS.PENDING,
        status: initialState(!cod),
        amount: figures.amountPayable,
        currency: figures.currency,
        cur_symbol: figures.currencySymbol,
        paytype,
        billing_customer_name: billing.fname,
        billing_last_name: billing.lname,
        billing_address: billing.deladdress,
        billing_city: billing.delcity,
        billing_state: billing.delstate,
        billing_country: billing.country,
        billing_pincode: billing.pincode,
        billing_phone: billing.mobile_no,
        billing_email: billing.emailid ?? customer.email,
        shipping_customer_name: address.fname,
        shipping_last_name: address.lname,
        shipping_address: address.deladdress,
        shipping_city: address.delcity,
        shipping_state: address.delstate,
        shipping_country: address.country,
        shipping_pincode: address.pincode,
        shipping_phone: address.mobile_no,
        shipping_email: address.emailid,
        gst: gstInput ?? billing.gst,
        deliverdays: delivery.deliveryDays,
        invoice_file: null,
        created_at: at,
        updated_at: at,
        subtotal: figures.subtotal,
        coupon_discount: figures.couponDiscount,
        prepaid_discount: figures.prepaidDiscount,
        shipping_charge: figures.shipping,
        taxable_amount: gst.taxable,
        tax_amount: gst.tax,
        cgst: gst.cgst ?? 0,
        sgst: gst.sgst ?? 0,
        igst: gst.igst ?? 0,
        tax_percent: gst.percent,
        tax_name: gst.taxName,
        coupons: rowByCode.size > 0 ? [...rowByCode.keys()].join(',') : null,
        payment_status: null,
        payment_mode: cod ? 'Cash on Delivery' : null,
        idempotency_key: key,
        request_fingerprint: fingerprint,
        delivery_address_id: address.id,
        ...(cod ? { settled_at: at, ...invoiceFields(orderId) } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertOrderEvent(trx, { orderId: inserted.id, status: initialState(!cod), at, actorKind: 'shopper' });

    let position = 0;
    for (const [index, l] of lines.entries()) {
      const line = figures.lines[index]!;
      await trx
        .insertInto('order_items')
        .values({
          order_id: inserted.id,
          product_id: l.line.productId,
          color_id: l.line.colorId,
          size: l.line.size,
          strap_id: l.line.strapId,
          strap_color: l.strapColor,
          txt_model: l.model,
          product_name: l.name,
          color_name: l.colorName,
          colorcode: l.colorCode,
          pro_image: l.image,
          units: l.line.quantity,
          slling_price: l.unitPrice,
          offerproduct: 0,
          coupon_code: line.codes.length > 0 ? line.codes.join(',') : null,
          discount_percentage: line.percent,
          line_discount: line.couponDiscount,
          hsn_code: l.hsn,
          position: (position += 1),
        })
        .execute();
      for (const o of l.offers) {
        await trx
          .insertInto('order_items')
          .values({
            order_id: inserted.id,
            product_id: o.productId,
            color_id: o.colorId,
            size: '',
            strap_id: 0,
            txt_model: o.model,
            product_name: o.name,
            color_name: o.colorName,
            colorcode: o.colorCode,
            pro_image: o.image,
            units: l.line.quantity,
            slling_price: o.price,
            offerproduct: 1,
            coupon_code: null,
            discount_percentage: 0,
            line_discount: 0,
            hsn_code: o.hsn,
            position: (position += 1),
          })
          .execute();
      }
    }
    // A coupon a channel partner shared, else a referral visit inside its window, attributes the
    // order; cash on delivery is a sale at once and credits the incentives now (prepaid: on payment).
    const lineCoupons = figures.lines.flatMap((l) => l.codes.flatMap((code) => rowByCode.get(code) ?? []));
    await attributeOrder(trx, {
      orderId: inserted.id,
      coupons: lineCoupons,
      referralToken: body.referral_token ?? null,
      buyer: { userId, email: customer.email },
      now,
      windowDays: settings.referralWindowDays,
    });
    if (cod) await creditOrderIncentives(trx, inserted.id, now);
    if (cod) await clearCart(trx, userId);
    const order = await findOrderByNumber(trx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    if (!cod)
      await logPaymentEvent(trx, {
        orderId: order.id,
        kind: 'request',
        orderStatus: order.order_status,
        trackingId: null,
        amount: figures.amountPayable,
        outcome: 'sent',
        at,
      });
    return { order, created: true };
  }

  return {
    async create(
      userId: number,
      body: CreateOrderBody,
      clientKey: string | null,
    ): Promise<{ ok: true; value: OrderCreated; placed: boolean } | { ok: false; refusal: Refusal }> {
      try {
        const { order, created } = await transactionWithRetry(db, (trx) =>
          place(trx, userId, body, clientKey, clock()),
        );
        // placed: a new cash on delivery order, whose "order placed" mail is due now.
        return { ok: true, value: await payments.answer(order), placed: created && order.status === 'placed' };
      } catch (error) {
        if (error instanceof OrderRefused) return { ok: false, refusal: error.refusal };
        if (error instanceof StockShort) {
          await db.transaction().execute((trx) => capLines(trx, userId, error.lines, clock()));
          return { ok: false, refusal: stockRefusal(error.lines) };
        }
        throw error;
      }
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;
