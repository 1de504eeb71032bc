// Catalog routes about one product: details, variants, add-ons, straps, stock and delivery.
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryEstimateText } from '@shop/commerce/catalog/delivery';
import { slugify } from '@shop/commerce/slug';
import { findProductColor } from '../db/queries/catalog.ts';
import { findPincodeZone } from '../db/queries/geo.ts';
import { addonsOf, findProduct, productsByModelSlug } from '../db/queries/products.ts';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http/errors.ts';
import { stockEntriesOf, strapEntriesOf, variantEntries } from '../services/catalog-views.ts';
import { loadProductCards, loadProductFullShapes, toListShape } from '../services/product-view.ts';
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

async function requireProduct(db: Kysely<Database>, id: number) {
  const product = await findProduct(db, id);
  if (!product) throw new NotFoundError(`Product ${id} not found`);
  return product;
}

async function requireColor(db: Kysely<Database>, productId: number, colorId: number) {
  await requireProduct(db, productId);
  const color = await findProductColor(db, productId, colorId);
  if (!color) throw new NotFoundError(`Colour ${colorId} of product ${productId} not found`);
  return color;
}

const productColorQuery = z.object({ p_id: idParam, colorid: idParam });

export const catalogProductRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
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
      const records = await productsByModelSlug(db, slugify(request.query.modal));
      if (records.length === 0) throw new NotFoundError(`No product with model ${request.query.modal}`);
      return loadProductFullShapes(db, records);
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
    async (request) => {
      const product = await requireProduct(db, request.query.modal);
      return (await loadProductCards(db, await addonsOf(db, product.id))).map(toListShape);
    },
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
    async (request) => variantEntries(db, await requireProduct(db, request.query.p_id)),
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
      const color = await requireColor(db, request.query.p_id, request.query.colorid);
      return (await strapEntriesOf(db, [color.id])).get(color.id) ?? [];
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
      const color = await requireColor(db, request.query.p_id, request.query.colorid);
      return (await stockEntriesOf(db, [color.id])).get(color.id) ?? [];
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
      const product = await requireProduct(db, request.query.p_id);
      const zone = await findPincodeZone(db, request.query.pincode);
      const text = deliveryEstimateText({
        zone: zone ? { minDays: zone.min_days, maxDays: zone.max_days } : null,
        deliverable: zone?.deliverable === 1,
        dispatchDays: product.dispatchDays,
      });
      return [{ d_days: text }];
    },
  );
};
