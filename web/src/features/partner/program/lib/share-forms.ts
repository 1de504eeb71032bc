// The nomination and coupon-share forms (spec section 5): checked in the order the form shows its
// boxes, first problem wins. A nomination goes to an email address (its join link is mailed), a
// coupon to an email address or a 10-digit mobile number; both refuse anything else with the
// spec's 'Please mention correct Email-id or Phone No. '. Pure and tested beside.
import { isEmail, isEmailOrPhone } from '@/lib/contact-shape.ts';
import { RECIPIENT_INVALID_MESSAGE, requiredMessage } from '@/features/partner/program/program-constants.ts';
import {
  isPercentProblem,
  nominationSumProblem,
  parsePercents,
  type PercentField,
  type Percents,
  type PercentTexts,
} from './incentive-rules.ts';

export type NominationValues = PercentTexts & { name: string; email: string };
export type NominationField = 'name' | 'email' | PercentField;
export type FormProblem<F extends string> = { field: F; message: string };

export type NominationInputShape = Percents & { name: string; email: string };

/** The first problem of a nomination, or its input for `sendNomination`. */
export function checkNomination(
  values: NominationValues,
): { problem: FormProblem<NominationField> } | { input: NominationInputShape } {
  if (!values.name.trim()) return { problem: { field: 'name', message: requiredMessage('Name') } };
  if (!isEmail(values.email)) return { problem: { field: 'email', message: RECIPIENT_INVALID_MESSAGE } };
  const percents = parsePercents(values, ['masterPercent', 'generalPercent', 'clientDiscount']);
  if (isPercentProblem(percents)) return { problem: percents };
  const sum = nominationSumProblem(percents);
  if (sum) return { problem: sum };
  return { input: { ...percents, name: values.name.trim(), email: values.email.trim() } };
}

export type CouponShareValues = { recipient: string; name: string; message: string };
export type CouponShareField = keyof CouponShareValues;

/** The first problem of a coupon share, or null. */
export function couponShareProblem(values: CouponShareValues): FormProblem<CouponShareField> | null {
  if (!isEmailOrPhone(values.recipient)) return { field: 'recipient', message: RECIPIENT_INVALID_MESSAGE };
  if (!values.name.trim()) return { field: 'name', message: requiredMessage('Name') };
  if (!values.message.trim()) return { field: 'message', message: requiredMessage('Message') };
  return null;
}
