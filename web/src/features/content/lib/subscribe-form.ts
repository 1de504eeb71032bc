// The subscribe popup's checks as the popup words them: @shop/commerce/content/subscription-forms
// with the messages of CONTENT_ERRORS (the gateway checks the same again).
import { CONTENT_ERRORS } from '@shop/commerce/content/messages';
import { checkPopupForm, type PopupFields } from '@shop/commerce/content/subscription-forms';

export type PopupProblem = { field: keyof PopupFields; message: string };

/** The first problem of the popup form, or null. */
export function popupProblem(fields: PopupFields): PopupProblem | null {
  const problem = checkPopupForm(fields);
  return problem ? { field: problem.field, message: CONTENT_ERRORS[problem.key].message } : null;
}
