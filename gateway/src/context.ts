// The per-request GraphQL context: one upstream client (which counts the request's calls) and
// the request's DataLoaders. Authentication will add the session to it.
import { createCatalogLoaders, type CatalogLoaders } from './loaders/catalog-loaders.ts';
import { createContentLoaders, type ContentLoaders } from './loaders/content-loaders.ts';
import { CatalogClient } from './upstream/catalog-client.ts';
import { ContentClient } from './upstream/content-client.ts';
import { UpstreamClient, type UpstreamConnection, type UpstreamLogger } from './upstream/http.ts';

export interface GatewayContext {
  upstream: UpstreamClient;
  loaders: {
    catalog: CatalogLoaders;
    content: ContentLoaders;
  };
}

export interface ContextOptions {
  connection: UpstreamConnection;
  log?: UpstreamLogger;
}

export function createGatewayContext(options: ContextOptions): GatewayContext {
  const upstream = new UpstreamClient(options.connection, options.log);
  return {
    upstream,
    loaders: {
      catalog: createCatalogLoaders(new CatalogClient(upstream)),
      content: createContentLoaders(new ContentClient(upstream)),
    },
  };
}
