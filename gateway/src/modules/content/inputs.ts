// zod schemas of the content arguments: expected mistakes become userErrors through validateInput.
import { z } from 'zod';
import { isEmail } from '../account/rules.ts';
import { CONTENT_ERRORS as E, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, POPUP_PHONE_PATTERN } from './constants.ts';

export const newsletterEmailInput = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, E.emailInvalid.message)
  .refine(isEmail, E.emailInvalid.message);

export const popupInput = z.object({
  name: z.string().trim().min(1, E.nameRequired.message).max(NAME_MAX_LENGTH, E.nameTooLong.message),
  email: newsletterEmailInput,
  phone: z.string().trim().regex(POPUP_PHONE_PATTERN, E.popupPhone.message),
});

/** A blog id from the route; anything else names no blog. */
export const blogIdInput = z.coerce.number().int().positive().max(999_999_999);
