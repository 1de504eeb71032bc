// Every route of the storefront and the partner portal (both specs' section 2), in one place: a
// pattern for the web's router and an href builder for links, mails and redirects. Patterns match
// case-insensitively in the web's router; hrefs use the specs' spelling.
import { slugify } from './slug.ts';

/** A query value as a form encodes it (spaces as '+'). */
const formValue = (value: string): string => encodeURIComponent(value).replace(/%20/g, '+');

export const paths = {
  home: { pattern: '/', href: (): string => '/' },
  homeAlias: { pattern: '/home', href: (): string => '/home' },
  productList: { pattern: '/category/productlist', href: (): string => '/category/productlist' },
  category: {
    pattern: '/category/:slug',
    href: (slug: string): string => `/category/${encodeURIComponent(slug)}`,
  },
  product: {
    pattern: '/product/:category/:name/:model',
    href: (category: string, name: string, model: string): string =>
      `/product/${encodeURIComponent(category)}/${encodeURIComponent(name)}/${encodeURIComponent(model)}`,
  },
  checkout: { pattern: '/checkoutpage', href: (): string => '/checkoutpage' },
  /** The printable ring sizer of the ring size guide (the shop's own). */
  ringSizer: { pattern: '/ring-sizer', href: (): string => '/ring-sizer' },
  wishlist: { pattern: '/wishlist', href: (): string => '/wishlist' },
  login: { pattern: '/login', href: (): string => '/login' },
  accountLogin: { pattern: '/account/login', href: (): string => '/account/login' },
  register: { pattern: '/register', href: (): string => '/register' },
  resetPassword: {
    pattern: '/reset-password',
    href: (token?: string): string =>
      token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  },
  profile: { pattern: '/profile', href: (): string => '/profile' },
  orderList: { pattern: '/orderlist', href: (): string => '/orderlist' },
  addressList: { pattern: '/addresslist', href: (): string => '/addresslist' },
  orderConfirmation: {
    pattern: '/orderconfirmation/:orderId',
    href: (orderId: string): string => `/orderconfirmation/${encodeURIComponent(orderId)}`,
  },
  /** The shop's own (the order lifecycle): one order's status, timeline, courier and actions. */
  orderTracking: {
    pattern: '/orderconfirmation/:orderId/track',
    href: (orderId: string): string => `/orderconfirmation/${encodeURIComponent(orderId)}/track`,
  },
  productRegistration: { pattern: '/productregistration', href: (): string => '/productregistration' },
  search: {
    pattern: '/search',
    href: (query?: string): string => (query ? `/search?q=${formValue(query)}` : '/search'),
  },
  // Support (the spec's Cancel link says /CustomerSupport: routes match case-insensitively).
  customerSupport: { pattern: '/customersupport', href: (): string => '/customersupport' },
  registerRequest: { pattern: '/registerrequest', href: (): string => '/registerrequest' },
  trackRequest: { pattern: '/trackrequest', href: (): string => '/trackrequest' },
  useProduct: { pattern: '/useproduct', href: (): string => '/useproduct' },
  serviceCentre: { pattern: '/servicecentre', href: (): string => '/servicecentre' },
  // Content
  shipping: { pattern: '/shipping', href: (): string => '/shipping' },
  warranty: { pattern: '/warranty', href: (): string => '/warranty' },
  privacy: { pattern: '/privacy', href: (): string => '/privacy' },
  terms: { pattern: '/terms', href: (): string => '/terms' },
  refund: { pattern: '/refund', href: (): string => '/refund' },
  brand: { pattern: '/brand', href: (): string => '/brand' },
  career: { pattern: '/career', href: (): string => '/career' },
  blog: { pattern: '/blogs/blog/:id', href: (id: string): string => `/blogs/blog/${encodeURIComponent(id)}` },
  notFound: { pattern: '*' },
  // The channel partner portal (spec partner-portal.md section 2). Patterns match case-insensitively,
  // so one pattern covers the spec's aliases (/cp_login, /Cp_login, /CP_Login); hrefs use the spec's
  // spelling. /Home is also the storefront's /home alias: the router shows the CP home while a
  // partner token is stored. /CP/CP_Bank_Details equals /cp/cp_bank_details: the bank details view.
  cp: {
    login: { pattern: '/cp_login', href: (): string => '/cp_login' },
    home: { pattern: '/home', href: (): string => '/Home' },
    cpHome: { pattern: '/cp/cphome', href: (): string => '/CP/CPhome' },
    profileTable: { pattern: '/cp/cp_p_information', href: (): string => '/cp/cp_p_information' },
    personalInformation: { pattern: '/cp/cp_personal_information', href: (): string => '/CP/CP_Personal_Information' },
    bankDetails: { pattern: '/cp/cp_bank_details', href: (): string => '/cp/cp_bank_details' },
    bankDetailsEdit: { pattern: '/cp/bankdetails', href: (): string => '/CP/BankDetails' },
    transactionHistory: { pattern: '/cp/transaction_history', href: (): string => '/cp/transaction_history' },
    incentiveDetails: { pattern: '/cp/incentive_details', href: (): string => '/cp/incentive_details' },
    /** The shop's own (the spec shows none): totals, months, payouts and statements. */
    earnings: { pattern: '/cp/earnings', href: (): string => '/cp/earnings' },
    manageCp: { pattern: '/cp/manage_cp', href: (): string => '/cp/manage_cp' },
    incentiveTable: { pattern: '/cp/incentivetable', href: (): string => '/cp/incentivetable' },
    forgotPassword: {
      pattern: '/cp/forgotpassword',
      href: (token?: string): string =>
        token ? `/cp/forgotpassword?token=${encodeURIComponent(token)}` : '/cp/forgotpassword',
    },
    sharedCoupons: { pattern: '/cp/sharedcoupondetails', href: (): string => '/cp/sharedcoupondetails' },
    shareCoupon: { pattern: '/cp/coupon', href: (): string => '/Cp/Coupon' },
    nominatedCp: { pattern: '/cp/nominatedcp', href: (): string => '/cp/nominatedcp' },
    myNominatedCp: { pattern: '/cp/mynominatedcp', href: (): string => '/cp/mynominatedcp' },
    newNomination: { pattern: '/cp/newnomination', href: (): string => '/CP/NewNomination' },
    registration: {
      pattern: '/cp/registration/:id',
      href: (id: string): string => `/Cp/Registration/${encodeURIComponent(id)}`,
    },
    addCp: { pattern: '/cp/addcp', href: (): string => '/cp/addcp' },
    support: { pattern: '/cp/support', href: (): string => '/cp/support' },
    changePassword: { pattern: '/cp/cpchangepassword', href: (): string => '/cp/cpchangepassword' },
    notifications: { pattern: '/cp/notifications', href: (): string => '/cp/Notifications' },
    resend: { pattern: '/resend', href: (): string => '/Resend' },
    join: { pattern: '/cp/join/:token', href: (token: string): string => `/cp/join/${encodeURIComponent(token)}` },
  },
  // The operator console (the shop's own: the specs show no admin). Its own chunk, under /admin.
  admin: {
    login: {
      pattern: '/admin/login',
      href: (next?: string): string => (next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login'),
    },
    dashboard: { pattern: '/admin', href: (): string => '/admin' },
    orders: { pattern: '/admin/orders', href: (): string => '/admin/orders' },
    order: { pattern: '/admin/orders/:id', href: (id: string): string => `/admin/orders/${encodeURIComponent(id)}` },
    products: { pattern: '/admin/products', href: (): string => '/admin/products' },
    product: {
      pattern: '/admin/products/:id',
      href: (id: string): string => `/admin/products/${encodeURIComponent(id)}`,
    },
    coupons: { pattern: '/admin/coupons', href: (): string => '/admin/coupons' },
    banners: { pattern: '/admin/banners', href: (): string => '/admin/banners' },
    requests: { pattern: '/admin/requests', href: (): string => '/admin/requests' },
    request: {
      pattern: '/admin/requests/:id',
      href: (id: string): string => `/admin/requests/${encodeURIComponent(id)}`,
    },
    registrations: { pattern: '/admin/registrations', href: (): string => '/admin/registrations' },
    reviews: { pattern: '/admin/reviews', href: (): string => '/admin/reviews' },
    customers: { pattern: '/admin/customers', href: (): string => '/admin/customers' },
    customer: {
      pattern: '/admin/customers/:id',
      href: (id: string): string => `/admin/customers/${encodeURIComponent(id)}`,
    },
    refunds: { pattern: '/admin/refunds', href: (): string => '/admin/refunds' },
    gst: { pattern: '/admin/gst', href: (): string => '/admin/gst' },
    partners: { pattern: '/admin/partners', href: (): string => '/admin/partners' },
    partner: {
      pattern: '/admin/partners/:id',
      href: (id: string): string => `/admin/partners/${encodeURIComponent(id)}`,
    },
    payouts: { pattern: '/admin/payouts', href: (): string => '/admin/payouts' },
    payoutRun: {
      pattern: '/admin/payouts/:id',
      href: (id: string): string => `/admin/payouts/${encodeURIComponent(id)}`,
    },
    operators: { pattern: '/admin/operators', href: (): string => '/admin/operators' },
    audit: { pattern: '/admin/audit', href: (): string => '/admin/audit' },
  },
} as const;

/** The slug of the Corporate Gifting category (the 'More' menu links to it). */
export const CORPORATE_GIFTING_SLUG = 'corporate-gifting';

/** /category/{slug} of a category name. */
export function categoryPath(categoryName: string): string {
  return paths.category.href(slugify(categoryName));
}

/** /product/{category slug}/{name slug}/{model slug}. */
export function productPath(product: { categoryName: string; name: string; model: string }): string {
  return paths.product.href(slugify(product.categoryName), slugify(product.name), slugify(product.model));
}

/** The product list screen links to /product/{category slug}/{category slug}/{model slug} (storefront spec section 2). */
export function productListItemPath(item: { categoryName: string; model: string }): string {
  return productPath({ categoryName: item.categoryName, name: item.categoryName, model: item.model });
}

/** An absolute link on the shop's public origin (mails, payment returns): `origin` without its trailing slashes + `path`. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}
