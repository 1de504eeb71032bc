// Product registration (storefront spec sections 2, 5 and 8): first name, email, mobile, a product
// and the invoice date required, the invoice date a real date and not after today (the shop's
// calendar), the invoice file required (its type and size are files.ts's); last name and comments
// optional, each text at most its limit.
import { isEmail, isPhone } from '../contact.ts';
import { checkText, isSupportId, type SupportProblem } from './fields.ts';
import { isCalendarDate } from '../shop-time.ts';
import type { SupportErrorKey } from './messages.ts';

export interface ProductRegistrationFields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  productId: string;
  /** YYYY-MM-DD. */
  invoiceDate: string;
  comments: string;
}
export type ProductRegistrationField = keyof ProductRegistrationFields | 'invoiceFile';

function checkInvoiceDate(value: string, today: string): SupportErrorKey | null {
  const date = value.trim();
  if (date === '') return 'invoiceDateRequired';
  if (!isCalendarDate(date)) return 'dateInvalid';
  return date > today ? 'futureDate' : null;
}

/**
 * The first problem in the order the form shows its fields (the invoice file comes after the date,
 * the comments last), or null. `today` is the shop's date (shopDate), YYYY-MM-DD.
 */
export function checkProductRegistration(
  fields: ProductRegistrationFields,
  options: { today: string; hasInvoiceFile: boolean },
): SupportProblem<ProductRegistrationField> | null {
  const checks: ReadonlyArray<readonly [ProductRegistrationField, () => SupportErrorKey | null]> = [
    ['firstName', () => checkText('firstName', fields.firstName)],
    ['lastName', () => checkText('lastName', fields.lastName)],
    ['email', () => (isEmail(fields.email) ? null : 'emailInvalid')],
    ['mobile', () => (isPhone(fields.mobile) ? null : 'phoneInvalid')],
    ['productId', () => (isSupportId(fields.productId) ? null : 'product')],
    ['invoiceDate', () => checkInvoiceDate(fields.invoiceDate, options.today)],
    ['invoiceFile', () => (options.hasInvoiceFile ? null : 'invoiceRequired')],
    ['comments', () => checkText('comments', fields.comments)],
  ];
  for (const [field, check] of checks) {
    const key = check();
    if (key) return { field, key };
  }
  return null;
}
