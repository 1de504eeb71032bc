// The content's answers from upstream: each parsed by the zod schema generated from upstream's
// OpenAPI document (generated/upstream/zod.gen.ts) and renamed here to the gateway's models. Every
// HTML string goes through the allow-list sanitiser; links through safeLink.
import { blogPath } from '@shop/commerce/content/static-pages';
import type {
  Blog as BlogWire,
  BlogSummary as BlogSummaryWire,
  SubscriptionDiscount as SubscriptionDiscountWire,
} from '../../generated/upstream/types.gen.ts';
import {
  zGetApiCommonDataGetBlogsByIdResponse,
  zGetApiCommonDataGetBlogsResponse,
  zGetApiCommonDataMainOfferResponse,
  zGetApiCommonDataSubscriptiondiscountResponse,
  zStaticPageHtml,
} from '../../generated/upstream/zod.gen.ts';
import { safeLink, sanitizeHtmlFragment } from '../../rest/safe-html.ts';
import type { Blog, BlogSummary, SubscriptionDiscount } from './models.ts';

/** '' (or blanks) means none. */
const textOrNull = (value: string): string | null => (value.trim() ? value.trim() : null);

const toBlog = (raw: BlogWire): Blog => ({
  id: raw.id,
  title: raw.title,
  subtitle: textOrNull(raw.titledesc),
  contentHtml: sanitizeHtmlFragment(raw.content),
  bannerImageUrl: safeLink(raw.bannerImage),
  link: safeLink(raw.urls),
  path: blogPath(raw.id),
  // A blog without a meta title of its own is titled by its title.
  seo: { title: raw.metaTitle || raw.title, description: raw.metaDescription, keywords: raw.metaKeyword },
});

const toBlogSummary = (raw: BlogSummaryWire): BlogSummary => ({
  id: raw.id,
  title: raw.title,
  subtitle: textOrNull(raw.titledesc),
  bannerImageUrl: safeLink(raw.bannerImage),
  path: blogPath(raw.id),
  publishedOn: textOrNull(raw.published_on),
});

const toSubscriptionDiscount = (raw: SubscriptionDiscountWire): SubscriptionDiscount => ({
  percent: raw.percent,
  validDays: raw.valid_days,
});

/** CommonData/main_offer: HTML strings of the header's rotating offer banner. */
export const offerBannersSchema = zGetApiCommonDataMainOfferResponse.transform((list) =>
  list.map((html) => sanitizeHtmlFragment(html)),
);

/** CommonData/{page} (Terms, Brand, ...: every page the same shape): the page as a JSON string of HTML. */
export const staticPageHtmlSchema = zStaticPageHtml.transform(sanitizeHtmlFragment);

/** CommonData/GetBlogsById. */
export const blogSchema = zGetApiCommonDataGetBlogsByIdResponse.transform(toBlog);

/** CommonData/GetBlogs. */
export const blogListSchema = zGetApiCommonDataGetBlogsResponse.transform((list) => list.map(toBlogSummary));

/** CommonData/subscriptiondiscount: what the subscribe popup's personal code gives. */
export const subscriptionDiscountSchema =
  zGetApiCommonDataSubscriptiondiscountResponse.transform(toSubscriptionDiscount);
