// The reviews module: a product's reviews, who may write one, and the console's moderation.
import { AdminCalls } from '../admin/admin-calls.ts';
import { defineModule } from '../gateway-module.ts';
import { ReviewsAdminClient, ReviewsClient } from './client.ts';
import { createReviewsLoaders, type ReviewsLoaders } from './loaders.ts';
import { reviewResolvers } from './resolvers.ts';

declare module '../../context.ts' {
  interface GatewayClients {
    reviews: ReviewsClient;
    reviewsAdmin: ReviewsAdminClient;
  }
  interface GatewayLoaders {
    reviews: ReviewsLoaders;
  }
}

export const reviewsModule = defineModule({
  name: 'reviews',
  typeDefs: ['reviews.graphql'],
  resolvers: [reviewResolvers],
  mappers: {
    ProductReviewList: 'models.ts#ReviewPage',
    CustomerReview: 'models.ts#CustomerReview',
  },
  request: ({ rest, operatorSession }) => {
    const reviews = new ReviewsClient(rest);
    return {
      clients: { reviews, reviewsAdmin: new ReviewsAdminClient(new AdminCalls(rest, operatorSession)) },
      loaders: { reviews: createReviewsLoaders(reviews) },
    };
  },
});
