// The console's service requests and product registrations (/api/Admin/Requests...,
// /api/Admin/Registrations), inside the operator scope of admin.ts: the queue (support.read), one
// request with a signed link to its attachment, status changes and replies (support.write; each
// audited and mailed to the customer), and the registrations list (support.read).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_LINK_TTL_MS, exportLinkKey, signedLink } from '../domain/admin-export-link.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { requirePermission } from '../http/operator-auth.ts';
import { createAdminSupport, type RequestRefusal } from '../services/admin-support.ts';
import type { AppContext } from '../services/app-context.ts';
import { ErrorBody } from './schemas/common.ts';
import {
  RegistrationAnswer,
  RegistrationQuery,
  RequestDetail,
  RequestIdParams,
  RequestQueueAnswer,
  RequestQueueQuery,
  RequestReplyBody,
  RequestStatusBody,
} from './schemas/admin-support.ts';

const tags = ['admin'];
/** Where a request's attachment opens (routes/admin-support-files.ts). */
export const attachmentPath = (id: number) => `/files/admin/requests/${id}/attachment`;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;

function refused(result: RequestRefusal): never {
  throw new HttpError(result.status, result.message, result.code, result.field);
}

export const adminSupportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const support = createAdminSupport({ db: ctx.db, clock: ctx.clock, outbox: ctx.outbox });
  const linkKey = exportLinkKey(ctx.invoiceKey);

  /** The detail with a fresh signed link to the attachment, for this operator. */
  const withLink = (operatorId: number, request: NonNullable<Awaited<ReturnType<typeof support.detail>>>) => {
    const { hasAttachment, ...rest } = request;
    return {
      ...rest,
      attachmentUrl: hasAttachment
        ? signedLink(
            linkKey,
            attachmentPath(request.id),
            {},
            operatorId,
            new Date(ctx.clock().getTime() + EXPORT_LINK_TTL_MS),
          )
        : null,
    };
  };

  app.get(
    '/Admin/Requests',
    {
      schema: {
        tags,
        summary: 'The service request queue, oldest first by default, paged (support.read)',
        querystring: RequestQueueQuery,
        response: { 200: RequestQueueAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'support.read');
      const { status, ...rest } = request.query;
      return support.queue({ ...rest, statuses: status });
    },
  );

  app.get(
    '/Admin/Requests/:id',
    {
      schema: {
        tags,
        summary:
          "One service request: the customer's details, order, checklist, attachment link and replies (support.read)",
        params: RequestIdParams,
        response: { 200: RequestDetail, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'support.read');
      const found = await support.detail(request.params.id);
      if (!found) throw new NotFoundError('Service request not found');
      return withLink(session.operatorId, found);
    },
  );

  app.post(
    '/Admin/Requests/Status',
    {
      schema: {
        tags,
        summary:
          'Moves a request: Open -> In Progress | Closed, In Progress -> Resolved | Closed, Resolved -> In Progress | Closed ' +
          '(support.write; audited; mails the customer). 409 TRANSITION_NOT_ALLOWED or SAME_STATUS otherwise.',
        body: RequestStatusBody,
        response: { 200: RequestDetail, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'support.write');
      const result = await support.changeStatus(session.operatorId, request.body.id, request.body.status);
      if (!result.ok) refused(result);
      return withLink(session.operatorId, result.request);
    },
  );

  app.post(
    '/Admin/Requests/Reply',
    {
      schema: {
        tags,
        summary:
          'Replies to a request: kept with it and mailed to its email (support.write; audited). Not on a Closed request.',
        body: RequestReplyBody,
        response: { 200: RequestDetail, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'support.write');
      const result = await support.reply(session.operatorId, request.body.id, request.body.body);
      if (!result.ok) refused(result);
      return withLink(session.operatorId, result.request);
    },
  );

  app.get(
    '/Admin/Registrations',
    {
      schema: {
        tags,
        summary: 'Product registrations, newest first, paged (support.read)',
        querystring: RegistrationQuery,
        response: { 200: RegistrationAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'support.read');
      return support.registrations(request.query);
    },
  );
};
