// The content module: offers, static pages, blogs, the newsletter and the subscribe popup.
import { defineModule } from '../gateway-module.ts';
import { ContentClient } from './client.ts';
import { createContentLoaders, type ContentLoaders } from './loaders.ts';
import { contentResolvers } from './resolvers.ts';

declare module '../../context.ts' {
  interface GatewayClients {
    content: ContentClient;
  }
  interface GatewayLoaders {
    content: ContentLoaders;
  }
}

export const contentModule = defineModule({
  name: 'content',
  typeDefs: ['content.graphql'],
  resolvers: [contentResolvers],
  request: ({ rest }) => {
    const content = new ContentClient(rest);
    return { clients: { content }, loaders: { content: createContentLoaders(content) } };
  },
});
