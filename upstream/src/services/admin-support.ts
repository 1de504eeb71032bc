// The console's service request work: the queue, one request and its attachment, status changes
// along the rule of @shop/commerce/support/request-status, replies, and the product registrations.
// Every change writes its audit entry in the same transaction; the customer is mailed (outbox) at
// each status change and with each reply.
// Expected refusals are typed results with the message to show.
import type { Kysely } from 'kysely';
import {
  REQUEST_STATUS_ERRORS,
  REQUEST_STATUS_LABELS,
  isRequestStatus,
  nextRequestStatuses,
  replyProblem,
  requestTransitionProblem,
  type RequestStatus,
  type RequestStatusErrorKey,
} from '@shop/commerce/support/request-status';
import { SHOP_NAME } from '@shop/commerce/company';
import { ticketId, ticketNumber } from '../domain/support-constants.ts';
import {
  findAttachmentFile,
  findRequest,
  insertReply,
  listRegistrations,
  listRequestQueue,
  requestChecklist,
  requestOrder,
  requestReplies,
  setRequestStatus,
  type RequestQueueQuery,
} from '../db/queries/admin-support.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';

export type RequestRefusal = { ok: false; status: 404 | 409 | 400; code: string; message: string; field?: string };
const refuse = (key: RequestStatusErrorKey, status: 400 | 409, field?: string): RequestRefusal => ({
  ok: false,
  status,
  ...REQUEST_STATUS_ERRORS[key],
  ...(field ? { field } : {}),
});
const NOT_FOUND: RequestRefusal = { ok: false, status: 404, code: 'NOT_FOUND', message: 'Service request not found' };

export const REQUEST_STATUS_MAIL_SUBJECT = (ticket: string, status: RequestStatus) =>
  `Your service request ${ticket} is ${REQUEST_STATUS_LABELS[status].toLowerCase()}`;
export const REQUEST_REPLY_MAIL_SUBJECT = (ticket: string) => `A reply to your service request ${ticket}`;

export interface QueueSearch {
  statuses?: readonly RequestStatus[] | undefined;
  search?: string | undefined;
  sort: 'oldest' | 'newest';
  page: number;
  first: number;
}

export function createAdminSupport(deps: { db: Kysely<Database>; clock: Clock; outbox: Outbox }) {
  const { db, clock, outbox } = deps;

  async function detail(id: number) {
    const request = await findRequest(db, id);
    if (!request) return null;
    const [checklist, order, replies] = await Promise.all([
      requestChecklist(db, id),
      requestOrder(db, request.order_id),
      requestReplies(db, [id]),
    ]);
    const status = isRequestStatus(request.status) ? request.status : 'Open';
    return {
      id: request.id,
      ticketNumber: ticketNumber(request.id),
      status,
      nextStatuses: [...nextRequestStatuses(status)],
      complaintType: request.complaint,
      subject: request.subject,
      description: request.description,
      product: {
        id: request.product_id,
        name: request.product_name,
        model: request.model,
        colorName: request.color_name,
      },
      contact: {
        name: request.contact_name,
        email: request.email,
        phone: request.phone,
        address: request.address,
        city: request.city,
        state: request.state,
        pincode: request.pincode,
        country: request.country,
      },
      orderNumber: request.order_id,
      invoiceNumber: request.invoice_number,
      purchasedDate: request.purchased_date,
      hasAttachment: request.attachment_file !== null,
      checklist: checklist.map((c) => c.chk_list),
      order: order
        ? {
            id: order.id,
            orderNumber: order.order_id_new,
            orderDate: order.order_date,
            status: order.status,
            amount: order.amount,
            currency: order.currency,
            customerId: order.user_id,
          }
        : null,
      replies: replies.map((r) => ({ id: r.id, body: r.body, operatorName: r.operator_name, createdAt: r.created_at })),
      createdAt: request.created_at,
      updatedAt: request.updated_at,
    };
  }

  return {
    async queue(search: QueueSearch) {
      const text = search.search?.trim() || undefined;
      const query: RequestQueueQuery = {
        statuses: search.statuses,
        text,
        ticketId: text ? ticketId(text) : null,
        sort: search.sort,
        page: search.page,
        first: search.first,
      };
      const { rows, total } = await listRequestQueue(db, query);
      return {
        total,
        items: rows.map((r) => ({
          id: r.id,
          ticketNumber: ticketNumber(r.id),
          status: r.status,
          complaintType: r.complaint,
          subject: r.subject,
          model: r.model,
          contactName: r.contact_name,
          email: r.email,
          phone: r.phone,
          orderNumber: r.order_id,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
        })),
      };
    },

    detail,

    /** The stored attachment's name of a request, or null. */
    async attachmentOf(id: number): Promise<string | null> {
      return (await findAttachmentFile(db, id))?.attachment_file ?? null;
    },

    /** Product registrations, newest first, paged; a search matches email, mobile, name or model. */
    async registrations(query: { page: number; first: number; search?: string | undefined }) {
      const { page, first, search } = query;
      const { rows, total } = await listRegistrations(db, { page, first, text: search || undefined });
      return {
        total,
        items: rows.map((r) => ({
          id: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          mobile: r.mobile,
          productName: r.product_name,
          model: r.model,
          invoiceDate: r.invoice_date,
          comments: r.comments,
          subscribed: r.subscribe === 1,
          createdAt: r.created_at,
        })),
      };
    },

    async changeStatus(operatorId: number, id: number, to: RequestStatus) {
      const request = await findRequest(db, id);
      if (!request) return NOT_FOUND;
      const from = isRequestStatus(request.status) ? request.status : 'Open';
      const problem = requestTransitionProblem(from, to);
      if (problem) return refuse(problem, 409, 'status');
      const now = clock();
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await setRequestStatus(trx, id, request.status, to, now.toISOString()))) return false;
        await recordAudit(
          trx,
          {
            operatorId,
            action: 'request.status',
            entityType: 'request',
            entityId: id,
            before: { status: from },
            after: { status: to },
          },
          now,
        );
        return true;
      });
      // Another operator moved it in between: the rule is checked again on the new status.
      if (!changed) return refuse('notAllowed', 409, 'status');
      const ticket = ticketNumber(id);
      await outbox.send({
        channel: 'email',
        to: request.email,
        subject: REQUEST_STATUS_MAIL_SUBJECT(ticket, to),
        body: [
          `Dear ${request.contact_name},`,
          `Your service request ${ticket} (${request.complaint}, ${request.model}) is now ${REQUEST_STATUS_LABELS[to]}.`,
          'You can see it any time on the track request page with this ticket number and your email or mobile number.',
          `Team ${SHOP_NAME}`,
        ].join('\n\n'),
      });
      return { ok: true as const, request: (await detail(id))! };
    },

    async reply(operatorId: number, id: number, text: string) {
      const problem = replyProblem(text);
      if (problem) return refuse(problem, 400, 'body');
      const request = await findRequest(db, id);
      if (!request) return NOT_FOUND;
      if (request.status === 'Closed') return refuse('notAllowed', 409, 'body');
      const body = text.trim();
      const now = clock();
      const at = now.toISOString();
      const replyId = await db.transaction().execute(async (trx) => {
        const created = await insertReply(trx, {
          complaint_id: id,
          operator_id: operatorId,
          body,
          mailed_to: request.email,
          created_at: at,
        });
        await recordAudit(
          trx,
          {
            operatorId,
            action: 'request.reply',
            entityType: 'request',
            entityId: id,
            before: null,
            after: { replyId: created, body },
          },
          now,
        );
        return created;
      });
      const ticket = ticketNumber(id);
      await outbox.send({
        channel: 'email',
        to: request.email,
        subject: REQUEST_REPLY_MAIL_SUBJECT(ticket),
        body: [
          `Dear ${request.contact_name},`,
          body,
          `About your service request ${ticket}.`,
          `Team ${SHOP_NAME}`,
        ].join('\n\n'),
      });
      return { ok: true as const, replyId, request: (await detail(id))! };
    },
  };
}
