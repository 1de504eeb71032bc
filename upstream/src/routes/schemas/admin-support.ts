// Zod schemas of the console's support routes (/api/Admin/Requests..., /api/Admin/Registrations):
// the shop's own extension, camelCase JSON, lists as { items, total }.
import { z } from 'zod';
import { REQUEST_REPLY_MAX_LENGTH, REQUEST_STATUSES } from '@shop/commerce/support/request-status';
import { pageQuery } from './admin.ts';
import { filesPath } from './common.ts';

export const RequestStatus = z.enum(REQUEST_STATUSES);

/** One or more statuses: repeated, or comma-separated ('Open,In Progress'). */
const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(RequestStatus).max(REQUEST_STATUSES.length));

const search = z.string().trim().max(120).optional();

export const RequestQueueQuery = z.object({
  ...pageQuery,
  status: statusList.optional().describe('Open, In Progress, Resolved, Closed (repeated or comma-separated)'),
  search: search.describe('A ticket number, order number, email, phone or part of the name'),
  sort: z.enum(['oldest', 'newest']).default('oldest'),
});

export const RequestIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const RequestRow = z.object({
  id: z.number().int(),
  ticketNumber: z.string(),
  status: z.string(),
  complaintType: z.string(),
  subject: z.string(),
  model: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const RequestQueueAnswer = z.object({ items: z.array(RequestRow), total: z.number().int() });

export const RequestReply = z.object({
  id: z.number().int(),
  body: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
});

export const RequestDetail = z.object({
  id: z.number().int(),
  ticketNumber: z.string(),
  status: RequestStatus,
  nextStatuses: z.array(RequestStatus),
  complaintType: z.string(),
  subject: z.string(),
  description: z.string(),
  product: z.object({ id: z.number().int(), name: z.string(), model: z.string(), colorName: z.string() }),
  contact: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    country: z.string(),
  }),
  orderNumber: z.string(),
  invoiceNumber: z.string(),
  purchasedDate: z.string(),
  checklist: z.array(z.string()),
  /** A signed link that opens the attachment for a few minutes; null without one. */
  attachmentUrl: filesPath.nullable(),
  order: z
    .object({
      id: z.number().int(),
      orderNumber: z.string(),
      orderDate: z.string(),
      status: z.string(),
      amount: z.number(),
      currency: z.string(),
      customerId: z.number().int().nullable(),
    })
    .nullable(),
  replies: z.array(RequestReply),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const RequestStatusBody = z
  .object({ id: z.number().int().min(1).max(2_147_483_647), status: RequestStatus })
  .strict();

export const RequestReplyBody = z
  .object({
    id: z.number().int().min(1).max(2_147_483_647),
    // The rule (blank, too long) answers with its own message; this only bounds the body.
    body: z.string().max(REQUEST_REPLY_MAX_LENGTH * 2),
  })
  .strict();

export const RegistrationQuery = z.object({
  ...pageQuery,
  search: search.describe('An email, mobile, product model or part of the name'),
});

export const RegistrationRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  productName: z.string(),
  model: z.string(),
  invoiceDate: z.string(),
  comments: z.string(),
  subscribed: z.boolean(),
  createdAt: z.string(),
});

export const RegistrationAnswer = z.object({ items: z.array(RegistrationRow), total: z.number().int() });
