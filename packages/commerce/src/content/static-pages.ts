// The static content pages (storefront spec sections 2 and 7): each kind with its heading and its
// route, and the route of a blog. Routes come from paths.ts.
import { paths } from '../paths.ts';

export const STATIC_PAGE_KINDS = [
  'SHIPPING_POLICY',
  'BRAND',
  'CAREER',
  'PRIVACY_POLICY',
  'REFUND_POLICY',
  'WARRANTY_POLICY',
  'TERMS',
] as const;
export type StaticPageKind = (typeof STATIC_PAGE_KINDS)[number];

export const STATIC_PAGES: Readonly<Record<StaticPageKind, { title: string; path: string }>> = {
  SHIPPING_POLICY: { title: 'Shipping Policy', path: paths.shipping.href() },
  BRAND: { title: 'The Brand', path: paths.brand.href() },
  CAREER: { title: 'Career', path: paths.career.href() },
  PRIVACY_POLICY: { title: 'Privacy Policy', path: paths.privacy.href() },
  REFUND_POLICY: { title: 'Refund Policy', path: paths.refund.href() },
  WARRANTY_POLICY: { title: 'Warranty Policy', path: paths.warranty.href() },
  TERMS: { title: 'Terms and Conditions', path: paths.terms.href() },
};

/** /blogs/blog/{id}. */
export function blogPath(id: number): string {
  return paths.blog.href(String(id));
}
