// Property: over random carts (several lines, sizes of one product and colour on several lines,
// prices with paise, 0-3 coupons per product and colour within the shop's limits, prepaid or not),
// the coupon discount shown at checkout (each coupon's figure), the discount stored with the order
// (each line's share) and the invoice (its rows and totals) agree to the paisa.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPaise, toPaise } from '../money.ts';
import { couponLimitBreaches } from './coupons.ts';
import { MAX_LINE_DISCOUNT_PERCENT } from './limits.ts';
import { couponDiscountOnCart, orderItemTotal, orderTotals, type AppliedCoupon, type OrderLine } from './pricing.ts';

const paise = (min: number, max: number) => fc.integer({ min, max }).map(fromPaise);
/** A percent with up to 2 decimals. */
const percent = fc.integer({ min: 1, max: 5000 }).map((hundredths) => hundredths / 100);

const group = fc.record({
  unitPrice: paise(1, 25_000_000),
  quantities: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }),
  offer: fc.option(paise(1, 99_900), { nil: undefined }),
  percents: fc.array(percent, { minLength: 0, maxLength: 3 }),
});

const cart = fc.record({
  groups: fc.array(group, { minLength: 1, maxLength: 4 }),
  prepaid: fc.boolean(),
  prepaidOffer: paise(0, 50_000),
  shipping: paise(0, 10_000),
});

type CartInput = typeof cart extends fc.Arbitrary<infer T> ? T : never;

function build(input: CartInput): { lines: OrderLine[]; coupons: AppliedCoupon[] } {
  const lines: OrderLine[] = [];
  const wanted: Array<AppliedCoupon & { partner: boolean }> = [];
  input.groups.forEach((g, gi) => {
    const ref = { productId: 100 + gi, colorId: 1000 + gi };
    for (const quantity of g.quantities) {
      lines.push({ ...ref, unitPrice: g.unitPrice, quantity, offerProducts: g.offer ? [{ price: g.offer }] : [] });
    }
    g.percents.forEach((p, ci) => wanted.push({ ...ref, code: `C${gi}-${ci}`, percent: p, partner: false }));
  });
  // Only the coupons the shop's limits accept reach an order.
  const refused = new Set(couponLimitBreaches(wanted, MAX_LINE_DISCOUNT_PERCENT).map((b) => b.coupon));
  return { lines, coupons: wanted.filter((c) => !refused.has(c)).map(({ partner: _partner, ...c }) => c) };
}

const sumPaise = (amounts: readonly number[]) => amounts.reduce((sum, a) => sum + toPaise(a), 0);

describe('one rounding of coupon discounts (property)', () => {
  it('shows, stores and invoices the same discount and amount to the paisa', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const { lines, coupons } = build(input);
        const totals = orderTotals({
          lines,
          coupons,
          prepaid: input.prepaid,
          prepaidDiscount: input.prepaidOffer,
          shipping: input.shipping,
          taxPercent: 18,
          interState: false,
        });
        // Shown at checkout: each coupon's figure on the cart; their sum is the coupon discount.
        const shown = coupons.map((c) => couponDiscountOnCart(lines, c, c.percent));
        expect(totals.coupons.map((c) => c.discount)).toEqual(shown);
        expect(toPaise(totals.couponDiscount)).toBe(sumPaise(shown));
        // Stored: each line's share; the shares of a coupon add up to its figure.
        expect(sumPaise(totals.lines.map((l) => l.couponDiscount))).toBe(toPaise(totals.couponDiscount));
        coupons.forEach((c, i) => {
          const shares = totals.lines.flatMap((l) => l.coupons.filter((s) => s.code === c.code).map((s) => s.discount));
          expect(sumPaise(shares)).toBe(toPaise(shown[i] ?? 0));
        });
        // Invoiced: rows of units x price less the stored share, offer products at their price,
        // less the prepaid discount, plus shipping: the amount charged.
        const rows = lines.flatMap((line, i) => [
          orderItemTotal(line.quantity, line.unitPrice, totals.lines[i]?.couponDiscount ?? 0),
          ...line.offerProducts.map((o) => orderItemTotal(line.quantity, o.price, 0)),
        ]);
        for (const [i, line] of totals.lines.entries()) {
          expect(line.couponDiscount).toBeLessThanOrEqual(line.subtotal);
          expect(line.total).toBe(fromPaise(toPaise(line.subtotal) - toPaise(totals.lines[i]?.couponDiscount ?? 0)));
        }
        const invoiced = sumPaise(rows) - toPaise(totals.prepaidDiscount) + toPaise(totals.shipping);
        expect(invoiced).toBe(toPaise(totals.amount));
        expect(sumPaise(rows)).toBe(toPaise(totals.subtotal) - toPaise(totals.couponDiscount));
      }),
      { numRuns: 500 },
    );
  });
});
