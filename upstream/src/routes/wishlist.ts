// Wishlist routes: the customer's saved products (bearer), the display of a guest's local list,
// the merge of that list after login; and the public back-in-stock request of a product page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACK_IN_STOCK_MESSAGES } from '@shop/commerce/wishlist/back-in-stock';
import { shopperOf } from '../http/auth.ts';
import { acceptEmptyJsonBodies } from '../http/json-body.ts';
import type { AppContext } from '../services/app-context.ts';
import { bearerErrors } from './schemas/account.ts';
import { ErrorBody } from './schemas/common.ts';
import { MessageBody } from './schemas/content.ts';
import {
  BackInStockBody,
  LocalWishlist,
  ProductQuery,
  WishlistAnswer,
  WishlistMergeAnswer,
} from './schemas/wishlist.ts';

const tags = ['wishlist'];

export const wishlistRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  acceptEmptyJsonBodies(app);
  const { wishlists, backInStock } = ctx;

  app.post(
    '/Wishlist/Items',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: "The customer's saved products, newest first (listed products only)",
        response: { 200: WishlistAnswer, ...bearerErrors },
      },
    },
    async (request) => wishlists.items(shopperOf(request).userId),
  );

  app.post(
    '/Wishlist/Add',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: 'Saves a product (again: no change); 404 when it is not listed, 409 WISHLIST_FULL at the bound',
        querystring: ProductQuery,
        response: { 200: WishlistAnswer, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => wishlists.add(shopperOf(request).userId, request.query.P_ID),
  );

  app.post(
    '/Wishlist/Remove',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: 'Removes a product (not saved: no change)',
        querystring: ProductQuery,
        response: { 200: WishlistAnswer, 400: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => wishlists.remove(shopperOf(request).userId, request.query.P_ID),
  );

  app.post(
    '/Wishlist/merge-items',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: "Adds a guest's local list after login (once each, while there is room; the rest counted)",
        body: LocalWishlist,
        response: { 200: WishlistMergeAnswer, 400: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => wishlists.merge(shopperOf(request).userId, request.body.items),
  );

  app.post(
    '/Wishlist/guest-items',
    {
      schema: {
        tags,
        summary: "Shows a guest's local list from current data (no auth, saves nothing)",
        body: LocalWishlist,
        response: { 200: WishlistAnswer, 400: ErrorBody },
      },
    },
    async (request) => wishlists.guest(request.body.items),
  );

  app.post(
    '/Product/NotifyBackInStock',
    {
      schema: {
        tags,
        summary:
          'Asks for one mail when an out-of-stock colour and size is back (once per address and option); 409 IN_STOCK when it is in stock',
        body: BackInStockBody,
        response: { 200: MessageBody, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { email, P_ID, SELECTED_COLOR, size } = request.body;
      await backInStock.subscribe({ email, productId: P_ID, colorId: SELECTED_COLOR, size });
      return { message: BACK_IN_STOCK_MESSAGES.subscribed };
    },
  );
};
