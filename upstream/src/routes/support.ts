// Support lookups: complaint types, products with colours, the checklist, the date of one of the
// caller's orders, the caller's service requests, product manuals by category and the service
// centre tree.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPORT_TEXT_LIMITS } from '@shop/commerce/support/limits';
import { shopperOf } from '../http/auth.ts';
import { NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { createSupportLookups } from '../services/support-lookups.ts';
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

export const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const lookups = createSupportLookups(ctx.db);

  app.get(
    '/CommonData/ComplaintList',
    {
      schema: {
        tags,
        summary: 'Complaint types (id 5 shows the checklist)',
        response: { 200: z.array(ComplaintType) },
      },
    },
    async () => lookups.complaintTypes(),
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
    async () => lookups.complaintProducts(),
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
    async () => lookups.checklist(),
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
    async () => lookups.manuals(),
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
    async () => lookups.serviceCentres(),
  );
};
