// Payout runs of the partner program. A run for a month that has ended collects, after the
// lifecycle sweep, every Approved incentive approved before the month's end and in no payout yet,
// of partners who are not Suspended and whose KYC is approved; one payout per partner (the sum in
// paise). Marking a payout paid with the bank's reference makes its incentives Paid and mails the
// partner. Both run in one transaction under a lock: one run per month however many operators
// press the button, a payout paid once, an incentive in one payout only. Every change is audited.
import type { Kysely } from 'kysely';
import { SHOP_NAME } from '@shop/commerce/company';
import { formatMoney, fromPaise, toPaise } from '@shop/commerce/money';
import {
  BANK_REFERENCE_PATTERN,
  PAYOUT_ERRORS,
  PAYOUT_PERIOD_PATTERN,
  lastEndedPeriod,
  payoutPeriodEnd,
} from '@shop/commerce/partner/payouts';
import { PARTNER_STATUS } from '@shop/commerce/partner/limits';
import { csvLine } from '../domain/admin-order-filters.ts';
import {
  payoutRowsQuery,
  runCountQuery,
  runPageQuery,
  runPayoutCountsQuery,
  runPayoutPageQuery,
  runPayoutsQuery,
  type PayoutState,
} from '../db/queries/payout-pages.ts';
import type { Database } from '../db/schema.ts';
import { lockKey, transactionWithRetry } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';
import { settleIncentives } from './partner-incentive-lifecycle.ts';

type Db = Kysely<Database>;

export type PayoutRefusal = { ok: false; status: 400 | 404 | 409; code: string; message: string; field?: string };
const refuse = (
  status: PayoutRefusal['status'],
  error: { code: string; message: string },
  field?: string,
): PayoutRefusal => ({ ok: false, status, ...error, ...(field ? { field } : {}) });

class Refused extends Error {
  constructor(readonly refusal: PayoutRefusal) {
    super(refusal.message);
  }
}

/** "5010 2345 6789 1" → "•••• 7891": the last four digits only. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\s+/g, '');
  return digits.length <= 4 ? digits : `•••• ${digits.slice(-4)}`;
}

type PayoutJoinRow = Awaited<ReturnType<ReturnType<typeof payoutRowsQuery>['execute']>>[number];

export interface RunPayoutsFilter {
  page: number;
  first: number;
  status?: PayoutState | undefined;
}

const windowOf = (paging: { page: number; first: number }) => ({
  offset: (paging.page - 1) * paging.first,
  limit: paging.first,
});

export function createPartnerPayouts(deps: { db: Db; clock: Clock; outbox: Outbox }) {
  const { db, clock, outbox } = deps;

  const payoutView = (r: PayoutJoinRow) => ({
    id: r.id,
    partnerId: r.partner_id,
    partnerCode: r.code,
    partnerName: `${r.name} ${r.surname}`.trim(),
    bankName: r.bank_name ?? '',
    accountMasked: maskAccount(r.bank_account_no ?? ''),
    ifsc: r.neft_ifsc_code || r.rtgs_ifsc_code || '',
    amount: Number(r.amount),
    incentiveCount: Number(r.incentive_count),
    status: r.status === 'paid' ? ('paid' as const) : ('pending' as const),
    bankReference: r.bank_reference,
    paidAt: r.paid_at,
  });

  return {
    /** The month a new run would pay by default: the last one that has ended. */
    defaultPeriod: () => lastEndedPeriod(clock()),

    async create(operatorId: number, period: string) {
      const now = clock();
      if (!PAYOUT_PERIOD_PATTERN.test(period) || payoutPeriodEnd(period) > now)
        return refuse(400, PAYOUT_ERRORS.period, 'period');
      try {
        const runId = await transactionWithRetry(db, async (trx) => {
          await lockKey(trx, 'partner-payout-runs');
          const exists = await trx
            .selectFrom('partner_payout_runs')
            .select('id')
            .where('period', '=', period)
            .executeTakeFirst();
          if (exists) throw new Refused(refuse(409, PAYOUT_ERRORS.runExists, 'period'));
          await settleIncentives(trx, now);
          const due = await trx
            .selectFrom('partner_order_incentives as pi')
            .innerJoin('channel_partners as p', 'p.id', 'pi.partner_id')
            .select(['pi.id', 'pi.partner_id', 'pi.incentive_amount'])
            .where('pi.status', '=', 'approved')
            .where('pi.payout_id', 'is', null)
            .where('pi.approved_at', '<', payoutPeriodEnd(period).toISOString())
            .where('p.status', '!=', PARTNER_STATUS.SUSPENDED)
            .where('p.kyc_status', '=', 'approved')
            .orderBy('pi.id')
            .execute();
          if (due.length === 0) throw new Refused(refuse(409, PAYOUT_ERRORS.nothingToPay, 'period'));
          const byPartner = new Map<number, { paise: number; ids: number[] }>();
          for (const row of due) {
            const entry = byPartner.get(row.partner_id) ?? { paise: 0, ids: [] };
            entry.paise += toPaise(Number(row.incentive_amount));
            entry.ids.push(row.id);
            byPartner.set(row.partner_id, entry);
          }
          const totalPaise = [...byPartner.values()].reduce((sum, e) => sum + e.paise, 0);
          const at = now.toISOString();
          const run = await trx
            .insertInto('partner_payout_runs')
            .values({ period, total: fromPaise(totalPaise), created_by: operatorId, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          for (const [partnerId, entry] of byPartner) {
            const payout = await trx
              .insertInto('partner_payouts')
              .values({
                run_id: run.id,
                partner_id: partnerId,
                amount: fromPaise(entry.paise),
                incentive_count: entry.ids.length,
                created_at: at,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            const taken = await trx
              .updateTable('partner_order_incentives')
              .set({ payout_id: payout.id })
              .where('id', 'in', entry.ids)
              .where('payout_id', 'is', null)
              .where('status', '=', 'approved')
              .executeTakeFirst();
            if (Number(taken.numUpdatedRows) !== entry.ids.length)
              throw new Error('an incentive of the run changed while the run was made');
          }
          await recordAudit(
            trx,
            {
              operatorId,
              action: 'payout.run',
              entityType: 'payout_run',
              entityId: run.id,
              before: null,
              after: { period, total: fromPaise(totalPaise), partners: byPartner.size, incentives: due.length },
            },
            now,
          );
          return run.id;
        });
        return { ok: true as const, runId };
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        throw error;
      }
    },

    /** A page of the payout runs, newest month first, with their payouts counted. */
    async runs(paging: { page: number; first: number }) {
      const [rows, count] = await Promise.all([
        runPageQuery(db, windowOf(paging)).execute(),
        runCountQuery(db).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.count),
        items: rows.map((r) => ({
          id: r.id,
          period: r.period,
          total: Number(r.total),
          createdAt: r.created_at,
          payouts: Number(r.payouts ?? 0),
          paid: Number(r.paid ?? 0),
        })),
      };
    },

    /** A run with its payouts counted by state and one page of them (one state's when asked), in partner order. */
    async run(runId: number, filter: RunPayoutsFilter = { page: 1, first: 25 }) {
      const run = await db.selectFrom('partner_payout_runs').selectAll().where('id', '=', runId).executeTakeFirst();
      if (!run) return null;
      const [rows, counts] = await Promise.all([
        runPayoutPageQuery(db, runId, filter.status, windowOf(filter)).execute(),
        runPayoutCountsQuery(db, runId).execute(),
      ]);
      const countOf = (state?: PayoutState) =>
        counts.filter((c) => !state || c.status === state).reduce((sum, c) => sum + Number(c.count), 0);
      return {
        id: run.id,
        period: run.period,
        total: Number(run.total),
        createdAt: run.created_at,
        payoutCount: countOf(),
        paidCount: countOf('paid'),
        payouts: { total: countOf(filter.status), items: rows.map(payoutView) },
      };
    },

    /** One payout as a run lists it; null when there is none. */
    async payout(payoutId: number) {
      const row = await payoutRowsQuery(db).where('po.id', '=', payoutId).executeTakeFirst();
      return row ? payoutView(row) : null;
    },

    /** The bank's file of a run: full account numbers (partners.write only, through a signed link). */
    async runCsv(runId: number): Promise<{ period: string; csv: string } | null> {
      const run = await db
        .selectFrom('partner_payout_runs')
        .select(['period'])
        .where('id', '=', runId)
        .executeTakeFirst();
      if (!run) return null;
      const rows = await runPayoutsQuery(db, runId).execute();
      const lines = [
        csvLine([
          'CP Code',
          'Account holder',
          'Bank',
          'Account number',
          'IFSC',
          'Amount',
          'Incentives',
          'Status',
          'Reference',
        ]),
        ...rows.map((r) =>
          csvLine([
            r.code,
            `${r.name} ${r.surname}`.trim(),
            r.bank_name ?? '',
            r.bank_account_no ?? '',
            r.neft_ifsc_code || r.rtgs_ifsc_code || '',
            Number(r.amount).toFixed(2),
            Number(r.incentive_count),
            r.status === 'paid' ? 'Paid' : 'To pay',
            r.bank_reference ?? '',
          ]),
        ),
      ];
      return { period: run.period, csv: `${lines.join('\r\n')}\r\n` };
    },

    async markPaid(operatorId: number, payoutId: number, reference: string) {
      const ref = reference.trim();
      if (!BANK_REFERENCE_PATTERN.test(ref)) return refuse(400, PAYOUT_ERRORS.reference, 'reference');
      const now = clock();
      const at = now.toISOString();
      try {
        const payout = await transactionWithRetry(db, async (trx) => {
          const found = await trx
            .selectFrom('partner_payouts')
            .selectAll()
            .where('id', '=', payoutId)
            .executeTakeFirst();
          if (!found) throw new Refused(refuse(404, { code: 'NOT_FOUND', message: 'No such payout.' }));
          const marked = await trx
            .updateTable('partner_payouts')
            .set({ status: 'paid', bank_reference: ref, paid_at: at, paid_by: operatorId })
            .where('id', '=', payoutId)
            .where('status', '=', 'pending')
            .executeTakeFirst();
          if (Number(marked.numUpdatedRows) !== 1) throw new Refused(refuse(409, PAYOUT_ERRORS.alreadyPaid));
          await trx
            .updateTable('partner_order_incentives')
            .set({ status: 'paid', paid_at: at })
            .where('payout_id', '=', payoutId)
            .where('status', '=', 'approved')
            .execute();
          await recordAudit(
            trx,
            {
              operatorId,
              action: 'payout.paid',
              entityType: 'payout',
              entityId: payoutId,
              before: { status: 'pending' },
              after: { status: 'paid', reference: ref, amount: Number(found.amount) },
            },
            now,
          );
          return found;
        });
        const run = await db
          .selectFrom('partner_payout_runs')
          .select('period')
          .where('id', '=', payout.run_id)
          .executeTakeFirst();
        const partner = await db
          .selectFrom('channel_partners')
          .select(['email', 'name'])
          .where('id', '=', payout.partner_id)
          .executeTakeFirst();
        if (partner)
          await outbox.send({
            channel: 'email',
            to: partner.email,
            subject: `${SHOP_NAME}: your payout of ${formatMoney(Number(payout.amount))} is on its way`,
            body: [
              `Dear ${partner.name},`,
              `We have paid your incentives for ${run?.period ?? 'the month'}: ${formatMoney(Number(payout.amount))} for ${payout.incentive_count} order${payout.incentive_count === 1 ? '' : 's'}.`,
              `Bank reference: ${ref}. It may take a day to show in your account.`,
              'Your statement is under Incentive Details in the partner portal.',
              `Team ${SHOP_NAME}`,
            ].join('\n\n'),
          });
        return { ok: true as const, runId: payout.run_id, payoutId };
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        throw error;
      }
    },

    /** The program's figures: incentives by state (after the sweep) and partners by status and KYC. */
    async totals() {
      await settleIncentives(db, clock());
      const incentives = await db
        .selectFrom('partner_order_incentives')
        .select((eb) => [
          'status',
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>('incentive_amount').as('amount'),
        ])
        .groupBy('status')
        .execute();
      const partners = await db
        .selectFrom('channel_partners')
        .select((eb) => ['status', 'kyc_status', eb.fn.countAll<number>().as('n')])
        .groupBy(['status', 'kyc_status'])
        .execute();
      const byState = (state: string) => {
        const row = incentives.find((r) => r.status === state);
        return { count: Number(row?.n ?? 0), amount: fromPaise(toPaise(Number(row?.amount ?? 0))) };
      };
      const count = (pick: (r: (typeof partners)[number]) => boolean) =>
        partners.filter(pick).reduce((sum, r) => sum + Number(r.n), 0);
      return {
        pending: byState('pending'),
        approved: byState('approved'),
        reversed: byState('reversed'),
        paid: byState('paid'),
        partners: {
          active: count((r) => r.status === PARTNER_STATUS.ACTIVE),
          pending: count((r) => r.status === PARTNER_STATUS.PENDING),
          suspended: count((r) => r.status === PARTNER_STATUS.SUSPENDED),
          kycAwaitingReview: count((r) => r.kyc_status === 'submitted'),
          kycApproved: count((r) => r.kyc_status === 'approved'),
        },
      };
    },
  };
}
