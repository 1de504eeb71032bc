import { STATIC_PAGES } from '@shop/commerce/content/static-pages';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { ALL } from '../../rest/create-loader.ts';
import { blogIdInput } from './inputs.ts';

export const Query: QueryResolvers = {
  offerBanners: (_parent, _args, { loaders }) => loaders.content.offerBanners.load(ALL),

  staticPage: async (_parent, { kind }, { loaders }) => {
    const page = STATIC_PAGES[kind];
    const html = await loaders.content.staticPageHtml.load(kind);
    return html === null ? null : { kind, title: page.title, path: page.path, html };
  },

  blog: (_parent, args, { loaders }) => {
    const id = blogIdInput.safeParse(args.id);
    return id.success ? loaders.content.blog.load(id.data) : null;
  },

  blogs: (_parent, _args, { loaders }) => loaders.content.blogs.load(ALL),

  subscriptionDiscount: (_parent, _args, { loaders }) => loaders.content.subscriptionDiscount.load(ALL),
};
