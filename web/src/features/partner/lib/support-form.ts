// The CP support form (spec sections 2 and 5): cpname, cpsurname, emailid (an email) and message,
// all required; checked in the order of the form before sending (the server checks them again).
import { isEmail } from '@/lib/contact-shape.ts';
import type { FieldMessage } from '@/lib/user-errors.ts';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MESSAGE_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  SURNAME_REQUIRED_MESSAGE,
} from '@/features/partner/partner-constants.ts';

export type SupportValues = { name: string; surname: string; email: string; message: string };

export function supportProblem(values: SupportValues): FieldMessage | null {
  if (values.name.trim() === '') return { field: 'name', message: NAME_REQUIRED_MESSAGE };
  if (values.surname.trim() === '') return { field: 'surname', message: SURNAME_REQUIRED_MESSAGE };
  if (values.email.trim() === '') return { field: 'email', message: EMAIL_REQUIRED_MESSAGE };
  if (!isEmail(values.email.trim())) return { field: 'email', message: EMAIL_INVALID_MESSAGE };
  if (values.message.trim() === '') return { field: 'message', message: MESSAGE_REQUIRED_MESSAGE };
  return null;
}

export function supportInput(values: SupportValues): SupportValues {
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
}
