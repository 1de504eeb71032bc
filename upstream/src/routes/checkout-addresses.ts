// Address routes (bearer): the customer's delivery and billing addresses, saving from the address
// form, editing either kind, deleting (extension), and the countries-with-states list (public).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopperOf } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import type { Result } from '../services/addresses.ts';
import { bearerErrors } from './schemas/account.ts';
import {
  Address,
  AddressDeleted,
  AddressPayload,
  AddressSaved,
  AddressUpdated,
  CountryList,
  DeleteAddressBody,
} from './schemas/checkout.ts';
import { ErrorBody } from './schemas/common.ts';

const tags = ['addresses'];
const changeErrors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...bearerErrors } as const;

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok)
    throw new HttpError(result.refusal.status, result.refusal.message, result.refusal.code, result.refusal.field);
  return result.value;
}

export const checkoutAddressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { addresses } = ctx;

  app.get(
    '/Checkout/User_address_list',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: "The customer's delivery addresses, the primary one first",
        response: { 200: z.array(Address), ...bearerErrors },
      },
    },
    async (request) => addresses.list(shopperOf(request).userId, 'delivery'),
  );

  app.get(
    '/Checkout/User_address_list_Billing',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: "The customer's billing addresses, the primary one first",
        response: { 200: z.array(Address), ...bearerErrors },
      },
    },
    async (request) => addresses.list(shopperOf(request).userId, 'billing'),
  );

  app.post(
    '/User/Save_user_delivery_address',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          'Saves a delivery address (shipping fields, or the billing fields when ischecked) and, when billing fields are given, a billing address',
        body: AddressPayload,
        response: { 200: AddressSaved, ...changeErrors },
      },
    },
    async (request) => unwrap(await addresses.save(shopperOf(request).userId, request.body)),
  );

  app.post(
    '/User/update_user_delivery_address',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: 'Edits a delivery address (id, shipping fields, isdefault)',
        body: AddressPayload,
        response: { 200: AddressUpdated, ...changeErrors },
      },
    },
    async (request) => unwrap(await addresses.updateDelivery(shopperOf(request).userId, request.body)),
  );

  app.post(
    '/User/update_user_billing_address',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          'Edits a billing address (id, billing fields, gender, agegroup, gst); with only id and gst, sets the GST number',
        body: AddressPayload,
        response: { 200: AddressUpdated, ...changeErrors },
      },
    },
    async (request) => unwrap(await addresses.updateBilling(shopperOf(request).userId, request.body)),
  );

  app.post(
    '/User/Delete_user_address',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: 'Extension: deletes a saved address (either kind)',
        body: DeleteAddressBody,
        response: { 200: AddressDeleted, ...changeErrors },
      },
    },
    async (request) => unwrap(await addresses.remove(shopperOf(request).userId, request.body.id)),
  );

  app.get(
    '/CommonData/C_list',
    {
      schema: {
        tags,
        summary: 'Countries with their states, the default country (id 2, India) first',
        response: { 200: CountryList },
      },
    },
    async () => addresses.countries(),
  );
};
