// The subscribe popup's form (spec section 5): name, email, and a phone of exactly 10 digits; and
// the newsletter's email. Pure; the message to show, or null when the form is fine.
import { CONTENT_MESSAGES as M, SUBSCRIBER_NAME_MAX_LENGTH } from './content-constants.ts';
import { isEmail } from './contact.ts';

/** Spec section 5: the popup's phone has exactly 10 characters (digits). */
const POPUP_PHONE_PATTERN = /^\d{10}$/;

export interface PopupForm {
  name: string;
  email: string;
  phone: string;
}

export function checkPopupForm(form: PopupForm): string | null {
  const name = form.name.trim();
  if (name === '' || name.length > SUBSCRIBER_NAME_MAX_LENGTH) return M.nameRequired;
  if (!isEmail(form.email.trim())) return M.badEmail;
  if (!POPUP_PHONE_PATTERN.test(form.phone.trim())) return M.popupPhone;
  return null;
}

export function checkNewsletterEmail(email: string): string | null {
  return isEmail(email.trim()) ? null : M.badEmail;
}
