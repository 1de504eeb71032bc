// The subscribe popup's form (storefront spec section 5: name, email and phone required, the phone
// exactly 10 characters) and the newsletter's one email box. Each answers null or the refusal.
import { isEmail, isPhone } from '../contact.ts';
import { SUBSCRIBER_NAME_MAX_LENGTH } from './limits.ts';
import type { ContentErrorKey } from './messages.ts';

export interface PopupFields {
  name: string;
  email: string;
  phone: string;
}
export type PopupProblem = { field: keyof PopupFields; key: ContentErrorKey };

/** A subscriber's name: required, at most 120 characters (trimmed). */
export function checkSubscriberName(name: string): ContentErrorKey | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameRequired';
  return trimmed.length > SUBSCRIBER_NAME_MAX_LENGTH ? 'nameTooLong' : null;
}

/** The first problem of the popup form, in the order it shows its fields, or null. */
export function checkPopupForm(fields: PopupFields): PopupProblem | null {
  const name = checkSubscriberName(fields.name);
  if (name) return { field: 'name', key: name };
  if (!isEmail(fields.email)) return { field: 'email', key: 'emailInvalid' };
  if (!isPhone(fields.phone)) return { field: 'phone', key: 'popupPhone' };
  return null;
}

export function checkNewsletterEmail(email: string): ContentErrorKey | null {
  return isEmail(email) ? null : 'emailInvalid';
}
