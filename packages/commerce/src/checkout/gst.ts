// The tax-inclusive GST split (storefront spec section 9): tax = amount x percent / (100 + percent)
// and basic = amount - tax, both to the paisa by the one rounding rule. Inside the seller's state the
// tax is CGST + SGST, the halves, CGST taking the odd paisa; elsewhere the whole tax is IGST.
import { fromPaise, toPaise } from '../money.ts';
import { roundPercent } from '../percent.ts';
import { divideRounded, toHundredths } from '../rounding.ts';
import { SELLER_STATE } from '../company.ts';

export interface GstSplit {
  percent: number;
  /** amount - tax */
  taxable: number;
  /** amount x percent / (100 + percent), to the paisa */
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
  interState: boolean;
}

/** True when the delivery state is not the seller's (IGST); names compare without case or blanks. */
export function isInterState(deliveryState: string, sellerState: string = SELLER_STATE): boolean {
  return deliveryState.trim().toLowerCase() !== sellerState.trim().toLowerCase();
}

export function gstSplit(amount: number, percent: number, interState: boolean): GstSplit {
  const amountPaise = toPaise(amount);
  const hundredths = toHundredths(percent);
  const taxPaise = hundredths > 0 ? divideRounded(amountPaise * hundredths, 100 * 100 + hundredths) : 0;
  const cgstPaise = interState ? 0 : Math.ceil(taxPaise / 2);
  return {
    percent: roundPercent(percent),
    taxable: fromPaise(amountPaise - taxPaise),
    tax: fromPaise(taxPaise),
    cgst: fromPaise(cgstPaise),
    sgst: fromPaise(interState ? 0 : taxPaise - cgstPaise),
    igst: interState ? fromPaise(taxPaise) : 0,
    interState,
  };
}
