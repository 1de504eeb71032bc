// Catalog routes about one product: details, variants, add-ons, straps, stock and delivery.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { createCatalogProducts, type ProductLookup } from '../services/catalog-product.ts';
import {
  DeliveryEntry,
  ProductFullShape,
  ProductListShape,
  StockEntry,
  StrapOption,
  VariantEntry,
} from './schemas/catalog.ts';
import { idParam, lookupErrors, pincodeParam } from './schemas/common.ts';

const tags = ['catalog'];

function found<T>(lookup: ProductLookup<T>, productId: number, colorId?: number): T {
  if (lookup.ok) return lookup.value;
  throw new NotFoundError(
    lookup.missing === 'product'
      ? `Product ${productId} not found`
      : `Colour ${colorId} of product ${productId} not found`,
  );
}

const productColorQuery = z.object({ p_id: idParam, colorid: idParam });

export const catalogProductRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const products = createCatalogProducts(ctx.db);

  app.get(
    '/Product/Product_details_Modal',
    {
      schema: {
        tags,
        summary: 'Products whose model slug equals slug(modal) (full shape)',
        querystring: z.object({
          modal: z.string().trim().min(1).max(120).describe('Model or its slug, case-insensitive'),
          cc: z.string().max(200).optional().describe('Category slug (informative)'),
          n: z.string().max(300).optional().describe('Name slug (informative)'),
        }),
        response: { 200: z.array(ProductFullShape), ...lookupErrors },
      },
    },
    async (request) => {
      const shapes = await products.byModel(request.query.modal);
      if (!shapes) throw new NotFoundError(`No product with model ${request.query.modal}`);
      return shapes;
    },
  );

  app.get(
    '/Product/Product_details_Modal_ADD_ON',
    {
      schema: {
        tags,
        summary: 'Add-ons of a product (list shape)',
        querystring: z.object({ modal: idParam.describe('Product id') }),
        response: { 200: z.array(ProductListShape), ...lookupErrors },
      },
    },
    async (request) => found(await products.addOns(request.query.modal), request.query.modal),
  );

  app.get(
    '/Product/product_varient',
    {
      schema: {
        tags,
        summary: "Members of the product's variant family, itself included; [] without a family",
        querystring: z.object({ p_id: idParam }),
        response: { 200: z.array(VariantEntry), ...lookupErrors },
      },
    },
    async (request) => found(await products.variants(request.query.p_id), request.query.p_id),
  );

  app.get(
    '/Product/Extra_strap_color',
    {
      schema: {
        tags,
        summary: 'Extra strap colours of a product colour; [] for products without straps',
        querystring: productColorQuery,
        response: { 200: z.array(StrapOption), ...lookupErrors },
      },
    },
    async (request) => {
      const { p_id, colorid } = request.query;
      return found(await products.straps(p_id, colorid), p_id, colorid);
    },
  );

  app.get(
    '/Product/product_stock',
    {
      schema: {
        tags,
        summary: 'Stock of a product colour, per size when sizes apply',
        querystring: productColorQuery,
        response: { 200: z.array(StockEntry), ...lookupErrors },
      },
    },
    async (request) => {
      const { p_id, colorid } = request.query;
      return found(await products.stock(p_id, colorid), p_id, colorid);
    },
  );

  app.get(
    '/Product/Deliver_time',
    {
      schema: {
        tags,
        summary: "Delivery estimate of a product at a pincode ('No delivery at this pincode' when not deliverable)",
        querystring: z.object({ p_id: idParam, pincode: pincodeParam }),
        response: { 200: z.array(DeliveryEntry), ...lookupErrors },
      },
    },
    async (request) => {
      const { p_id, pincode } = request.query;
      return found(await products.deliveryTime(p_id, pincode), p_id);
    },
  );
};
