// zod schemas of the content endpoints (upstream/README.md, "Content and after-sales contract").
import { z } from 'zod';

export const StaticPageHtml = z.string().describe('The page as HTML (a JSON string)');

export const Blog = z.object({
  id: z.number().int(),
  title: z.string(),
  titledesc: z.string(),
  content: z.string().describe('HTML'),
  bannerImage: z.string().describe('Root-relative URL of the banner picture'),
  urls: z.string().describe("The blog's link: a storefront path"),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeyword: z.string(),
  published_on: z.string().describe('Additive: YYYY-MM-DD'),
});

export const BlogSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  titledesc: z.string(),
  bannerImage: z.string(),
  published_on: z.string(),
});

export const SubscriptionDiscount = z.object({
  percent: z.number().describe("Percent off that the popup's personal code gives"),
  valid_days: z.number().int().describe('Days the code stays valid'),
});

export const SubscribePopupBody = z.object({
  name: z.string().max(1000).optional(),
  email: z.string().max(1000).optional(),
  phone: z.string().max(1000).optional(),
});

export const SubscribeMailBody = z.object({ emailid: z.string().max(1000).optional() });

export const MessageBody = z.object({ message: z.string() });
