// The content domain's DataLoaders, created per GraphQL request.
import { keyedLoader, singleLoader } from '../../rest/create-loader.ts';
import type { ContentClient } from './client.ts';
import type { StaticPageKind } from './models.ts';

export function createContentLoaders(client: ContentClient) {
  return {
    offerBanners: singleLoader(() => client.offerBanners()),
    /** A static page's sanitised HTML by its kind. */
    staticPageHtml: keyedLoader((kind: StaticPageKind) => client.staticPageHtml(kind)),
    blog: keyedLoader((id: number) => client.blog(id)),
    blogs: singleLoader(() => client.blogs()),
    subscriptionDiscount: singleLoader(() => client.subscriptionDiscount()),
  };
}

export type ContentLoaders = ReturnType<typeof createContentLoaders>;
