// The content domain's DataLoaders, created per GraphQL request.
import type { ContentClient } from '../upstream/content-client.ts';
import { singleLoader } from './create-loader.ts';

export function createContentLoaders(client: ContentClient) {
  return {
    offerBanners: singleLoader(() => client.offerBanners()),
  };
}

export type ContentLoaders = ReturnType<typeof createContentLoaders>;
