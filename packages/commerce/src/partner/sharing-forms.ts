// The nomination and coupon-share forms (spec section 5), in the order of the form, one problem per
// field. A nomination: the nominee's name, an email (the join link is mailed), the three
// percentages, which may add up to 35 at most ('max discount is 35%'), and an optional message. A
// coupon share: the recipient (an email or a 10-digit number, else 'Please mention correct Email-id
// or Phone No. '), the recipient's name and an optional message.
import type { Contact } from '../contact.ts';
import { PARTNER_TEXT_LIMITS as LIMITS } from './limits.ts';
import { PERCENT_FIELDS } from './levels.ts';
import { Problems, textProblem, type FormCheck } from './form-fields.ts';
import { checkNominationRates, type IncentiveRates } from './incentive-table.ts';
import { readPercentBoxes } from './percent-input.ts';
import { parseCouponRecipient, parseNomineeEmail } from './recipients.ts';

export interface NominationForm {
  name: string;
  email: string;
  masterPercent: unknown;
  generalPercent: unknown;
  clientDiscount: unknown;
  message?: string;
}

export type NominationField = 'name' | 'email' | 'masterPercent' | 'generalPercent' | 'clientDiscount' | 'message';

export type Nomination = IncentiveRates & { name: string; email: string; message: string };

export function checkNomination(form: NominationForm): FormCheck<Nomination, NominationField> {
  const problems = new Problems<NominationField>();
  problems.add('name', textProblem(form.name, { max: LIMITS.name, tooLong: 'nameTooLong', required: 'nameRequired' }));
  const email = parseNomineeEmail(form.email);
  if (email === null) problems.add('email', 'recipient');
  const percents = readPercentBoxes(form, PERCENT_FIELDS, 'required');
  if (!percents.ok) problems.add(percents.problem.field, percents.problem.key);
  else problems.add('clientDiscount', checkNominationRates(percents.value));
  const message = form.message ?? '';
  problems.add('message', textProblem(message, { max: LIMITS.message, tooLong: 'messageTooLong' }));
  return problems.answer(() => ({
    ...(percents.ok ? percents.value : { masterPercent: 0, generalPercent: 0, clientDiscount: 0 }),
    name: form.name.trim(),
    email: email ?? '',
    message: message.trim(),
  }));
}

export interface CouponShareForm {
  recipient: string;
  name: string;
  message?: string;
}

export type CouponShareField = keyof CouponShareForm;

export type CouponShare = { recipient: Contact; name: string; message: string };

export function checkCouponShare(form: CouponShareForm): FormCheck<CouponShare, CouponShareField> {
  const problems = new Problems<CouponShareField>();
  const recipient = parseCouponRecipient(form.recipient);
  if (recipient === null) problems.add('recipient', 'recipient');
  problems.add('name', textProblem(form.name, { max: LIMITS.name, tooLong: 'nameTooLong', required: 'nameRequired' }));
  const message = form.message ?? '';
  problems.add('message', textProblem(message, { max: LIMITS.message, tooLong: 'messageTooLong' }));
  return problems.answer(() => ({
    recipient: recipient ?? { kind: 'email', value: '' },
    name: form.name.trim(),
    message: message.trim(),
  }));
}
