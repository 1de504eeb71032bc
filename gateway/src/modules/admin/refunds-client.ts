// The console's refunds client: refunds due or resolved (paged), and marking one refunded.
import { z } from 'zod';
import { toMoney, type Money } from '@shop/commerce/money';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type { AdminCalls } from './admin-calls.ts';
import type { PageArgs } from './paging.ts';
import { pageOf } from './schemas.ts';

export interface AdminRefund {
  id: number;
  orderNumber: string;
  customerName: string;
  customerEmail: string | null;
  reference: string;
  trackingId: string | null;
  amount: Money;
  reason: string;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
}

const refundSchema = z
  .object({
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
  })
  .transform(({ amount, currency, ...rest }): AdminRefund => ({ ...rest, amount: toMoney(amount, currency) }));

export const refundPageSchema = pageOf(refundSchema);

export type ResolveResult = { kind: 'ok' } | { kind: 'refused'; message: string; code: string };

const refused = (answer: StatusAnswer): ResolveResult => ({
  kind: 'refused',
  message: answer.message ?? 'This refund could not be marked refunded.',
  code: answer.code ?? 'REFUSED',
});

export class RefundsClient {
  constructor(private readonly calls: AdminCalls) {}

  list(status: 'due' | 'resolved', args: PageArgs): Promise<z.output<typeof refundPageSchema>> {
    return this.calls.send(
      { method: 'GET', path: '/api/Admin/Refunds', query: { status, ...args } },
      { ok: parsed(refundPageSchema) },
      'orders.refund',
    );
  }

  resolve(id: number, note: string): Promise<ResolveResult> {
    return this.calls.send<ResolveResult>(
      { method: 'POST', path: '/api/Admin/Refunds/Resolve', json: { id, note } },
      { ok: () => ({ kind: 'ok' }), 400: refused, 404: refused, 409: refused },
      'orders.refund',
    );
  }
}
