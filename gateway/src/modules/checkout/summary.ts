// The checkout summary of the viewer's server cart: figures by the rules (pricing.ts), the GST
// split by the delivery pincode's percent and state, deliverability at the delivery address (the
// input's, else the primary one). Independent upstream calls run together: cart, addresses,
// prepaid discount, coupon percents (and deliverability when the input names the address) first,
// then the pincode details (and deliverability of the primary address).
import type { z } from 'zod';
import { unauthenticated } from '../../auth/require-customer.ts';
import type { GatewayContext } from '../../context.ts';
import { toMoney } from '../../graphql/money.ts';
import { cartCount, cartCurrency, lineTotal } from '../cart/rules.ts';
import { CHECKOUT_ERRORS, DEFAULT_CURRENCY_SYMBOL, DEFAULT_TAX_NAME, SELLER_STATE } from './constants.ts';
import type { checkoutSummaryInput } from './inputs.ts';
import type { Address, CheckoutSummary, DeliveryCheck, GstBreakdown, PincodeDetails } from './models.ts';
import { primeCoupons, priceCart } from './pricing.ts';
import { gstSplit, isInterState } from './rules.ts';

type SummaryInput = z.output<typeof checkoutSummaryInput>;

/** The address the checkout is for: the chosen one, else the primary one, else the first. */
export function deliveryAddressOf(addresses: readonly Address[], chosenId: number | null): Address | null {
  if (chosenId !== null) return addresses.find((a) => a.id === chosenId) ?? null;
  return addresses.find((a) => a.isPrimary) ?? addresses[0] ?? null;
}

export function gstBreakdown(amount: number, currency: string, place: PincodeDetails): GstBreakdown {
  const split = gstSplit(amount, place.taxPercent, isInterState(place.state, SELLER_STATE));
  const money = (value: number) => toMoney(value, currency);
  return {
    taxName: place.taxName || DEFAULT_TAX_NAME,
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

export async function checkoutSummary(
  context: GatewayContext,
  token: string,
  input: SummaryInput,
): Promise<CheckoutSummary> {
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
    priceCart(context, token, lines, input.coupons, input.paymentMode, prepaid.amount),
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
      couponDiscount: money(totals.lineDiscounts[i] ?? 0),
      total: money(lineTotal(line) - (totals.lineDiscounts[i] ?? 0)),
    })),
    itemCount: cartCount(lines),
    subtotal: money(totals.subtotal),
    couponDiscount: money(totals.couponDiscount),
    prepaidDiscount: money(totals.prepaidDiscount),
    prepaidOffer: money(prepaid.amount),
    shippingCharge: money(totals.shipping),
    amountPayable: money(totals.amountPayable),
    gst: place ? gstBreakdown(totals.amountPayable, currency, place) : null,
    currencySymbol: place?.currencySymbol ?? prepaid.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
    rejectedCoupons: priced.rejected.map(({ index: _index, ...r }) => r),
    deliveryAddress: address,
    delivery: delivery ? withMessage(delivery) : null,
    paymentMode: input.paymentMode,
  };
}
