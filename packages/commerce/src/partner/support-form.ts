// The portal's support form (spec sections 2 and 5): cpname, cpsurname, emailid (an email) and
// message, all required, checked in the order of the form.
import { isEmail } from '../contact.ts';
import { PARTNER_TEXT_LIMITS as LIMITS } from './limits.ts';
import { Problems, textProblem, type FormCheck } from './form-fields.ts';

export interface SupportForm {
  name: string;
  surname: string;
  email: string;
  message: string;
}

export type SupportField = keyof SupportForm;

/** The form trimmed, the email lowercased; or one problem per field. */
export function checkSupportForm(form: SupportForm): FormCheck<SupportForm, SupportField> {
  const problems = new Problems<SupportField>();
  problems.add('name', textProblem(form.name, { max: LIMITS.name, tooLong: 'nameTooLong', required: 'nameRequired' }));
  problems.add(
    'surname',
    textProblem(form.surname, { max: LIMITS.surname, tooLong: 'surnameTooLong', required: 'surnameRequired' }),
  );
  const email = form.email.trim();
  if (email === '') problems.add('email', 'emailIdRequired');
  else if (!isEmail(email)) problems.add('email', 'email');
  problems.add(
    'message',
    textProblem(form.message, { max: LIMITS.message, tooLong: 'messageTooLong', required: 'messageRequired' }),
  );
  return problems.answer(() => ({
    name: form.name.trim(),
    surname: form.surname.trim(),
    email: email.toLowerCase(),
    message: form.message.trim(),
  }));
}
