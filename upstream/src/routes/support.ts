// Support lookups: complaint types, products with colours, the checklist, the date of one of the
// caller's orders, the caller's service requests, product manuals by category and the service
// centre tree.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPORT_TEXT_LIMITS } from '@shop/commerce/support/limits';
import { serviceCentreTree } from '../domain/service-centre-tree.ts';
import { manualUrl } from '../domain/support-constants.ts';
import {
  listChecklist,
  listComplaintTypes,
  listManuals,
  listServiceCentres,
  listedProductColors,
} from '../db/queries/support.ts';
import { shopperOf } from '../http/auth.ts';
import { NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { bearerErrors } from './schemas/account.ts';
import { lookupErrors } from './schemas/common.ts';
import {
  ChecklistItem,
  ComplaintProduct,
  ComplaintRow,
  ComplaintType,
  ManualCategory,
  OrderDate,
  ServiceCentreCountry,
} from './schemas/support.ts';

const tags = ['support'];

function groupInOrder<T, K>(rows: readonly T[], key: (row: T) => K): Array<{ key: K; rows: T[] }> {
  const groups: Array<{ key: K; rows: T[] }> = [];
  for (const row of rows) {
    const k = key(row);
    const last = groups[groups.length - 1];
    if (last && last.key === k) last.rows.push(row);
    else groups.push({ key: k, rows: [row] });
  }
  return groups;
}

export const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/CommonData/ComplaintList',
    {
      schema: {
        tags,
        summary: 'Complaint types (id 5 shows the checklist)',
        response: { 200: z.array(ComplaintType) },
      },
    },
    async () => (await listComplaintTypes(db)).map((t) => ({ id: t.id, complaint: t.complaint })),
  );

  app.get(
    '/CommonData/ComplaintProductList',
    {
      schema: {
        tags,
        summary: 'Listed products with their colours, for service requests',
        response: { 200: z.array(ComplaintProduct) },
      },
    },
    async () =>
      groupInOrder(await listedProductColors(db), (r) => r.id).map(({ rows }) => ({
        p_id: rows[0]!.id,
        productname: rows[0]!.name,
        model: rows[0]!.model,
        pColor: rows.map((r) => ({ id: r.color_id, colorName: r.color_name })),
      })),
  );

  app.get(
    '/CommonData/Check_list',
    {
      schema: {
        tags,
        summary: 'Checklist of complaint type 5 (every item required)',
        response: { 200: z.array(ChecklistItem) },
      },
    },
    async () => (await listChecklist(db)).map((c) => ({ id: c.id, chkList: c.chk_list })),
  );

  app.get(
    '/CommonData/GetOrderDate',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: "Purchase date of one of the caller's orders (filled into the service request form)",
        description: "Needs the order's owner: another customer's order is 404, as an unknown one.",
        querystring: z.object({
          OrderID: z
            .string()
            .trim()
            .min(1)
            .max(SUPPORT_TEXT_LIMITS.orderId)
            .describe('Order number, e.g. LUM2510180001'),
        }),
        response: { 200: OrderDate, ...lookupErrors, ...bearerErrors },
      },
    },
    async (request) => {
      const orderDate = await ctx.support.orderDate(request.query.OrderID, shopperOf(request).userId);
      if (!orderDate) throw new NotFoundError(`Order ${request.query.OrderID} not found`);
      return { orderDate };
    },
  );

  app.get(
    '/CommonData/MyComplaints',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: "The caller's service requests (those about the caller's orders), newest first",
        response: { 200: z.array(ComplaintRow), ...bearerErrors },
      },
    },
    async (request) => ctx.support.complaintsOf(shopperOf(request).userId),
  );

  app.get(
    '/CommonData/product_manual',
    {
      schema: {
        tags,
        summary: 'PDF manuals of every listed model, by category',
        response: { 200: z.array(ManualCategory) },
      },
    },
    async () =>
      groupInOrder(await listManuals(db), (r) => r.category_id).map(({ rows }) => ({
        cat_id: rows[0]!.category_id,
        cat_name: rows[0]!.category_name,
        product_manual_list: rows.map((r) => ({
          product_id: r.product_id,
          product_name: r.name,
          modal_name: r.model,
          modal_file: manualUrl(r.file_name),
        })),
      })),
  );

  app.get(
    '/CommonData/Get_ServiceCenter_By_Pincode',
    {
      schema: {
        tags,
        summary: 'Service centres as a tree: country > state > city > centres',
        response: { 200: z.array(ServiceCentreCountry) },
      },
    },
    async () => serviceCentreTree(await listServiceCentres(db)),
  );
};
