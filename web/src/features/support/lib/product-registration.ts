// Product registration (spec sections 2, 5 and 8): first name, email, mobile and invoice date
// required, a product chosen, the invoice file required (a JPEG, PNG or PDF up to 2 MB, checked
// when chosen). Pure and tested beside; the gateway checks again.
import { EMAIL_INVALID_MESSAGE, PHONE_INVALID_MESSAGE } from '@/lib/constants.ts';
import {
  FIRST_NAME_REQUIRED_MESSAGE,
  FUTURE_DATE_MESSAGE,
  INVOICE_DATE_REQUIRED_MESSAGE,
  INVOICE_REQUIRED_MESSAGE,
  PRODUCT_REQUIRED_MESSAGE,
} from '@/features/support/support-constants.ts';
import { isEmail, isPhone } from '@/lib/contact-shape.ts';

export type RegistrationValues = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  category: string;
  productId: string;
  invoiceDate: string;
  comments: string;
  subscribe: boolean;
};

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  category: '',
  productId: '',
  invoiceDate: '',
  comments: '',
  subscribe: false,
};

export type RegistrationField = keyof RegistrationValues | 'invoiceFile';
export type RegistrationProblem = { field: RegistrationField; message: string };

/** The first problem of the form, in the order the fields are shown, or null. `today` is YYYY-MM-DD. */
export function registrationProblem(
  values: RegistrationValues,
  hasFile: boolean,
  today: string,
): RegistrationProblem | null {
  if (values.firstName.trim() === '') return { field: 'firstName', message: FIRST_NAME_REQUIRED_MESSAGE };
  if (!isEmail(values.email)) return { field: 'email', message: EMAIL_INVALID_MESSAGE };
  if (!isPhone(values.mobile)) return { field: 'mobile', message: PHONE_INVALID_MESSAGE };
  if (values.productId === '')
    return { field: values.category === '' ? 'category' : 'productId', message: PRODUCT_REQUIRED_MESSAGE };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.invoiceDate))
    return { field: 'invoiceDate', message: INVOICE_DATE_REQUIRED_MESSAGE };
  if (values.invoiceDate > today) return { field: 'invoiceDate', message: FUTURE_DATE_MESSAGE };
  if (!hasFile) return { field: 'invoiceFile', message: INVOICE_REQUIRED_MESSAGE };
  return null;
}

/** A local calendar date as YYYY-MM-DD (the date box's value and its latest choice). */
export function localIsoDate(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type ListedProduct = { id: string; categoryName: string; model: string };
type NamedProduct = { id: string; name: string };
export type ProductGroup = { category: string; products: Array<{ id: string; label: string }> };

/** Listed products grouped by category in list order, each named 'Name (MODEL)' when its name is known. */
export function groupProducts(listed: readonly ListedProduct[], named: readonly NamedProduct[]): ProductGroup[] {
  const names = new Map(named.map((p) => [p.id, p.name]));
  const groups = new Map<string, ProductGroup>();
  for (const product of listed) {
    let group = groups.get(product.categoryName);
    if (!group) {
      group = { category: product.categoryName, products: [] };
      groups.set(product.categoryName, group);
    }
    const name = names.get(product.id);
    group.products.push({ id: product.id, label: name ? `${name} (${product.model})` : product.model });
  }
  return [...groups.values()];
}
