// The CP support form (spec sections 2 and 5) on @shop/commerce's rule: cpname, cpsurname, emailid
// (an email) and message, all required, checked in the order of the form before sending.
import { checkSupportForm, type SupportField, type SupportForm } from '@shop/commerce/partner/support-form';
import { firstProblem, type FormProblem } from './partner-problem.ts';

export type SupportValues = SupportForm;

/** The first problem of the form, or null. */
export function supportProblem(values: SupportValues): FormProblem<SupportField> | null {
  const check = checkSupportForm(values);
  return check.ok ? null : firstProblem(check.problems);
}

export function supportInput(values: SupportValues): SupportValues {
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
}
