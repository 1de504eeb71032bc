// The nomination and coupon-share forms (spec section 5) on @shop/commerce's rules: the first
// problem in the order of the form's boxes, or the mutation's input. A nomination goes to an email
// address (its join link is mailed), a coupon to an email address or a 10-digit mobile number; both
// refuse anything else with the spec's 'Please mention correct Email-id or Phone No. '.
import type { Percents, PercentTexts } from '@shop/commerce/partner/percent-input';
import {
  checkCouponShare,
  checkNomination as checkNominationRule,
  type CouponShareField,
  type NominationField,
} from '@shop/commerce/partner/sharing-forms';
import { firstProblem, problemOf, type FormProblem } from '@/features/partner/lib/partner-problem.ts';

export type NominationValues = PercentTexts & { name: string; email: string };
export type NominationInputShape = Percents & { name: string; email: string };

/** The first problem of a nomination (the form has no message box), or its input for `sendNomination`. */
export function checkNomination(
  values: NominationValues,
): { problem: FormProblem<NominationField> } | { input: NominationInputShape } {
  const check = checkNominationRule(values);
  if (!check.ok) return { problem: problemOf(check.problems[0]!) };
  const { name, email, masterPercent, generalPercent, clientDiscount } = check.value;
  return { input: { name, email, masterPercent, generalPercent, clientDiscount } };
}

export type CouponShareValues = { recipient: string; name: string; message: string };

/** The first problem of a coupon share, or null. */
export function couponShareProblem(values: CouponShareValues): FormProblem<CouponShareField> | null {
  const check = checkCouponShare(values);
  return check.ok ? null : firstProblem(check.problems);
}
