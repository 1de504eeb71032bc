// The subscribe popup's checks (spec section 5): name, email and phone required, the phone exactly
// 10 digits. Pure and tested beside; the gateway checks the same again.
import { EMAIL_INVALID_MESSAGE, NAME_REQUIRED_MESSAGE } from '@/lib/constants.ts';
import { POPUP_PHONE_MESSAGE } from '@/features/content/content-constants.ts';
import { isEmail, isPhone } from '@/lib/contact-shape.ts';

export type PopupFields = { name: string; email: string; phone: string };
export type PopupProblem = { field: keyof PopupFields; message: string };

/** The first problem of the popup form, or null. */
export function popupProblem(fields: PopupFields): PopupProblem | null {
  if (fields.name.trim() === '') return { field: 'name', message: NAME_REQUIRED_MESSAGE };
  if (!isEmail(fields.email)) return { field: 'email', message: EMAIL_INVALID_MESSAGE };
  if (!isPhone(fields.phone)) return { field: 'phone', message: POPUP_PHONE_MESSAGE };
  return null;
}
