// Product registration's values and the screen's product list. The checks are
// @shop/commerce/support/product-registration's (the gateway checks the same again), worded by
// SUPPORT_ERRORS; the invoice file's type and size are checked when it is chosen.
import { checkProductRegistration } from '@shop/commerce/support/product-registration';
import { SUPPORT_ERRORS } from '@shop/commerce/support/messages';

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

/**
 * The first problem of the form, in the order the fields are shown, or null; a missing product
 * points at the category while none is chosen. `today` is the shop's date (shopDate), YYYY-MM-DD.
 */
export function registrationProblem(
  values: RegistrationValues,
  hasFile: boolean,
  today: string,
): RegistrationProblem | null {
  const problem = checkProductRegistration(values, { today, hasInvoiceFile: hasFile });
  if (!problem) return null;
  const field = problem.field === 'productId' && values.category === '' ? 'category' : problem.field;
  return { field, message: SUPPORT_ERRORS[problem.key].message };
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
