// The console's refunds client: refunds due or resolved (paged), and marking one refunded.
import type { GetApiAdminRefundsData, PostApiAdminRefundsResolveData } from '../../generated/upstream/types.gen.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type { AdminCalls } from './admin-calls.ts';
import type { PageArgs } from './paging.ts';
import { refundPageSchema, type AdminRefundPage } from './refunds-mapping.ts';

export type ResolveResult = { kind: 'ok' } | { kind: 'refused'; message: string; code: string };

const refused = (answer: StatusAnswer): ResolveResult => ({
  kind: 'refused',
  message: answer.message ?? 'This refund could not be marked refunded.',
  code: answer.code ?? 'REFUSED',
});

export class RefundsClient {
  constructor(private readonly calls: AdminCalls) {}

  list(status: 'due' | 'resolved', args: PageArgs): Promise<AdminRefundPage> {
    return this.calls.send(
      {
        method: 'GET',
        path: '/api/Admin/Refunds',
        query: { status, ...args } satisfies GetApiAdminRefundsData['query'],
      },
      { ok: parsed(refundPageSchema) },
      'orders.refund',
    );
  }

  resolve(id: number, note: string): Promise<ResolveResult> {
    return this.calls.send<ResolveResult>(
      {
        method: 'POST',
        path: '/api/Admin/Refunds/Resolve',
        json: { id, note } satisfies PostApiAdminRefundsResolveData['body'],
      },
      { ok: () => ({ kind: 'ok' }), 400: refused, 404: refused, 409: refused },
      'orders.refund',
    );
  }
}
