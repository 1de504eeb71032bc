// Every route of the storefront, in one place. Route patterns for the router, builders for links.

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
  login: { pattern: '/login', href: (): string => '/login' },
  accountLogin: { pattern: '/account/login', href: (): string => '/account/login' },
  register: { pattern: '/register', href: (): string => '/register' },
  resetPassword: {
    pattern: '/reset-password',
    href: (token?: string): string => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
  },
  profile: { pattern: '/profile', href: (): string => '/profile' },
  orderList: { pattern: '/orderlist', href: (): string => '/orderlist' },
  addressList: { pattern: '/addresslist', href: (): string => '/addresslist' },
  orderConfirmation: {
    pattern: '/orderconfirmation/:orderId',
    href: (orderId: string): string => `/orderconfirmation/${encodeURIComponent(orderId)}`,
  },
  productRegistration: { pattern: '/productregistration', href: (): string => '/productregistration' },
  search: {
    pattern: '/search',
    href: (query?: string): string => (query ? `/search?${new URLSearchParams({ q: query }).toString()}` : '/search'),
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
} as const;

/** The slug of the Corporate Gifting category (the 'More' menu links to it). */
export const CORPORATE_GIFTING_SLUG = 'corporate-gifting';
