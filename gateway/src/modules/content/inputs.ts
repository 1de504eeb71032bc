// zod schemas of the content arguments. The rules and their refusals are
// @shop/commerce/content (subscription-forms.ts, messages.ts); a refusal becomes a userError on its
// argument's field through validateInput.
import { isEmail, isPhone } from '@shop/commerce/contact';
import { CONTENT_ERRORS as E, type ContentErrorKey } from '@shop/commerce/content/messages';
import { checkNewsletterEmail, checkPopupForm, checkSubscriberName } from '@shop/commerce/content/subscription-forms';
import { z } from 'zod';
import { checked, refuse } from '../../graphql/user-errors.ts';

const rule = (check: (value: string) => ContentErrorKey | null) => checked(check, E, z.string().trim());

export const newsletterEmailInput = rule(checkNewsletterEmail);

/** The popup's fields, each checked on its own so that every wrong one is named; the form's rule after. */
export const popupInput = z
  .object({
    name: rule(checkSubscriberName),
    email: rule((email) => (isEmail(email) ? null : 'emailInvalid')),
    phone: rule((phone) => (isPhone(phone) ? null : 'popupPhone')),
  })
  .superRefine((value, ctx) => {
    const problem = checkPopupForm(value);
    if (problem) refuse(ctx, E[problem.key], [problem.field]);
  });

/** A blog id from the route; anything else names no blog. */
export const blogIdInput = z.coerce.number().int().positive().max(999_999_999);
