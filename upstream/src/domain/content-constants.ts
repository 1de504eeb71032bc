// Upstream's own content settings: the REST names and stored slugs of the static pages, blog
// banners, the subscribe popup's discount code, and the mails it sends (spec sections 7 to 9, and
// the shop's own choices; upstream/README.md). The content rules and messages every part shares are
// in @shop/commerce/content.

/** The static pages: the path name of GET /api/CommonData/{name} -> the stored page's slug. */
export const STATIC_PAGE_ROUTES = {
  Shipping_Policy: 'shipping-policy',
  Brand: 'brand',
  Career: 'career',
  Privacy_Policy: 'privacy-policy',
  Refund_Policy: 'refund-policy',
  Warrenty: 'warranty',
  Terms: 'terms',
} as const;
export type StaticPageRoute = keyof typeof STATIC_PAGE_ROUTES;
export type StaticPageSlug = (typeof STATIC_PAGE_ROUTES)[StaticPageRoute];

export const BLOG_BANNER_PREFIX = '/images/blogs/';
export const blogBannerUrl = (id: number): string => `${BLOG_BANNER_PREFIX}${id}.svg`;

/** The popup's personal code: percent off, days valid, single use, one per email. */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 10;
export const SUBSCRIPTION_CODE_VALID_DAYS = 30;
export const SUBSCRIPTION_CODE_MAX_USES = 1;
export const SUBSCRIPTION_CODE_PREFIX = 'WELCOME';
export const SUBSCRIPTION_CODE_SOURCE = 'popup';

export const NEWSLETTER_MAIL_SUBJECT = 'Welcome to the Lumen newsletter';
export const POPUP_MAIL_SUBJECT = 'Your Lumen discount code';

export function newsletterMailBody(): string {
  return [
    'Thank you for subscribing to the Lumen newsletter.',
    'You will hear from us about new launches, offers and tips for your devices, about twice a month.',
    'To stop receiving it, reply to this mail with "unsubscribe".',
  ].join('\n\n');
}

export function popupMailBody(name: string, code: string, percent: number, validTo: string): string {
  return [
    `Hi ${name},`,
    `Thank you for subscribing to Lumen. Here is your personal discount code: ${code}`,
    `It gives ${percent}% off one order and is valid until ${validTo.slice(0, 10)}. Enter it at checkout.`,
    'Team Lumen',
  ].join('\n\n');
}
