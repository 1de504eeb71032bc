// The content domain's DataLoaders, created per GraphQL request.
import type { ContentClient } from './client.ts';
import { keyedLoader, singleLoader } from '../../rest/create-loader.ts';

export function createContentLoaders(client: ContentClient) {
  return {
    offerBanners: singleLoader(() => client.offerBanners()),
    /** Sanitised HTML by upstream page name (Shipping_Policy, ...). */
    staticPageHtml: keyedLoader((upstreamName: string) => client.staticPageHtml(upstreamName)),
    blog: keyedLoader((id: number) => client.blog(id)),
    blogs: singleLoader(() => client.blogs()),
    subscriptionDiscount: singleLoader(() => client.subscriptionDiscount()),
  };
}

export type ContentLoaders = ReturnType<typeof createContentLoaders>;
