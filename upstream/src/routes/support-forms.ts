// Support forms (multipart): raise a service request with an optional attachment, track a request
// by its ticket number with the email or phone it was raised with, and product registration with its invoice. Files: at most 2 MB,
// JPEG, PNG or PDF by content, stored under a random name and never served.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@shop/commerce/files';
import { checkTicketNumber } from '@shop/commerce/support/complaint-form';
import { SUPPORT_ERRORS, SUPPORT_MESSAGES } from '@shop/commerce/support/messages';
import { COMPLAINT_FILE_FIELDS, INVOICE_FILE_FIELDS } from '../domain/support-constants.ts';
import { HttpError } from '../http/errors.ts';
import { MULTIPART_REQUIRED_MESSAGE, parseUrlEncoded, readMultipartForm } from '../http/multipart-form.ts';
import type { AppContext } from '../services/app-context.ts';
import { MessageBody } from './schemas/content.ts';
import { ErrorBody } from './schemas/common.ts';
import { ComplaintRegistered, ComplaintRow } from './schemas/support.ts';

const NO_FILES: ReadonlySet<string> = new Set();
const formErrors = { 400: ErrorBody, 415: ErrorBody } as const;

/** The fields `val` and `ticket_No` of a multipart or urlencoded body ('' when absent). */
async function searchValuesOf(request: FastifyRequest): Promise<{ val: string; ticket: string }> {
  if (request.isMultipart()) {
    const { fields } = await readMultipartForm(request, NO_FILES);
    return { val: fields.get('val')?.[0] ?? '', ticket: fields.get('ticket_No')?.[0] ?? '' };
  }
  const body = request.body;
  if (body && typeof body === 'object') {
    const field = (name: string) => {
      const value: unknown = (body as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : '';
    };
    return { val: field('val'), ticket: field('ticket_No') };
  }
  throw new HttpError(415, MULTIPART_REQUIRED_MESSAGE);
}

export const supportFormRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 40, fieldSize: 8192, parts: 42 },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, parseUrlEncoded(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );

  app.post(
    '/CommonData/Add_Complaint',
    {
      schema: {
        tags: ['support'],
        consumes: ['multipart/form-data'],
        summary: 'Raises a service request (multipart: the complaint payload, checklist ids, optional attachment)',
        description:
          'Fields: complaint, product_id, color_id, contact_Name, email, Phone, Address, Pincode, City, State, Country, Order_Id, Subject, ' +
          'Describe, Invoice_Number, all required; Purchased_Date (optional, YYYY-MM-DD); checklist (ids, repeated or comma-separated; every item for type 5); ' +
          "attachment (optional file, at most 2 MB, JPEG, PNG or PDF by content). The stored purchase date is the order's.",
        response: { 200: ComplaintRegistered, ...formErrors },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, COMPLAINT_FILE_FIELDS);
      const result = await ctx.support.raiseComplaint(form.fields, form.file);
      if (!result.ok) throw new HttpError(400, result.message, undefined, result.field);
      return { message: SUPPORT_MESSAGES.complaintRegistered, complaint_id: result.id, ticket_No: result.ticket };
    },
  );

  app.post(
    '/CommonData/SearchComplaint',
    {
      schema: {
        tags: ['support'],
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        summary: 'Track request: the request with this ticket number (ticket_No) raised with this email or phone (val)',
        description:
          'Both fields are required: the ticket number and the email or 10-digit phone the request was raised with ' +
          'prove who asks. The answer is a list of at most one request; an unknown ticket, or one raised with another ' +
          "contact, is []. The owner of the request's order sees all their requests at GET /CommonData/MyComplaints.",
        response: { 200: z.array(ComplaintRow), ...formErrors },
      },
    },
    async (request) => {
      const { val, ticket } = await searchValuesOf(request);
      const ticketProblem = checkTicketNumber(ticket);
      if (ticketProblem) throw new HttpError(400, SUPPORT_ERRORS[ticketProblem].message, undefined, 'ticket_No');
      const rows = await ctx.support.trackComplaint(ticket, val);
      if (rows === null) throw new HttpError(400, SUPPORT_ERRORS.badSearch.message, undefined, 'val');
      return rows;
    },
  );

  app.post(
    '/Product/productregistration',
    {
      schema: {
        tags: ['support'],
        consumes: ['multipart/form-data'],
        summary: 'Registers a product with its invoice (multipart)',
        description:
          'Fields: firstName, lastName, email, mobile, productId, invoiceDate (YYYY-MM-DD), comments, subscribe (true/1/on), ' +
          'invoiceFile (required file, at most 2 MB, JPEG, PNG or PDF by content).',
        response: { 200: MessageBody, ...formErrors },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, INVOICE_FILE_FIELDS);
      const result = await ctx.support.registerProduct(form.fields, form.file);
      if (!result.ok) throw new HttpError(400, result.message, undefined, result.field);
      return { message: SUPPORT_MESSAGES.productRegistered };
    },
  );
};
