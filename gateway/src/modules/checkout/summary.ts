// The checkout summary of the viewer's server cart: the priced checkout's figures (pricing.ts) as
// Money, and deliverability at the delivery address (the input's, else the primary one). The
// deliverability of a chosen address is asked in round 1, beside the pricing's calls; that of the
// primary address once the addresses are known, beside the pincode details.
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import { toMoney } from '@shop/commerce/money';
import type { z } from 'zod';
import type { GatewayContext } from '../../context.ts';
import type { checkoutSummaryInput } from './inputs.ts';
import type { AppliedCoupon, CheckoutSummary, DeliveryCheck, GstBreakdown } from './models.ts';
import { deliveryAddressOf, priceCheckout } from './pricing.ts';
import type { GstFigures, PricedCoupon } from '@shop/commerce/checkout/checkout-figures';

type SummaryInput = z.output<typeof checkoutSummaryInput>;

const withMessage = (check: DeliveryCheck) => ({
  ...check,
  message: check.deliverable ? null : CHECKOUT_ERRORS.notDeliverable.message,
});

/** Deliverability at the address the checkout is for; null without one (or when it is not the viewer's). */
async function deliveryAt(context: GatewayContext, token: string, chosenId: number | null) {
  const { loaders } = context;
  const early = chosenId === null ? null : loaders.checkout.delivery.load({ token, addressId: chosenId });
  // Not awaited when the address turns out not to be the viewer's: mark a failure as handled.
  early?.catch(() => undefined);
  const addresses = await loaders.checkout.deliveryAddresses.load(token);
  const address = addresses ? deliveryAddressOf(addresses, chosenId) : null;
  if (!address) return null;
  return early ?? loaders.checkout.delivery.load({ token, addressId: address.id });
}

export async function checkoutSummary(
  context: GatewayContext,
  token: string,
  input: SummaryInput,
): Promise<CheckoutSummary> {
  const [priced, delivery] = await Promise.all([
    priceCheckout(context, token, input),
    deliveryAt(context, token, input.deliveryAddressId),
  ]);
  const { figures } = priced;
  const money = (value: number) => toMoney(value, figures.currency);
  const applied = (c: PricedCoupon): AppliedCoupon => ({
    code: c.code,
    productId: c.productId,
    colorId: c.colorId,
    percent: c.percent,
    discount: money(c.discount),
    description: c.description || null,
  });
  const gst = (g: GstFigures): GstBreakdown => ({
    taxName: g.taxName,
    percent: g.percent,
    taxableAmount: money(g.taxable),
    taxAmount: money(g.tax),
    cgst: g.cgst === null ? null : money(g.cgst),
    sgst: g.sgst === null ? null : money(g.sgst),
    igst: g.igst === null ? null : money(g.igst),
    interState: g.interState,
    sellerState: g.sellerState,
    placeOfSupply: g.placeOfSupply,
  });
  return {
    lines: priced.lines.map((line, i) => {
      const figure = figures.lines[i];
      return {
        line,
        coupons: (figure?.coupons ?? []).map(applied),
        couponDiscount: money(figure?.couponDiscount ?? 0),
        total: money(figure?.total ?? 0),
      };
    }),
    itemCount: figures.itemCount,
    subtotal: money(figures.subtotal),
    couponDiscount: money(figures.couponDiscount),
    prepaidDiscount: money(figures.prepaidDiscount),
    prepaidOffer: money(figures.prepaidOffer),
    shippingCharge: money(figures.shipping),
    amountPayable: money(figures.amountPayable),
    gst: figures.gst ? gst(figures.gst) : null,
    currencySymbol: figures.currencySymbol,
    rejectedCoupons: figures.rejected.map((r) => ({
      code: r.code,
      productId: r.productId,
      colorId: r.colorId,
      message: r.refusal.message,
      reason: r.refusal.code,
    })),
    deliveryAddress: priced.deliveryAddress,
    delivery: delivery ? withMessage(delivery) : null,
    paymentMode: input.paymentMode,
  };
}
