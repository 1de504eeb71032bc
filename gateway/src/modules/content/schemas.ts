// The content REST shapes (upstream/README.md, "Content and after-sales contract"), parsed,
// renamed and sanitised to the gateway's models in this one place. Every HTML string goes through
// the allow-list sanitiser; links through safeLink.
import { blogPath } from '@shop/commerce/content/static-pages';
import { z } from 'zod';
import { safeLink, sanitizeHtmlFragment } from '../../rest/safe-html.ts';
import type { Blog, BlogSummary, SubscriptionDiscount } from './models.ts';

const id = z.number().int();
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));
const safeHtml = z.string().transform(sanitizeHtmlFragment);

/** CommonData/main_offer: HTML strings of the header's rotating offer banner. */
export const offerBannersSchema = z.array(safeHtml);

/** CommonData/{page}: the page as a JSON string of HTML. */
export const staticPageHtmlSchema = safeHtml;

export const blogSchema = z
  .object({
    id,
    title: z.string(),
    titledesc: optionalText,
    content: text.transform(sanitizeHtmlFragment),
    bannerImage: optionalText,
    urls: optionalText,
    metaTitle: text,
    metaDescription: text,
    metaKeyword: text,
  })
  .transform((raw): Blog => ({
    id: raw.id,
    title: raw.title,
    subtitle: raw.titledesc,
    contentHtml: raw.content,
    bannerImageUrl: safeLink(raw.bannerImage),
    link: safeLink(raw.urls),
    path: blogPath(raw.id),
    seo: { title: raw.metaTitle || raw.title, description: raw.metaDescription, keywords: raw.metaKeyword },
  }));

export const blogListSchema = z.array(
  z
    .object({ id, title: z.string(), titledesc: optionalText, bannerImage: optionalText, published_on: optionalText })
    .transform((raw): BlogSummary => ({
      id: raw.id,
      title: raw.title,
      subtitle: raw.titledesc,
      bannerImageUrl: safeLink(raw.bannerImage),
      path: blogPath(raw.id),
      publishedOn: raw.published_on,
    })),
);

export const subscriptionDiscountSchema = z
  .object({ percent: z.number().nonnegative(), valid_days: z.number().int().nonnegative() })
  .transform((raw): SubscriptionDiscount => ({ percent: raw.percent, validDays: raw.valid_days }));
