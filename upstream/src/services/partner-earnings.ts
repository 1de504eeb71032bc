// A partner's earnings (@shop/commerce/partner/earnings): after the lifecycle sweep, totals per
// state for a period, the last twelve months by state, one page of its incentives, one page of its
// payouts, why payment is held, and signed links to its CSV exports and monthly statements. The
// screen's figures are counted, summed and paged by the database (db/queries/partner-earnings.ts):
// a request loads one page of incentives and one of payouts, never every incentive of the partner;
// the CSV exports and the monthly statement PDF load every row.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { shopMonth } from '@shop/commerce/admin/shop-periods';
import { joinName } from '@shop/commerce/contact';
import { lastMonths, monthlyTotalsOfGroups, stateTotalsOfGroups } from '@shop/commerce/partner/earnings';
import { isIncentiveStatus, type IncentiveStatus } from '@shop/commerce/partner/payouts';
import { shopDate } from '@shop/commerce/shop-time';
import { csvLine, orderDateBounds } from '../domain/admin-order-filters.ts';
import { partnerEarningsLink } from '../domain/partner-document-link.ts';
import {
  earningMonthsQuery,
  earningTotalsQuery,
  earningTransactionCountQuery,
  earningTransactionPageQuery,
  earningTransactionsQuery,
  partnerPayoutCountQuery,
  partnerPayoutPageQuery,
  partnerPayoutsQuery,
  statementMonthsQuery,
} from '../db/queries/partner-earnings.ts';
import { findPartnerName } from '../db/queries/partners.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { settleIncentives } from './partner-incentive-lifecycle.ts';
import { payoutHoldOf } from './partner-kyc.ts';
import { renderStatementPdf } from './partner-statement-pdf.ts';

type Db = Kysely<Database>;
const LINK_MS = 15 * 60 * 1000;

export interface EarningsFilter {
  /** YYYY-MM-DD, India, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  status?: IncentiveStatus | undefined;
  /** The page of transactions (from 1) and transactions per page. */
  page: number;
  first: number;
  /** The page of payouts (from 1) and payouts per page. */
  payoutPage: number;
  payoutFirst: number;
}

interface IncentiveRow {
  id: number;
  status: string;
  role: string;
  attributed_by: string;
  incentive_percent: number | string;
  base_amount: number | string;
  incentive_amount: number | string;
  created_at: string;
  approved_at: string | null;
  paid_at: string | null;
  order_id_new: string;
  billing_customer_name: string;
  billing_last_name: string;
  payout_period: string | null;
}

function incentiveOf(r: IncentiveRow) {
  return {
    id: r.id,
    orderId: r.order_id_new,
    customerName: joinName(r.billing_customer_name, r.billing_last_name),
    status: (isIncentiveStatus(r.status) ? r.status : 'pending') as IncentiveStatus,
    role: r.role === 'master' ? ('master' as const) : ('referrer' as const),
    attributedBy: r.attributed_by === 'link' ? ('link' as const) : ('coupon' as const),
    percent: Number(r.incentive_percent),
    base: Number(r.base_amount),
    amount: Number(r.incentive_amount),
    createdAt: r.created_at,
    approvedAt: r.approved_at,
    paidAt: r.paid_at,
    payoutPeriod: r.payout_period,
  };
}

interface PayoutRow {
  id: number;
  period: string;
  amount: number | string;
  incentive_count: number | string;
  status: string;
  bank_reference: string | null;
  paid_at: string | null;
}

function payoutOf(r: PayoutRow) {
  return {
    id: r.id,
    period: r.period,
    amount: Number(r.amount),
    incentiveCount: Number(r.incentive_count),
    status: r.status === 'paid' ? ('paid' as const) : ('pending' as const),
    bankReference: r.bank_reference,
    paidAt: r.paid_at,
  };
}

/** A GROUP BY row's count and sum of paise as numbers (PostgreSQL answers bigint as text). */
const groupOf = (r: { status: string; count: number | string; paise: number | string | null }) => ({
  status: r.status,
  count: Number(r.count),
  paise: Number(r.paise ?? 0),
});

export function earningsLinkKey(invoiceKey: string): string {
  return createHash('sha256').update(`partner-earnings\n${invoiceKey}`).digest('hex');
}

export function createPartnerEarnings(deps: { db: Db; clock: Clock; linkKey: string }) {
  const { db, clock, linkKey } = deps;

  /** The partner's incentives of sales (and reversed ones), newest first (every row). */
  async function incentives(partnerId: number) {
    await settleIncentives(db, clock(), { partnerId });
    return (await earningTransactionsQuery(db, partnerId, {}).execute()).map(incentiveOf);
  }

  /** The partner's payouts, newest month first (every row). */
  async function payouts(partnerId: number) {
    return (await partnerPayoutsQuery(db, partnerId).execute()).map(payoutOf);
  }

  const link = (partnerId: number, name: string) =>
    partnerEarningsLink(linkKey, partnerId, name, new Date(clock().getTime() + LINK_MS));

  return {
    incentives,
    payouts,

    async summary(partnerId: number, filter: EarningsFilter) {
      const now = clock();
      await settleIncentives(db, now, { partnerId });
      const months = lastMonths(now).map((month) => ({ month, ...shopMonth(month) }));
      const period = orderDateBounds(filter.from, filter.to);
      const shown = { ...period, status: filter.status };
      const [totals, monthGroups, transactionCount, transactionRows, payoutCount, payoutRows, statementRows, hold] =
        await Promise.all([
          earningTotalsQuery(db, partnerId, period).execute(),
          earningMonthsQuery(db, partnerId, months).execute(),
          earningTransactionCountQuery(db, partnerId, shown).executeTakeFirstOrThrow(),
          earningTransactionPageQuery(db, partnerId, shown, {
            offset: (filter.page - 1) * filter.first,
            limit: filter.first,
          }).execute(),
          partnerPayoutCountQuery(db, partnerId).executeTakeFirstOrThrow(),
          partnerPayoutPageQuery(db, partnerId, {
            offset: (filter.payoutPage - 1) * filter.payoutFirst,
            limit: filter.payoutFirst,
          }).execute(),
          statementMonthsQuery(db, partnerId, months).execute(),
          payoutHoldOf(db, partnerId),
        ]);
      const withStatements = new Set(statementRows.map((r) => r.statement_month));
      const statementMonths = months.map((m) => m.month).filter((month) => withStatements.has(month));
      return {
        totals: stateTotalsOfGroups(totals.map(groupOf)),
        months: monthlyTotalsOfGroups(
          monthGroups.map((r) => ({ ...groupOf(r), month: r.earning_month })),
          now,
        ),
        hold,
        transactions: { total: Number(transactionCount.count), items: transactionRows.map(incentiveOf) },
        payouts: { total: Number(payoutCount.count), items: payoutRows.map(payoutOf) },
        links: {
          transactionsCsv: link(partnerId, 'transactions.csv'),
          payoutsCsv: link(partnerId, 'payouts.csv'),
          statements: statementMonths
            .reverse()
            .map((month) => ({ month, url: link(partnerId, `statement-${month}.pdf`) })),
        },
      };
    },

    async transactionsCsv(partnerId: number): Promise<string> {
      const rows = await incentives(partnerId);
      const lines = [
        csvLine([
          'Order No',
          'Date',
          'Customer',
          'Role',
          'Attributed by',
          'Base',
          'Incentive %',
          'Incentive',
          'Status',
          'Payout',
        ]),
        ...rows.map((r) =>
          csvLine([
            r.orderId,
            shopDate(r.createdAt),
            r.customerName,
            r.role === 'master' ? 'As Master' : 'Own',
            r.attributedBy === 'link' ? 'Referral link' : 'Coupon',
            r.base.toFixed(2),
            r.percent,
            r.amount.toFixed(2),
            r.status,
            r.payoutPeriod ?? '',
          ]),
        ),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },

    /** The statement PDF of a month with the partner's incentives and payouts; null for no such partner. */
    async statementPdf(partnerId: number, month: string): Promise<{ code: string; pdf: Buffer } | null> {
      const partner = await findPartnerName(db, partnerId);
      if (!partner) return null;
      const pdf = await renderStatementPdf({
        partner: { name: `${partner.name} ${partner.surname}`.trim(), code: partner.code },
        month,
        incentives: await incentives(partnerId),
        payouts: await payouts(partnerId),
      });
      return { code: partner.code, pdf };
    },

    async payoutsCsv(partnerId: number): Promise<string> {
      const rows = await payouts(partnerId);
      const lines = [
        csvLine(['Month', 'Amount', 'Orders', 'Status', 'Bank reference', 'Paid on']),
        ...rows.map((r) =>
          csvLine([
            r.period,
            r.amount.toFixed(2),
            r.incentiveCount,
            r.status,
            r.bankReference ?? '',
            r.paidAt ? shopDate(r.paidAt) : '',
          ]),
        ),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}
