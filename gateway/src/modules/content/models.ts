// The gateway's content models: upstream shapes after zod parsed, renamed and sanitised them
// (mapping.ts). They match the GraphQL types field for field.
import type { StaticPageKind } from '@shop/commerce/content/static-pages';
import type { Seo } from '../catalog/models.ts';

export type { StaticPageKind };

export interface Blog {
  id: number;
  title: string;
  subtitle: string | null;
  contentHtml: string;
  bannerImageUrl: string | null;
  link: string | null;
  path: string;
  seo: Seo;
}

export interface BlogSummary {
  id: number;
  title: string;
  subtitle: string | null;
  bannerImageUrl: string | null;
  path: string;
  publishedOn: string | null;
}

export interface SubscriptionDiscount {
  percent: number;
  validDays: number;
}
