// The console's partner program client: one method per REST endpoint of upstream's
// /api/Admin/Partners and /api/Admin/Payouts, with the operator's token (admin-calls.ts: the role
// checked before the call). A change upstream refuses (400, 404, 409) comes back typed.
import type { ZodType } from 'zod';
import type {
  GetApiAdminPartnersByIdTableHistoryData,
  GetApiAdminPartnersData,
  GetApiAdminPayoutsByIdData,
  GetApiAdminPayoutsData,
  PostApiAdminPartnersKycData,
  PostApiAdminPartnersStatusData,
  PostApiAdminPayoutsData,
  PostApiAdminPayoutsPaidData,
} from '../../generated/upstream/types.gen.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type { AdminCalls } from './admin-calls.ts';
import { refusedPath } from './mapping.ts';
import type { PageArgs } from './paging.ts';
import {
  bankFileSchema,
  createdRunSchema,
  kycReviewedSchema,
  partnerDetailSchema,
  partnerPageSchema,
  PAYOUT_PAGE_DEFAULTS,
  payoutPaidSchema,
  payoutRunSchema,
  payoutsSchema,
  statusSetSchema,
  tableHistorySchema,
  type AdminPartnerDetail,
  type AdminPayout,
  type AdminPayoutRun,
  type PayoutPageArgs,
} from './partners-mapping.ts';

export type Refused = { kind: 'refused'; message: string | null; code: string | null; field: string | null };
export type PartnerChange = { kind: 'ok'; partner: AdminPartnerDetail } | Refused;
export type RunChange = { kind: 'ok'; run: AdminPayoutRun; payout: AdminPayout | null } | Refused;

const withDefaultPage = (run: Omit<AdminPayoutRun, 'payoutPageArgs'>): AdminPayoutRun => ({
  ...run,
  payoutPageArgs: PAYOUT_PAGE_DEFAULTS,
});

const refused = (answer: StatusAnswer): Refused => ({
  kind: 'refused',
  message: answer.message,
  code: answer.code ?? (answer.status === 404 ? 'NOT_FOUND' : null),
  field: refusedPath(answer.body)?.split('/').at(-1) || null,
});

type PartnerFilter = NonNullable<GetApiAdminPartnersData['query']>;

export interface PartnerQuery extends PageArgs {
  search: string | undefined;
  status: PartnerFilter['status'];
  kyc: PartnerFilter['kyc'];
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
        } satisfies GetApiAdminPartnersData['query'],
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
      {
        method: 'GET',
        path: `/api/Admin/Partners/${id}/TableHistory`,
        query: { page: page.page, first: page.first } satisfies GetApiAdminPartnersByIdTableHistoryData['query'],
      },
      tableHistorySchema,
      'partners.read',
    );
  }

  /** The program's totals and a page of the payout runs. */
  payouts(runs: PageArgs) {
    return this.calls.send(
      {
        method: 'GET',
        path: '/api/Admin/Payouts',
        query: { page: runs.page, first: runs.first } satisfies GetApiAdminPayoutsData['query'],
      },
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
        query: {
          page: args.page,
          first: args.first,
          ...(args.status ? { status: args.status } : {}),
        } satisfies GetApiAdminPayoutsByIdData['query'],
      },
      payoutRunSchema,
      'partners.read',
    );
    return run ? { ...run, payoutPageArgs: args } : null;
  }

  bankFile(runId: number) {
    return this.calls.send(
      { method: 'GET', path: `/api/Admin/Payouts/${runId}/ExportLink` },
      { ok: parsed(bankFileSchema) },
      'partners.write',
    );
  }

  private partnerChange(path: string, json: unknown, schema: ZodType<AdminPartnerDetail>): Promise<PartnerChange> {
    return this.calls.send<PartnerChange>(
      { method: 'POST', path, json },
      {
        ok: (answer) => ({ kind: 'ok', partner: answer.parse(schema) }),
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
    const body = { id, decision, note } satisfies PostApiAdminPartnersKycData['body'];
    return this.partnerChange('/api/Admin/Partners/Kyc', body, kycReviewedSchema);
  }

  setStatus(id: number, status: 'Active' | 'Suspended', note: string | null) {
    const body = { id, status, note } satisfies PostApiAdminPartnersStatusData['body'];
    return this.partnerChange('/api/Admin/Partners/Status', body, statusSetSchema);
  }

  createRun(period: string) {
    const body = { period } satisfies PostApiAdminPayoutsData['body'];
    return this.runChange('/api/Admin/Payouts', body, (answer) => ({
      run: withDefaultPage(answer.parse(createdRunSchema)),
      payout: null,
    }));
  }

  /** The payout, and its run with the first page of payouts. */
  markPaid(payoutId: number, reference: string) {
    const body = { payoutId, reference } satisfies PostApiAdminPayoutsPaidData['body'];
    return this.runChange('/api/Admin/Payouts/Paid', body, (answer) => {
      const { run, payout } = answer.parse(payoutPaidSchema);
      return { run: withDefaultPage(run), payout };
    });
  }
}
