// Cart routes: the customer's server cart (bearer) and the pricing of a guest's local cart.
// Prices come from the catalog (sale price, offer prices), never from the request; a line carries
// only the offer products the shopper chose (offerProductIds), each checked against the product.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LineKey } from '@shop/commerce/cart/lines';
import { shopperOf } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import { acceptEmptyJsonBodies } from '../http/json-body.ts';
import type { AppContext } from '../services/app-context.ts';
import type { CartResult } from '../services/cart.ts';
import { bearerErrors } from './schemas/account.ts';
import { AddQuery, CartItem, LineQuery, LocalCart, MergeAnswer, RemoveBody, localCartLines } from './schemas/cart.ts';
import { ErrorBody } from './schemas/common.ts';

const tags = ['cart'];
const CartAnswer = z.array(CartItem);
const lineErrors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...bearerErrors } as const;

interface LineParams {
  P_ID: number;
  SELECTED_COLOR: number;
  size: string;
  selectedColorStrap: number;
  offerProductIds: number[];
}

const keyOf = (p: LineParams): LineKey => ({
  productId: p.P_ID,
  colorId: p.SELECTED_COLOR,
  size: p.size,
  strapId: p.selectedColorStrap,
  offerIds: p.offerProductIds,
});

function unwrap<T>(result: CartResult<T>): T {
  if (!result.ok) throw new HttpError(result.refusal.status, result.refusal.message, result.refusal.code);
  return result.value;
}

export const cartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  acceptEmptyJsonBodies(app);
  const { carts } = ctx;

  app.post(
    '/Checkout/CartItemsList',
    {
      onRequest: ctx.auth,
      schema: { tags, summary: "The customer's cart lines", response: { 200: CartAnswer, ...bearerErrors } },
    },
    async (request) => carts.items(shopperOf(request).userId),
  );

  app.post(
    '/Checkout/Items_In_cart',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          'Adds units to a line (merging up to 5); 409 STOCK_CAPPED keeps the line at the stock left; 409 MAX_QUANTITY, STOCK_LIMIT or OUT_OF_STOCK leave the cart unchanged',
        querystring: AddQuery,
        response: { 200: CartAnswer, ...lineErrors },
      },
    },
    async (request) => unwrap(await carts.add(shopperOf(request).userId, keyOf(request.query), request.query.Quantity)),
  );

  app.post(
    '/Checkout/ItemRemove',
    {
      onRequest: ctx.auth,
      schema: { tags, summary: 'Removes a line', body: RemoveBody, response: { 200: CartAnswer, ...lineErrors } },
    },
    async (request) => unwrap(await carts.remove(shopperOf(request).userId, keyOf(request.body))),
  );

  app.post(
    '/Checkout/ItemRemoveDecrease',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: 'One unit less (never below 1)',
        querystring: LineQuery,
        response: { 200: CartAnswer, ...lineErrors },
      },
    },
    async (request) => unwrap(await carts.decrease(shopperOf(request).userId, keyOf(request.query))),
  );

  app.post(
    '/Checkout/ItemRemoveIncrease',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: 'One unit more; 409 MAX_QUANTITY at 5, STOCK_LIMIT when the line holds all that is left',
        querystring: LineQuery,
        response: { 200: CartAnswer, ...lineErrors },
      },
    },
    async (request) => unwrap(await carts.increase(shopperOf(request).userId, keyOf(request.query))),
  );

  app.post(
    '/Checkout/insert-cart-items',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          'Adds a local cart to the server cart after login (each line capped at 5 and at the stock left, capped lines reported)',
        body: LocalCart,
        response: { 200: MergeAnswer, 400: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => carts.merge(shopperOf(request).userId, localCartLines(request.body)),
  );

  app.post(
    '/Checkout/guest-cart-items',
    {
      schema: {
        tags,
        summary: "Prices a guest's local cart from current data (no auth, saves nothing)",
        body: LocalCart,
        response: { 200: CartAnswer, 400: ErrorBody },
      },
    },
    async (request) => carts.priceGuest(localCartLines(request.body)),
  );
};
