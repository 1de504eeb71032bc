// The checkout summary of the viewer's server cart: figures by @shop/commerce's orderTotals
// (pricing.ts), its GST split by the delivery pincode's percent and state, deliverability at the
// delivery address (the input's, else the primary one). Independent upstream calls run together: cart, addresses,
// prepaid discount, coupon percents (and deliverability when the input names the address) first,
// then the pincode details (and deliverability of the primary address).
import { cartCount, cartCurrency } from '@shop/commerce/cart/subtotal';
import { gstSplit, isInterState } from '@shop/commerce/checkout/gst';
import { TAX_NAME } from '@shop/commerce/checkout/limits';
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import { SELLER_STATE } from '@shop/commerce/company';
import { SHOP_CURRENCY_SYMBOL, toMoney } from '@shop/commerce/money';
import type { z } from 'zod';
import { unauthenticated } from '../../auth/require-customer.ts';
import type { GatewayContext } from '../../context.ts';
import type { checkoutSummaryInput } from './inputs.ts';
import type { Address, CheckoutSummary, DeliveryCheck, GstBreakdown, PincodeDetails } from './models.ts';
import { primeCoupons, priceCart } from './pricing.ts';

type SummaryInput = z.output<typeof checkoutSummaryInput>;

/** The address the checkout is for: the chosen one, else the primary one, else the first. */
export function deliveryAddressOf(addresses: readonly Address[], chosenId: number | null): Address | null {
  if (chosenId !== null) return addresses.find((a) => a.id === chosenId) ?? null;
  return addresses.find((a) => a.isPrimary) ?? addresses[0] ?? null;
}

export function gstBreakdown(amount: number, currency: string, place: PincodeDetails): GstBreakdown {
  const split = gstSplit(amount, place.taxPercent, isInterState(place.state));
  const money = (value: number) => toMoney(value, currency);
  return {
    taxName: place.taxName || TAX_NAME,
    percent: split.percent,
    taxableAmount: money(split.taxable),
    taxAmount: money(split.tax),
    cgst: split.interState ? null : money(split.cgst),
    sgst: split.interState ? null : money(split.sgst),
    igst: split.interState ? money(split.igst) : null,
    interState: split.interState,
    sellerState: SELLER_STATE,
    placeOfSupply: place.state,
  };
}

const withMessage = (check: DeliveryCheck) => ({
  ...check,
  message: check.deliverable ? null : CHECKOUT_ERRORS.notDeliverable.message,
});

/** Summaries started early in a request (viewer-loads.ts), by token and input, each read once. */
const startedSummaries = new WeakMap<GatewayContext, Map<string, Promise<CheckoutSummary>>>();

const summaryKey = (token: string, input: SummaryInput) => JSON.stringify([token, input]);

/** Starts the summary beside the viewer's profile; the field's resolver takes it over. */
export function startCheckoutSummary(
  context: GatewayContext,
  token: string,
  input: SummaryInput,
): Promise<CheckoutSummary> {
  let started = startedSummaries.get(context);
  if (!started) {
    started = new Map();
    startedSummaries.set(context, started);
  }
  const summary = workOutSummary(context, token, input);
  started.set(summaryKey(token, input), summary);
  return summary;
}

/**
 * The checkout summary: the one started early for this token and input if any (taken once, so a
 * later change in the same request is never answered from it), else worked out now.
 */
export function checkoutSummary(context: GatewayContext, token: string, input: SummaryInput): Promise<CheckoutSummary> {
  const started = startedSummaries.get(context);
  const key = summaryKey(token, input);
  const early = started?.get(key);
  if (early) {
    started!.delete(key);
    return early;
  }
  return workOutSummary(context, token, input);
}

async function workOutSummary(context: GatewayContext, token: string, input: SummaryInput): Promise<CheckoutSummary> {
  const { loaders } = context;
  const early =
    input.deliveryAddressId === null
      ? null
      : loaders.checkout.delivery.load({ token, addressId: input.deliveryAddressId });
  // Not awaited when the address turns out not to be the viewer's: mark a failure as handled.
  early?.catch(() => undefined);
  primeCoupons(context, token, input.coupons);
  const [lines, addresses, prepaid] = await Promise.all([
    loaders.cart.lines.load(token),
    loaders.checkout.deliveryAddresses.load(token),
    loaders.checkout.prepaidOffer.load(token),
  ]);
  if (lines === null || addresses === null || prepaid === null) throw unauthenticated();
  const address = deliveryAddressOf(addresses, input.deliveryAddressId);
  const [priced, place, delivery] = await Promise.all([
    priceCart(context, token, lines, input.coupons, input.paymentMode, prepaid),
    address ? loaders.checkout.pincode.load(address.pincode) : Promise.resolve(null),
    address ? (early ?? loaders.checkout.delivery.load({ token, addressId: address.id })) : Promise.resolve(null),
  ]);
  const currency = cartCurrency(lines);
  const money = (value: number) => toMoney(value, currency);
  const { totals } = priced;
  return {
    lines: lines.map((line, i) => ({
      line,
      coupons: (priced.lineCoupons[i] ?? []).map((c) => ({
        ...c,
        discount: money(c.discount),
        description: c.description || null,
      })),
      couponDiscount: money(totals.lines[i]?.couponDiscount ?? 0),
      total: money(totals.lines[i]?.total ?? 0),
    })),
    itemCount: cartCount(lines),
    subtotal: money(totals.subtotal),
    couponDiscount: money(totals.couponDiscount),
    prepaidDiscount: money(totals.prepaidDiscount),
    prepaidOffer: money(prepaid.amount),
    shippingCharge: money(totals.shipping),
    amountPayable: money(totals.amount),
    gst: place ? gstBreakdown(totals.amount, currency, place) : null,
    currencySymbol: place?.currencySymbol ?? prepaid.currencySymbol ?? SHOP_CURRENCY_SYMBOL,
    rejectedCoupons: priced.rejected.map(({ index: _index, ...r }) => r),
    deliveryAddress: address,
    delivery: delivery ? withMessage(delivery) : null,
    paymentMode: input.paymentMode,
  };
}
