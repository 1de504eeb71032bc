// The reviews module: a product's reviews, who may write one, and the console's moderation.
import { AdminCalls } from '../admin/admin-calls.ts';
import { defineModule } from '../gateway-module.ts';
import { ReviewsAdminClient, ReviewsClient } from './client.ts';
import { reviewResolvers } from './resolvers.ts';

declare module '../../context.ts' {
  interface GatewayClients {
    reviews: ReviewsClient;
    reviewsAdmin: ReviewsAdminClient;
  }
}

export const reviewsModule = defineModule({
  name: 'reviews',
  typeDefs: ['reviews.graphql'],
  resolvers: [reviewResolvers],
  request: ({ rest, operatorSession }) => ({
    clients: {
      reviews: new ReviewsClient(rest),
      reviewsAdmin: new ReviewsAdminClient(new AdminCalls(rest, operatorSession)),
    },
  }),
});
