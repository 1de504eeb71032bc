// Zod schemas of the console's refund routes (/api/Admin/Refunds, /api/Admin/Refunds/Resolve): the
// shop's own extension, camelCase JSON, the list as { items, total }.
import { z } from 'zod';
import { pageQuery } from './admin.ts';

export const REFUND_NOTE_MAX = 200;
const REFUND_NOTE_MESSAGE = `Enter the reference of the refund (3 to ${REFUND_NOTE_MAX} characters).`;

export const RefundListQuery = z.object({ ...pageQuery, status: z.enum(['due', 'resolved']).default('due') });

export const RefundRow = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  reference: z.string(),
  trackingId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export const RefundListAnswer = z.object({ items: z.array(RefundRow), total: z.number().int() });

export const RefundResolveBody = z.object({
  id: z.number().int().min(1),
  note: z.string().trim().min(3, REFUND_NOTE_MESSAGE).max(REFUND_NOTE_MAX, REFUND_NOTE_MESSAGE),
});
export const RefundResolvedAnswer = z.object({ id: z.number().int(), resolvedAt: z.string() });
