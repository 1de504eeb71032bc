// The console's partner program client: one method per REST endpoint of upstream's
// /api/Admin/Partners and /api/Admin/Payouts, with the operator's token (admin-calls.ts: the role
// checked before the call). A change upstream refuses (400, 404, 409) comes back typed.
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type { AdminCalls } from './admin-calls.ts';
import { fileLinkAnswerSchema } from './insights-schemas.ts';
import type { PageArgs } from './paging.ts';
import {
  partnerDetailSchema,
  partnerPageSchema,
  PAYOUT_PAGE_DEFAULTS,
  payoutPaidSchema,
  payoutRunSchema,
  payoutsSchema,
  tableHistorySchema,
  type AdminPartnerDetail,
  type AdminPayout,
  type AdminPayoutRun,
  type PayoutPageArgs,
} from './partners-schemas.ts';

export type Refused = { kind: 'refused'; message: string | null; code: string | null; field: string | null };
export type PartnerChange = { kind: 'ok'; partner: AdminPartnerDetail } | Refused;
export type RunChange = { kind: 'ok'; run: AdminPayoutRun; payout: AdminPayout | null } | Refused;

const withDefaultPage = (run: Omit<AdminPayoutRun, 'payoutPageArgs'>): AdminPayoutRun => ({
  ...run,
  payoutPageArgs: PAYOUT_PAGE_DEFAULTS,
});

const refused = (answer: StatusAnswer): Refused => {
  const body = answer.body as { field?: unknown; issues?: Array<{ path?: unknown }> } | undefined;
  const path = body?.issues?.[0]?.path;
  const field =
    typeof body?.field === 'string' ? body.field : typeof path === 'string' ? path.split('/').at(-1) || null : null;
  return {
    kind: 'refused',
    message: answer.message,
    code: answer.code ?? (answer.status === 404 ? 'NOT_FOUND' : null),
    field,
  };
};

export interface PartnerQuery extends PageArgs {
  search: string | undefined;
  status: string | undefined;
  kyc: string | undefined;
  master: number | undefined;
}

export class PartnersAdminClient {
  constructor(private readonly calls: AdminCalls) {}

  list(q: PartnerQuery) {
    return this.calls.send(
      {
        method: 'GET',
        path: '/api/Admin/Partners',
        query: {
          page: q.page,
          first: q.first,
          ...(q.search ? { search: q.search } : {}),
          ...(q.status ? { status: q.status } : {}),
          ...(q.kyc ? { kyc: q.kyc } : {}),
          ...(q.master ? { master: q.master } : {}),
        },
      },
      { ok: parsed(partnerPageSchema) },
      'partners.read',
    );
  }

  /** Null when there is no such partner. */
  detail(id: number) {
    return this.calls.read({ method: 'GET', path: `/api/Admin/Partners/${id}` }, partnerDetailSchema, 'partners.read');
  }

  /** A page of the partner's table history; null when there is no such partner. */
  tableHistory(id: number, page: PageArgs) {
    return this.calls.read(
      { method: 'GET', path: `/api/Admin/Partners/${id}/TableHistory`, query: { page: page.page, first: page.first } },
      tableHistorySchema,
      'partners.read',
    );
  }

  /** The program's totals and a page of the payout runs. */
  payouts(runs: PageArgs) {
    return this.calls.send(
      { method: 'GET', path: '/api/Admin/Payouts', query: { page: runs.page, first: runs.first } },
      { ok: parsed(payoutsSchema) },
      'partners.read',
    );
  }

  /** A run with one page of its payouts; null when there is no such run. */
  async run(id: number, args: PayoutPageArgs = PAYOUT_PAGE_DEFAULTS): Promise<AdminPayoutRun | null> {
    const run = await this.calls.read(
      {
        method: 'GET',
        path: `/api/Admin/Payouts/${id}`,
        query: { page: args.page, first: args.first, ...(args.status ? { status: args.status } : {}) },
      },
      payoutRunSchema,
      'partners.read',
    );
    return run ? { ...run, payoutPageArgs: args } : null;
  }

  bankFile(runId: number) {
    return this.calls.send(
      { method: 'GET', path: `/api/Admin/Payouts/${runId}/ExportLink` },
      { ok: parsed(fileLinkAnswerSchema) },
      'partners.write',
    );
  }

  private partnerChange(path: string, json: unknown): Promise<PartnerChange> {
    return this.calls.send<PartnerChange>(
      { method: 'POST', path, json },
      {
        ok: (answer) => ({ kind: 'ok', partner: answer.parse(partnerDetailSchema) }),
        400: refused,
        404: refused,
        409: refused,
      },
      'partners.write',
    );
  }

  private runChange(
    path: string,
    json: unknown,
    ok: (answer: StatusAnswer) => Omit<Extract<RunChange, { kind: 'ok' }>, 'kind'>,
  ): Promise<RunChange> {
    return this.calls.send<RunChange>(
      { method: 'POST', path, json },
      { ok: (answer) => ({ kind: 'ok', ...ok(answer) }), 400: refused, 404: refused, 409: refused },
      'partners.write',
    );
  }

  reviewKyc(id: number, decision: 'approve' | 'reject', note: string | null) {
    return this.partnerChange('/api/Admin/Partners/Kyc', { id, decision, note });
  }

  setStatus(id: number, status: 'Active' | 'Suspended', note: string | null) {
    return this.partnerChange('/api/Admin/Partners/Status', { id, status, note });
  }

  createRun(period: string) {
    return this.runChange('/api/Admin/Payouts', { period }, (answer) => ({
      run: withDefaultPage(answer.parse(payoutRunSchema)),
      payout: null,
    }));
  }

  /** The payout, and its run with the first page of payouts. */
  markPaid(payoutId: number, reference: string) {
    return this.runChange('/api/Admin/Payouts/Paid', { payoutId, reference }, (answer) => {
      const { run, payout } = answer.parse(payoutPaidSchema);
      return { run: withDefaultPage(run), payout };
    });
  }
}
